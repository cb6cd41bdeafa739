import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NOTE_MAX_LENGTH } from '@tyreline/domain/contract/staff-order-notes';
import { rows } from '../../db/client.ts';
import { TRADE, checkout, deliveryOrder, stockedProducts } from '../../../test/support/orders.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { SALES, WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createFulfilment } from './fulfilment.service.ts';

// The staff order page's extras (docs/product.md §17): who placed it, internal notes, staff names in the
// history, and the invoice and packing slip as PDFs. One app for the file.
let t: TestApp;
let trade: string;
let warehouse: string;
let sales: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  warehouse = await staffAuth(t, WAREHOUSE);
  sales = await staffAuth(t, SALES);
  products = await stockedProducts(t.database.db, 7, 1, 2, 500);
});
afterAll(() => t?.close());

async function placeOrder(extra: Parameters<typeof deliveryOrder>[1] = {}) {
  const response = await checkout(
    t,
    trade,
    deliveryOrder(
      products.map((p, i) => ({ product_id: p.id, qty: i + 2 })),
      extra,
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; number: string; total: number };
}

const staffOrder = async (id: number) => (await staffCall(t, sales, `/api/staff/orders/${id}`)).json().data;
const customerOrder = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/cus/orders/${id}`, headers: { authorization: trade } })
  ).json().data;
const addNote = (id: number, payload: object, authorization = warehouse) =>
  staffCall(t, authorization, `/api/staff/orders/${id}/notes`, payload);

describe('who placed an order, on the staff order', () => {
  it('names the person who placed it with their sign-in address, and no approver when none was needed', async () => {
    const order = await placeOrder();
    expect(await staffOrder(order.id)).toMatchObject({
      placed_by: 'Sam Carter',
      placed_by_email: TRADE,
      approved_by: null,
    });
  });
});

describe('internal notes on an order', () => {
  it('keeps a trimmed note with who wrote it and when, lists notes newest first, and audits each', async () => {
    const order = await placeOrder();
    const first = await addNote(order.id, {
      text: '  Customer rang: leave at the side gate.\nNo signature.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(Number),
      text: 'Customer rang: leave at the side gate.\nNo signature.',
      by: 'Wes Warehouse',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = await addNote(order.id, { text: 'Pallet wrapped twice.' }, sales);
    expect(second.statusCode).toBe(201);

    const listed = await staffCall(t, warehouse, `/api/staff/orders/${order.id}/notes`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((n: { text: string; by: string }) => [n.by, n.text])).toEqual([
      ['Sol Sales', 'Pallet wrapped twice.'],
      ['Wes Warehouse', 'Customer rang: leave at the side gate.\nNo signature.'],
    ]);
    // A note is not an edit of the order: its version stays, so nobody else's next move is stale.
    expect((await staffOrder(order.id)).version).toBe(1);

    const audited = await rows<{ action: string; name: string; after: { note: string } }>(
      t.database.db,
      sql`select a.action, s.name, a.after from audit_log a join staff_users s on s.id = a.staff_user_id
          where a.entity_type = 'order' and a.entity_id = ${order.id} order by a.id`,
    );
    expect(audited.map((a) => [a.action, a.name, a.after.note])).toEqual([
      ['order.note', 'Wes Warehouse', 'Customer rang: leave at the side gate.\nNo signature.'],
      ['order.note', 'Sol Sales', 'Pallet wrapped twice.'],
    ]);
  });

  it('answers 422 naming the text for an empty, blank, missing or too long note, and writes nothing', async () => {
    const order = await placeOrder();
    for (const [payload, message] of [
      [{ text: '' }, 'Note is required'],
      [{ text: ' \n\t ' }, 'Note is required'],
      [{}, 'Note is required'],
      [{ text: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) }, 'must be at most 2000 characters'],
      [{ text: 'bell\u0007' }, 'must not contain control characters'],
    ] as const) {
      const answer = await addNote(order.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.json().errors.text).toEqual([message]);
    }
    // Exactly the longest, once trimmed, is fine.
    const longest = await addNote(order.id, { text: ` ${'y'.repeat(ORDER_NOTE_MAX_LENGTH)} ` });
    expect(longest.statusCode).toBe(201);
    const listed = (await staffCall(t, warehouse, `/api/staff/orders/${order.id}/notes`)).json().data;
    expect(listed).toHaveLength(1);
  });

  it('is not found for an order that does not exist, and 422 for an id that is not one', async () => {
    expect((await addNote(2_000_000, { text: 'Hello' })).statusCode).toBe(404);
    expect((await staffCall(t, warehouse, '/api/staff/orders/2000000/notes')).statusCode).toBe(404);
    expect((await staffCall(t, warehouse, '/api/staff/orders/abc/notes')).statusCode).toBe(422);
  });

  it('is staff only: a customer’s token or none gets 401, and the customer’s order answers never carry a note', async () => {
    const order = await placeOrder({ notes: 'Customer’s own delivery note' });
    await addNote(order.id, { text: 'INTERNAL: account on watch, check payment first' });
    for (const authorization of [trade, '']) {
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/staff/orders/${order.id}/notes`,
        headers: { authorization },
      });
      expect(listed.statusCode).toBe(401);
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.id}/notes`,
        headers: { authorization },
        payload: { text: 'Sneaky' },
      });
      expect(added.statusCode).toBe(401);
    }
    const seen = await customerOrder(order.id);
    expect(seen.notes).toBe('Customer’s own delivery note');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/cus/orders',
      headers: { authorization: trade },
    });
    for (const answer of [JSON.stringify(seen), list.body]) {
      expect(answer).not.toContain('INTERNAL');
      expect(answer).not.toContain('Wes Warehouse');
    }
  });
});

describe('staff names in the order history', () => {
  it('shows staff who moved the order, and nobody for the checkout or the operator tool', async () => {
    const order = await placeOrder();
    const moved = await staffCall(t, warehouse, `/api/staff/orders/${order.id}/transitions`, {
      to: 'confirmed',
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await staffCall(t, sales, `/api/staff/orders/${order.id}/transitions`, { to: 'picking', version: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await createFulfilment(t.database.db).advance(order.number, 'cancelled', 'Operator tool')).kind,
    ).toBe('done');

    const history = (await staffOrder(order.id)).status_history;
    expect(history.map((h: { status: string; by: string | null }) => [h.status, h.by])).toEqual([
      ['submitted', null],
      ['confirmed', 'Wes Warehouse'],
      ['picking', 'Sol Sales'],
      ['cancelled', null],
    ]);
    // The transition's own answer carries the names too.
    expect(moved.json().data.status_history[1]).toMatchObject({ status: 'confirmed', by: 'Wes Warehouse' });
  });

  it('never shows the customer who moved it: their history keeps its status, note and time only', async () => {
    const order = await placeOrder();
    await staffCall(t, warehouse, `/api/staff/orders/${order.id}/transitions`, {
      to: 'confirmed',
      version: 1,
    });
    const seen = await customerOrder(order.id);
    expect(seen.status_history).toHaveLength(2);
    for (const change of seen.status_history)
      expect(Object.keys(change).sort()).toEqual(['at', 'note', 'status']);
    expect(JSON.stringify(seen)).not.toContain('Wes Warehouse');
  });
});

describe('an order’s documents for staff', () => {
  const get = (url: string, authorization = warehouse) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });

  it('answers the same tax invoice the customer downloads', async () => {
    const order = await placeOrder({ customer_reference: 'PO-STAFF-INVOICE' });
    const answer = await get(`/api/staff/orders/${order.id}/invoice.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const customers = await get(`/api/cus/orders/${order.id}/invoice`, trade);
    const text = await pdfText(answer.rawPayload);
    expect(text).toBe(await pdfText(customers.rawPayload));
    expect(text).toContain('Tax invoice');
    expect(text).toContain('PO-STAFF-INVOICE');
  });

  it('answers a packing slip with the letterhead, where it goes, the reference, the promise and each line to tick, without prices', async () => {
    const order = await placeOrder({ customer_reference: 'PO-SLIP-1', notes: 'Ring the bell twice' });
    const answer = await get(`/api/staff/orders/${order.id}/packing-slip.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.number}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    const full = await staffOrder(order.id);
    for (const expected of [
      'Packing slip',
      'Tyreline Wholesale Pty Ltd',
      'ABN 51 824 753 556',
      order.number,
      'Southside Tyre & Auto',
      '12 Logan Rd',
      'Woolloongabba QLD 4102',
      'PO-SLIP-1',
      'Ring the bell twice',
      '5 items on 2 lines',
    ])
      expect(text).toContain(expected);
    if (full.promised_date) {
      const [y, m, d] = full.promised_date.split('-').map(Number);
      const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-AU', {
        month: 'short',
        timeZone: 'UTC',
      });
      expect(text).toContain(`${d} ${month} ${y}`);
    }
    for (const line of full.lines) {
      expect(text).toContain(line.sku);
      expect(text).toContain(line.name);
    }
    expect(text).not.toMatch(/\$|GST|Total/);
  });

  it('runs a long order onto further pages, each naming the order above the repeated column heads', async () => {
    const many = await stockedProducts(t.database.db, 7, 1, 45, 500);
    const placed = await checkout(t, trade, deliveryOrder(many.map((p) => ({ product_id: p.id, qty: 1 }))));
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, number } = placed.json().data as { id: number; number: string };
    const text = await pdfText((await get(`/api/staff/orders/${id}/packing-slip.pdf`)).rawPayload);
    const pages = text.split('\n\n');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) {
      expect(page).toContain(`Packing slip ${number} (continued)`);
      expect(page).toContain('SKU Description Qty');
    }
    // A long SKU may wrap at its hyphens.
    const joined = text.replace(/\s+/g, '');
    for (const product of many) expect(joined).toContain(product.sku);
    expect(text).toContain('45 items on 45 lines');
  });

  it('says a pick-up order is picked up at its warehouse', async () => {
    const order = await placeOrder({
      ship_type: 2,
      delivery_address: null,
      customer_reference: 'PO-SLIP-PICKUP',
    });
    const text = await pdfText((await get(`/api/staff/orders/${order.id}/packing-slip.pdf`)).rawPayload);
    expect(text).toContain('Pick-up at Brisbane North');
    expect(text).not.toContain('Deliver to');
  });

  it('is not found for an order that does not exist, and refused to a customer’s token', async () => {
    for (const name of ['invoice.pdf', 'packing-slip.pdf']) {
      expect((await get(`/api/staff/orders/2000000/${name}`)).statusCode).toBe(404);
      const order = await placeOrder();
      expect((await get(`/api/staff/orders/${order.id}/${name}`, trade)).statusCode).toBe(401);
    }
  });
});
