import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@tyreline/domain/order-status';
import { rows } from '../../db/client.ts';
import { createFulfilment } from '../orders/fulfilment.service.ts';
import {
  GOLD_COAST,
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  stockOf,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
let buyer: string;
let viewer: string;
let other: string;
let sales: string;
let warehouse: string;
let admin: string;
let products: { id: number; sku: string }[];
let tradeAccount: number;

beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  buyer = (await t.authAs('buyer@example.com')).authorization;
  viewer = (await t.authAs('viewer@example.com')).authorization;
  other = (await t.authAs(GOLD_COAST)).authorization;
  sales = await staffAuth(t, SALES);
  warehouse = await staffAuth(t, WAREHOUSE);
  admin = await staffAuth(t, ADMIN);
  products = await stockedProducts(t.database.db, 7, 1, 2, 500);
  tradeAccount = await accountIdOf(t.database.db, TRADE);
});
afterAll(() => t?.close());

const DELIVERY_PATH: OrderStatus[] = ['confirmed', 'picking', 'dispatched', 'delivered'];

/** A trade order of 4 of the first product and 2 of the second, moved along to `until` (delivered by default). */
async function order(until: OrderStatus | null = 'delivered'): Promise<{ id: number; number: string }> {
  const answer = await checkout(
    t,
    trade,
    deliveryOrder([
      { product_id: products[0]!.id, qty: 4 },
      { product_id: products[1]!.id, qty: 2 },
    ]),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  const { id, number } = answer.json().data;
  const fulfilment = createFulfilment(t.database.db);
  for (const status of DELIVERY_PATH) {
    if (until === null) break;
    await fulfilment.advance(String(id), status);
    if (status === until) break;
  }
  return { id, number };
}

const cus = (authorization: string, url: string, payload?: object) =>
  payload === undefined
    ? t.app.inject({ method: 'GET', url, headers: { authorization } })
    : t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

async function requestReturn(orderId: number, body: object = {}, authorization = trade) {
  return cus(authorization, `/api/cus/orders/${orderId}/returns`, {
    lines: [{ line_no: 1, qty: 2 }],
    reason: 'ordered_wrong',
    ...body,
  });
}

/** A requested return of 2 of line 1 for `reason`, answered as the customer sees it. */
async function requested(reason = 'ordered_wrong') {
  const placed = await order();
  const answer = await requestReturn(placed.id, { reason, note: 'Wrong size' });
  expect(answer.statusCode, answer.body).toBe(201);
  return { order: placed, ret: answer.json().data as { id: number; number: string } };
}

const staffReturn = async (id: number) => (await staffCall(t, sales, `/api/staff/returns/${id}`)).json().data;

async function approved(reason = 'ordered_wrong') {
  const made = await requested(reason);
  const answer = await staffCall(t, sales, `/api/staff/returns/${made.ret.id}/approve`, { version: 1 });
  expect(answer.statusCode, answer.body).toBe(200);
  return made;
}

const receive = (id: number, version: number, condition = 'saleable', authorization = warehouse) =>
  staffCall(t, authorization, `/api/staff/returns/${id}/receive`, {
    version,
    warehouse_id: 1,
    lines: [{ line_no: 1, condition }],
  });

/** The notices the return's steps queued, oldest first. */
const mailOf = (number: string) =>
  rows<{ kind: string; to_address: string; subject: string }>(
    t.database.db,
    sql`select kind, to_address, subject from mail_outbox where subject like ${`%${number}%`} order by id`,
  );

const auditRows = (id: number) =>
  rows<{ action: string }>(
    t.database.db,
    sql`select action from audit_log where entity_type = 'return' and entity_id = ${id} order by id`,
  );

describe('a customer’s return request', () => {
  it('numbers the return RMA-…, holds the chosen lines and starts its timeline with who asked', async () => {
    const { order: placed, ret } = await requested();
    expect(ret).toMatchObject({
      number: `RMA-${String(ret.id).padStart(6, '0')}`,
      status: 'requested',
      reason: 'ordered_wrong',
      order: { id: placed.id, name: placed.number },
      units: 2,
      note: 'Wrong size',
      credit: null,
      lines: [{ line_no: 1, product_id: products[0]!.id, qty: 2, condition: null }],
      events: [{ event: 'requested', note: 'Wrong size', by: 'Sam Carter' }],
    });
    const list = await cus(trade, '/api/cus/returns?status=requested&per_page=100');
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(ret.id);
  });

  it('tells the form how many of each line may still be returned and until when', async () => {
    const { order: placed } = await requested();
    const answer = await cus(trade, `/api/cus/orders/${placed.id}/returnable`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      refusal: null,
      window_days: 30,
      window_ends_at: expect.any(String),
      lines: [
        { line_no: 1, qty: 4, returnable: 2 },
        { line_no: 2, qty: 2, returnable: 2 },
      ],
    });
  });

  it('refuses more than is left to return on a line with 422 naming the line, and writes nothing', async () => {
    const { order: placed } = await requested();
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from returns`);
    const answer = await requestReturn(placed.id, {
      lines: [
        { line_no: 2, qty: 1 },
        { line_no: 1, qty: 3 },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      'lines.1.qty': [`Line 1 (${products[0]!.sku}): at most 2 can be returned`],
    });
    const none = await requestReturn(placed.id, { lines: [{ line_no: 9, qty: 1 }] });
    expect(none.json().errors).toEqual({ 'lines.0.line_no': [`${placed.number} has no line 9`] });
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from returns`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('counts a rejected return’s units as returnable again, and cancelled units as never delivered', async () => {
    const { order: placed, ret } = await requested();
    await staffCall(t, sales, `/api/staff/returns/${ret.id}/reject`, { version: 1, reason: 'Fitted' });
    await t.database.db.execute(
      sql`update order_lines set qty_cancelled = 1 where order_id = ${placed.id} and line_no = 1`,
    );
    const answer = await cus(trade, `/api/cus/orders/${placed.id}/returnable`);
    expect(answer.json().data.lines[0]).toMatchObject({ qty: 3, returnable: 3 });
  });

  it('refuses an order not yet delivered, and one whose return window has closed', async () => {
    const dispatched = await order('dispatched');
    const early = await requestReturn(dispatched.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ order: ['Only a delivered or collected order can be returned.'] });

    const late = await order();
    // Delivered 31 days ago: the window (30 days, to the end of the day) has closed.
    await t.database.db.execute(
      sql`update order_status_history set created_at = now() - interval '31 days'
          where order_id = ${late.id} and status = 'delivered'`,
    );
    const closed = await requestReturn(late.id);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors).toEqual({
      order: ['The return window of 30 days after delivery has closed.'],
    });
    // The account's own window, when sales staff set a longer one in the account form, keeps it open.
    const setWindow = async (days: number) => {
      const account = (await staffCall(t, sales, `/api/staff/accounts/${tradeAccount}`)).json().data;
      const { id: _id, balance: _b, created_at: _c, disabled: _d, ...fields } = account;
      const saved = await staffPut(t, sales, `/api/staff/accounts/${tradeAccount}`, {
        ...fields,
        return_window_days: days,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.return_window_days).toBe(days);
    };
    await setWindow(60);
    try {
      expect((await requestReturn(late.id)).statusCode).toBe(201);
    } finally {
      await setWindow(30);
    }
  });

  it('is not found on another account’s order or return, and refused to a viewer', async () => {
    const { order: placed, ret } = await requested();
    expect((await requestReturn(placed.id, {}, other)).statusCode).toBe(404);
    expect((await cus(other, `/api/cus/orders/${placed.id}/returnable`)).statusCode).toBe(404);
    expect((await cus(other, `/api/cus/returns/${ret.id}`)).statusCode).toBe(404);
    expect((await cus(other, '/api/cus/returns?per_page=100')).json().data).toEqual([]);
    expect((await requestReturn(placed.id, {}, viewer)).statusCode).toBe(403);
    expect((await cus(buyer, `/api/cus/returns/${ret.id}`)).statusCode).toBe(200);
  });

  it('refuses a malformed request with 422 naming the field', async () => {
    const { order: placed } = await requested();
    const cases: [object, string][] = [
      [{ lines: [] }, 'lines'],
      [{ reason: 'changed_mind' }, 'reason'],
      [{ lines: [{ line_no: 1, qty: 0 }] }, 'lines.0.qty'],
      [
        {
          lines: [
            { line_no: 1, qty: 1 },
            { line_no: 1, qty: 1 },
          ],
        },
        'lines',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await requestReturn(placed.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('staff deciding a return', () => {
  it('approve it with the version they saw, audited and on the timeline both sides read', async () => {
    const { ret } = await approved();
    const seen = await staffReturn(ret.id);
    expect(seen).toMatchObject({ status: 'approved', version: 2, next_statuses: ['received'] });
    expect(seen.events.map((e: { event: string; by: string }) => [e.event, e.by])).toEqual([
      ['requested', 'Sam Carter'],
      ['approved', 'Sol Sales'],
    ]);
    const customer = (await cus(trade, `/api/cus/returns/${ret.id}`)).json().data;
    expect(customer.events[1]).toMatchObject({ event: 'approved', by: 'Tyreline' });
    expect(await auditRows(ret.id)).toEqual([{ action: 'return.approve' }]);
    expect(await mailOf(ret.number)).toEqual([
      { kind: 'return.approved', to_address: TRADE, subject: `Return ${ret.number} approved` },
    ]);
  });

  it('reject it with a reason the customer reads; a stale version answers 409 with the return as it is', async () => {
    const { ret } = await requested();
    const stale = await staffCall(t, sales, `/api/staff/returns/${ret.id}/reject`, {
      version: 7,
      reason: 'Tyres fitted',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: ret.id, status: 'requested', version: 1 });
    const noReason = await staffCall(t, sales, `/api/staff/returns/${ret.id}/reject`, {
      version: 1,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    const answer = await staffCall(t, sales, `/api/staff/returns/${ret.id}/reject`, {
      version: 1,
      reason: 'Tyres fitted',
    });
    expect(answer.statusCode).toBe(200);
    const customer = (await cus(trade, `/api/cus/returns/${ret.id}`)).json().data;
    expect(customer).toMatchObject({ status: 'rejected', decision_note: 'Tyres fitted' });
    expect(customer.events[1]).toMatchObject({ event: 'rejected', note: 'Tyres fitted' });
    const again = await staffCall(t, sales, `/api/staff/returns/${ret.id}/approve`, { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${ret.number} is already rejected.`);
    expect(await auditRows(ret.id)).toEqual([{ action: 'return.reject' }]);
    expect((await mailOf(ret.number)).map((m) => m.kind)).toEqual(['return.rejected']);
  });

  it('is for the roles STAFF_PERMISSIONS names: warehouse staff receive but do not decide, sales decide but do not receive', async () => {
    const { ret } = await requested();
    expect(
      (await staffCall(t, warehouse, `/api/staff/returns/${ret.id}/approve`, { version: 1 })).statusCode,
    ).toBe(403);
    expect((await staffCall(t, warehouse, `/api/staff/returns?status=requested`)).statusCode).toBe(200);
    expect((await receive(ret.id, 1, 'saleable', sales)).statusCode).toBe(403);
    expect((await cus(trade, '/api/staff/returns')).statusCode).toBe(401);
  });

  it('lists returns by status and text', async () => {
    const { ret } = await requested();
    const answer = await staffCall(
      t,
      admin,
      `/api/staff/returns?status=requested&q=${ret.number.toLowerCase()}`,
    );
    expect(answer.json().data).toEqual([
      expect.objectContaining({ id: ret.id, account: { id: tradeAccount, name: 'Southside Tyre & Auto' } }),
    ]);
    const none = await staffCall(t, admin, `/api/staff/returns?status=received&q=${ret.number}`);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

describe('receiving a return', () => {
  it('puts saleable units back on the shelf with a return movement naming the RMA, and credits the value less the fee', async () => {
    const { order: placed, ret } = await approved('ordered_wrong');
    const before = await stockOf(t.database.db, products[0]!.id, 1);
    const answer = await receive(ret.id, 2);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stockOf(t.database.db, products[0]!.id, 1)).toBe(before + 2);
    const [movement] = await rows<{ kind: string; reference: string; delta: number; staff_user_id: number }>(
      t.database.db,
      sql`select kind, reference, delta, staff_user_id from stock_movements
          where product_id = ${products[0]!.id} order by id desc limit 1`,
    );
    expect(movement).toMatchObject({ kind: 'return', reference: ret.number, delta: 2 });
    expect(movement!.staff_user_id).toEqual(expect.any(Number));
    // The staff product page names the movement by its RMA (not by the order it also carries).
    const listed = await staffCall(
      t,
      admin,
      `/api/staff/products/${products[0]!.id}/stock-movements?kind=return`,
    );
    expect(listed.json().data[0]).toMatchObject({ kind: 'return', reference: ret.number, delta: 2 });

    const [line] = await rows<{ unit_price_cents: number }>(
      t.database.db,
      sql`select unit_price_cents from order_lines where order_id = ${placed.id} and line_no = 1`,
    );
    const value = line!.unit_price_cents * 2;
    const fee = Math.round(value / 10);
    const received = answer.json().data;
    expect(received).toMatchObject({
      status: 'received',
      warehouse: { id: 1 },
      restocking_fee: fee / 100,
      credit: (value - fee) / 100,
      credit_note: { number: expect.stringMatching(/^CN-\d{6}$/), amount: (value - fee) / 100 },
      lines: [{ line_no: 1, condition: 'saleable' }],
    });
    expect(received.events.at(-1)).toMatchObject({ event: 'received' });
    expect(await auditRows(ret.id)).toEqual([{ action: 'return.approve' }, { action: 'return.receive' }]);
    expect((await mailOf(ret.number)).map((m) => m.kind)).toEqual(['return.approved', 'return.received']);

    // In the account's ledger, on the customer's statement and on the order.
    const [entry] = await rows<{ amount_cents: number; reference: string }>(
      t.database.db,
      sql`select amount_cents, reference from ledger_entries
          where credit_note_id = (select credit_note_id from returns where id = ${ret.id})`,
    );
    expect(entry).toEqual({ amount_cents: -(value - fee), reference: expect.stringContaining(ret.number) });
    const statement = await cus(trade, '/api/cus/statement?from=2000-01-01&to=2099-12-31&format=csv');
    expect(statement.body).toContain(received.credit_note.number);
    expect(statement.body).toContain(ret.number);
    const seenOrder = (await cus(trade, `/api/cus/orders/${placed.id}`)).json().data;
    expect(seenOrder.credit_notes).toEqual([
      expect.objectContaining({
        number: received.credit_note.number,
        source: 'return',
        source_reference: ret.number,
      }),
    ]);
  });

  it('changes no stock for written-off lines, and credits goods damaged in transit in full', async () => {
    const { order: placed, ret } = await approved('damaged_in_transit');
    const before = await stockOf(t.database.db, products[0]!.id, 1);
    const answer = await receive(ret.id, 2, 'write_off');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stockOf(t.database.db, products[0]!.id, 1)).toBe(before);
    const [line] = await rows<{ unit_price_cents: number }>(
      t.database.db,
      sql`select unit_price_cents from order_lines where order_id = ${placed.id} and line_no = 1`,
    );
    expect(answer.json().data).toMatchObject({
      restocking_fee: 0,
      credit: (line!.unit_price_cents * 2) / 100,
      lines: [{ condition: 'write_off' }],
    });
  });

  it('refuses a return not yet approved, a warehouse of another department and a line left out, with nothing written', async () => {
    const { ret } = await requested();
    const early = await receive(ret.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('requested');
    await staffCall(t, sales, `/api/staff/returns/${ret.id}/approve`, { version: 1 });
    const [elsewhere] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from warehouses where department_id <> 7 order by id limit 1`,
    );
    const wrongWarehouse = await staffCall(t, warehouse, `/api/staff/returns/${ret.id}/receive`, {
      version: 2,
      warehouse_id: elsewhere!.id,
      lines: [{ line_no: 1, condition: 'saleable' }],
    });
    expect(wrongWarehouse.statusCode).toBe(422);
    expect(wrongWarehouse.json().errors).toHaveProperty('warehouse_id');
    const missing = await staffCall(t, warehouse, `/api/staff/returns/${ret.id}/receive`, {
      version: 2,
      warehouse_id: 1,
      lines: [{ line_no: 2, condition: 'saleable' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['lines.0.line_no', 'lines']);
    expect(await staffReturn(ret.id)).toMatchObject({ status: 'approved', version: 2, credit_note: null });
  });

  it('happens once: receiving again answers 409, and of two staff receiving at once exactly one wins', async () => {
    const { ret } = await approved();
    const before = await stockOf(t.database.db, products[0]!.id, 1);
    const [first, second] = await Promise.all([receive(ret.id, 2), receive(ret.id, 2, 'saleable', admin)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(lost.json().message).toBe(`${ret.number} is already received.`);
    expect(lost.json().current).toMatchObject({ status: 'received', version: 3 });
    expect(await stockOf(t.database.db, products[0]!.id, 1)).toBe(before + 2);
    const notes = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from credit_notes where source = 'return' and source_reference = ${ret.number}`,
    );
    expect(notes[0]!.n).toBe(1);
    expect((await receive(ret.id, 3)).statusCode).toBe(409);
  });
});
