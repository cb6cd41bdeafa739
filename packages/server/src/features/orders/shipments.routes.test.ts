import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents, toDollars } from '@tyreline/domain/money';
import { rows } from '../../db/client.ts';
import { TRADE, checkout, deliveryOrder, stockOf, stockedProducts } from '../../../test/support/orders.ts';
import { WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
let warehouse: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  warehouse = await staffAuth(t, WAREHOUSE);
  products = await stockedProducts(t.database.db, 7, 1, 2, 500);
});
afterAll(() => t?.close());

/** The trade customer orders 3 of the first product and 1 of the second; staff take it to picking. */
async function pickingOrder(extra: Parameters<typeof deliveryOrder>[1] = {}): Promise<number> {
  const placed = await checkout(
    t,
    trade,
    deliveryOrder(
      [
        { product_id: products[0]!.id, qty: 3 },
        { product_id: products[1]!.id, qty: 1 },
      ],
      extra,
    ),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const id: number = placed.json().data.id;
  for (const to of ['confirmed', 'picking']) {
    const moved = await staffCall(t, warehouse, `/api/staff/orders/${id}/transitions`, {
      to,
      version: await versionOf(id),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

const staffOrder = async (id: number) =>
  (await staffCall(t, warehouse, `/api/staff/orders/${id}`)).json().data;
const versionOf = async (id: number): Promise<number> => (await staffOrder(id)).version;

const ship = async (id: number, body: object) =>
  staffCall(t, warehouse, `/api/staff/orders/${id}/shipments`, { version: await versionOf(id), ...body });

const customerOrder = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/cus/orders/${id}`, headers: { authorization: trade } })
  ).json().data;

const countOf = async (query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t.database.db, query))[0]!.n;

describe('partial dispatch', () => {
  it('dispatches part of an order now and the rest later, each shipment with its own carrier reference', async () => {
    const id = await pickingOrder();
    const [first, second] = products as [(typeof products)[0], (typeof products)[0]];

    const part = await ship(id, { lines: [{ line_no: 1, qty: 3 }], tracking_reference: 'TOLL-PART-1' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({
      status: 'backordered',
      next_statuses: ['dispatched'],
      tracking_reference: 'TOLL-PART-1',
      lines: [
        { line_no: 1, qty: 3, qty_shipped: 3, qty_backordered: 0, qty_cancelled: 0 },
        { line_no: 2, qty: 1, qty_shipped: 0, qty_backordered: 1, qty_cancelled: 0 },
      ],
      shipments: [
        {
          seq: 1,
          tracking_reference: 'TOLL-PART-1',
          lines: [{ line_no: 1, sku: first.sku, name: first.name, qty: 3 }],
        },
      ],
    });

    const rest = await ship(id, { lines: [{ line_no: 2, qty: 1 }], tracking_reference: 'TOLL-PART-2' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.status).toBe('dispatched');

    // The customer sees both shipments, what went in each, and the history in words.
    const seen = await customerOrder(id);
    expect(seen.shipments).toEqual([
      {
        seq: 1,
        at: expect.any(String),
        tracking_reference: 'TOLL-PART-1',
        lines: [{ line_no: 1, sku: first.sku, name: first.name, qty: 3 }],
      },
      {
        seq: 2,
        at: expect.any(String),
        tracking_reference: 'TOLL-PART-2',
        lines: [{ line_no: 2, sku: second.sku, name: second.name, qty: 1 }],
      },
    ]);
    expect(seen.lines.map((l: { qty_shipped: number }) => l.qty_shipped)).toEqual([3, 1]);
    const notes = seen.status_history.map((h: { status: string; note: string }) => `${h.status}: ${h.note}`);
    expect(notes).toContain(
      `backordered: Dispatched 3 of 4: 3 × ${first.name} (${first.sku}); 1 on backorder. Carrier reference TOLL-PART-1`,
    );
    expect(notes).toContain(
      `dispatched: Dispatched the remaining 1 of 4: 1 × ${second.name} (${second.sku}). Carrier reference TOLL-PART-2`,
    );

    // Each shipment told the customer what went and what waits, and was audited.
    const mails = await rows<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where order_id = ${id} and kind = 'order.dispatched'
          order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${seen.number}: shipment 1 dispatched`,
      `Order ${seen.number}: shipment 2 dispatched`,
    ]);
    expect(mails[0]!.text).toContain(`Still on backorder: 1 × ${second.name} (${second.sku})`);
    expect(mails[0]!.text).toContain('TOLL-PART-1');
    expect(mails[1]!.text).toContain('Nothing of this order is left on backorder');
    expect(
      await countOf(
        sql`select count(*)::int as n from audit_log where entity_id = ${id} and action = 'order.shipment'`,
      ),
    ).toBe(2);

    // Delivered follows as it always did.
    const delivered = await staffCall(t, warehouse, `/api/staff/orders/${id}/transitions`, {
      to: 'delivered',
      version: await versionOf(id),
    });
    expect(delivered.json().data.status).toBe('delivered');
  });

  it('refuses more than is outstanding with 422 naming the line, and writes nothing', async () => {
    const id = await pickingOrder();
    const before = await versionOf(id);
    const response = await ship(id, {
      lines: [
        { line_no: 1, qty: 2 },
        { line_no: 2, qty: 2 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'lines.1.qty': [
        `${products[1]!.name} (${products[1]!.sku}): only 1 unit left to send on line 2, not 2`,
      ],
    });
    expect(await versionOf(id)).toBe(before);
    expect(await countOf(sql`select count(*)::int as n from order_shipments where order_id = ${id}`)).toBe(0);

    const nothing = await ship(id, { lines: [{ line_no: 1, qty: 0 }] });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors).toEqual({ lines: ['Send at least one unit'] });
    const unknown = await ship(id, { lines: [{ line_no: 9, qty: 1 }] });
    expect(unknown.json().errors).toEqual({ 'lines.0.line_no': ['The order has no line 9'] });
  });

  it('answers 409 with the order as it is now to a stale version or an order not being picked', async () => {
    const id = await pickingOrder();
    const stale = await staffCall(t, warehouse, `/api/staff/orders/${id}/shipments`, {
      version: (await versionOf(id)) - 1,
      lines: [{ line_no: 1, qty: 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'This order was changed by someone else: it is now picking',
      current: { id, status: 'picking', shipments: [] },
    });

    const placed = await checkout(t, trade, deliveryOrder([{ product_id: products[0]!.id, qty: 2 }]));
    const submitted: number = placed.json().data.id;
    const early = await ship(submitted, { lines: [{ line_no: 1, qty: 1 }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/is submitted: only an order being picked or on backorder/);
  });

  it('lets one of two staff sending the same units at once win; the other is told the order changed', async () => {
    const id = await pickingOrder();
    const version = await versionOf(id);
    const body = { version, lines: [{ line_no: 1, qty: 3 }] };
    const answers = await Promise.all([
      staffCall(t, warehouse, `/api/staff/orders/${id}/shipments`, body),
      staffCall(t, warehouse, `/api/staff/orders/${id}/shipments`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await staffOrder(id)).lines[0].qty_shipped).toBe(3);
  });

  it('records one shipment of everything when the whole order is dispatched at once', async () => {
    const id = await pickingOrder();
    const moved = await staffCall(t, warehouse, `/api/staff/orders/${id}/transitions`, {
      to: 'dispatched',
      version: await versionOf(id),
      tracking_reference: 'TOLL-WHOLE-1',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.shipments).toEqual([
      {
        seq: 1,
        at: expect.any(String),
        tracking_reference: 'TOLL-WHOLE-1',
        lines: [
          expect.objectContaining({ line_no: 1, qty: 3 }),
          expect.objectContaining({ line_no: 2, qty: 1 }),
        ],
      },
    ]);
    expect(moved.json().data.lines.map((l: { qty_shipped: number }) => l.qty_shipped)).toEqual([3, 1]);
  });

  it('makes part of a pick-up ready, refuses a carrier reference for it, and readies the rest with the whole-order move', async () => {
    const id = await pickingOrder({ ship_type: 2, delivery_address: null });
    const withReference = await ship(id, { lines: [{ line_no: 1, qty: 1 }], tracking_reference: 'TOLL-X' });
    expect(withReference.statusCode).toBe(422);
    expect(Object.keys(withReference.json().errors)).toEqual(['tracking_reference']);

    const part = await ship(id, { lines: [{ line_no: 1, qty: 1 }] });
    expect(part.json().data).toMatchObject({ status: 'backordered', next_statuses: ['ready_for_pickup'] });
    expect(part.json().data.status_history.at(-1).note).toBe(
      `Ready to collect 1 of 4: 1 × ${products[0]!.name} (${products[0]!.sku}); 3 on backorder`,
    );
    const rest = await staffCall(t, warehouse, `/api/staff/orders/${id}/transitions`, {
      to: 'ready_for_pickup',
      version: await versionOf(id),
    });
    expect(rest.json().data.status).toBe('ready_for_pickup');
    expect(
      rest.json().data.shipments.map((s: { lines: { qty: number }[] }) => s.lines.map((l) => l.qty)),
    ).toEqual([[1], [2, 1]]);
  });
});

describe('cancelling a backorder', () => {
  it('restocks what waited, credits its value with a credit note, and moves the order on', async () => {
    const id = await pickingOrder();
    const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
    await ship(id, { lines: [{ line_no: 1, qty: 2 }], tracking_reference: 'TOLL-BO-1' });
    const shelf = [await stockOf(t.database.db, first.id, 1), await stockOf(t.database.db, second.id, 1)];
    const order = await staffOrder(id);
    const valueCents = toCents(order.lines[0].unit_price) + toCents(order.lines[1].unit_price);

    const cancelled = await staffCall(t, warehouse, `/api/staff/orders/${id}/backorder/cancel`, {
      version: order.version,
      reason: 'Supplier discontinued the size',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json().data;
    expect(after).toMatchObject({
      status: 'dispatched',
      lines: [
        { qty: 3, qty_shipped: 2, qty_backordered: 0, qty_cancelled: 1 },
        { qty: 1, qty_shipped: 0, qty_backordered: 0, qty_cancelled: 1 },
      ],
      credit_notes: [
        {
          source: 'backorder',
          source_label: 'Backorder cancelled',
          source_reference: order.number,
          amount: toDollars(valueCents),
          reason: 'Supplier discontinued the size',
        },
      ],
    });
    expect(after.status_history.at(-1).note).toMatch(
      new RegExp(`^Backorder cancelled: 1 × .+, 1 × .+\\. Credit note CN-\\d{6} of .+\\. Reason: Supplier`),
    );

    // Back on the shelf, each as a cancellation movement naming the order and who.
    expect(await stockOf(t.database.db, first.id, 1)).toBe(shelf[0]! + 1);
    expect(await stockOf(t.database.db, second.id, 1)).toBe(shelf[1]! + 1);
    const movements = await rows<{ product_id: number; delta: number; kind: string; reference: string }>(
      t.database.db,
      sql`select product_id, delta, kind, reference from stock_movements
          where order_id = ${id} and kind = 'cancellation' order by product_id`,
    );
    expect(movements).toEqual(
      [first, second]
        .sort((a, b) => a.id - b.id)
        .map((p) => ({ product_id: p.id, delta: 1, kind: 'cancellation', reference: order.number })),
    );

    // The credit note is in the account's ledger, and the customer sees it on the order.
    const [ledger] = await rows<{ amount_cents: number; reference: string }>(
      t.database.db,
      sql`select amount_cents, reference from ledger_entries
          where order_id = ${id} and kind = 'credit_note'`,
    );
    expect(ledger!.amount_cents).toBe(-valueCents);
    expect(ledger!.reference).toMatch(/^CN-\d{6} · Backorder cancelled SO-/);
    expect((await customerOrder(id)).credit_notes).toHaveLength(1);
    expect(
      await countOf(
        sql`select count(*)::int as n from mail_outbox where order_id = ${id} and kind = 'order.backorder_cancelled'`,
      ),
    ).toBe(1);

    // Nothing is left to cancel or send.
    const again = await staffCall(t, warehouse, `/api/staff/orders/${id}/backorder/cancel`, {
      version: after.version,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is dispatched: it has no backorder to cancel/);
  });

  it('needs a reason, and refuses an order without a backorder', async () => {
    const id = await pickingOrder();
    const noReason = await staffCall(t, warehouse, `/api/staff/orders/${id}/backorder/cancel`, {
      version: await versionOf(id),
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Reason is required'] });
    const picking = await staffCall(t, warehouse, `/api/staff/orders/${id}/backorder/cancel`, {
      version: await versionOf(id),
      reason: 'No',
    });
    expect(picking.statusCode).toBe(409);
    expect(await stockOf(t.database.db, products[0]!.id, 1)).toBeGreaterThan(0);
  });

  it('is for staff only: a customer token gets 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/orders/1/shipments',
      headers: { authorization: trade },
      payload: { version: 1, lines: [{ line_no: 1, qty: 1 }] },
    });
    expect(response.statusCode).toBe(401);
  });
});
