import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE, checkout, deliveryOrder, stockOf, stockedProducts } from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
let warehouse: string;
let sales: string;
let admin: string;
let productIds: number[];
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  warehouse = await staffAuth(t, WAREHOUSE);
  sales = await staffAuth(t, SALES);
  admin = await staffAuth(t, ADMIN);
  productIds = (await stockedProducts(t.database.db, 7, 1, 3, 500)).map((p) => p.id);
});
afterAll(() => t?.close());

/** Places an order as the trade customer and answers its id. */
async function placeOrder(extra: Parameters<typeof deliveryOrder>[1] = {}, qty = 1): Promise<number> {
  const response = await checkout(t, trade, deliveryOrder([{ product_id: productIds[0]!, qty }], extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const move = (authorization: string, id: number, body: object) =>
  staffCall(t, authorization, `/api/staff/orders/${id}/transitions`, body);

const versionOf = async (id: number) =>
  (await staffCall(t, sales, `/api/staff/orders/${id}`)).json().data.version;

describe('the staff order queue', () => {
  it('lists every account’s orders, oldest first, with account and version, filtered by status, ship type and text', async () => {
    const first = await placeOrder({ customer_reference: 'PO-QUEUE-1' });
    const pickUp = await placeOrder({
      ship_type: 2,
      delivery_address: null,
      customer_reference: 'PO-QUEUE-2',
    });
    const all = await staffCall(t, warehouse, '/api/staff/orders?per_page=100');
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((o: { id: number }) => o.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(pickUp));
    expect(all.json().data[0]).toMatchObject({
      account: { id: expect.any(Number), name: 'Southside Tyre & Auto' },
      version: 1,
      status: 'submitted',
    });
    const pickUps = await staffCall(t, warehouse, '/api/staff/orders?ship_type=2&q=po-queue');
    expect(pickUps.json().data.map((o: { id: number }) => o.id)).toEqual([pickUp]);
    const byAccount = await staffCall(
      t,
      warehouse,
      '/api/staff/orders?q=southside&status=submitted&warehouse_id=1',
    );
    expect(byAccount.json().meta.total).toBeGreaterThanOrEqual(2);
    const none = await staffCall(
      t,
      warehouse,
      '/api/staff/orders?status=collected&from=2026-01-01&to=2026-01-02',
    );
    expect(none.json()).toEqual({
      data: [],
      meta: { total: 0, page: 1, per_page: 20, last_page: 1, total_capped: false },
    });
  });

  it('counts a long queue up to 1,000 matches past the page’s start and says when more match', async () => {
    const original = await placeOrder({ customer_reference: 'PO-LONG-QUEUE' });
    // 1,050 copies straight into the table, each with its own number, a second apart.
    const columns = (
      await rows<{ column_name: string }>(
        t.database.db,
        sql`select column_name from information_schema.columns
            where table_name = 'orders' and column_name not in ('id', 'number', 'created_at')`,
      )
    ).map((c) => sql.identifier(c.column_name));
    const list = sql.join(columns, sql`, `);
    await t.database.db.execute(
      sql`insert into orders (number, created_at, ${list})
          select o.number || '-' || g, o.created_at + g * interval '1 second', ${list}
          from orders o, generate_series(1, 1050) g where o.id = ${original}`,
    );
    const page = async (query: string) =>
      (await staffCall(t, warehouse, `/api/staff/orders?q=po-long-queue&${query}`)).json();

    const first = await page('per_page=20');
    expect(first.data).toHaveLength(20);
    expect(first.data[0].id).toBe(original);
    expect(first.meta).toEqual({ total: 1000, page: 1, per_page: 20, last_page: 50, total_capped: true });
    // A full page further on counts 1,000 past its start, which reaches the end: exact.
    expect((await page('per_page=21&page=50')).meta).toMatchObject({ total: 1051, total_capped: false });
    // The last page is short: its end is the total.
    const last = await page('per_page=100&page=11');
    expect(last.data).toHaveLength(51);
    expect(last.meta).toEqual({ total: 1051, page: 11, per_page: 100, last_page: 11, total_capped: false });
    // Past the end: no orders, and the real total.
    expect(await page('page=60')).toEqual({
      data: [],
      meta: { total: 1051, page: 60, per_page: 20, last_page: 53, total_capped: false },
    });
    await t.database.db.execute(
      sql`delete from orders where customer_reference = 'PO-LONG-QUEUE' and id <> ${original}`,
    );
  });

  it('lists the warehouses of every department for the queue’s filter', async () => {
    const response = await staffCall(t, warehouse, '/api/staff/warehouses');
    expect(response.json().data).toContainEqual({ id: 4, name: 'Gold Coast' });
    expect(response.json().data).toContainEqual({ id: 1, name: 'Brisbane North' });
  });

  it('answers 422 with field errors for bad filters, never 500', async () => {
    for (const query of [
      'status=lost',
      'ship_type=99',
      'warehouse_id=2147483648',
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'q=a%00b',
      'page=0',
    ]) {
      const response = await staffCall(t, warehouse, `/api/staff/orders?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('shows one order with lines, totals, history, delivery address, account, version and where it may go', async () => {
    const id = await placeOrder({ customer_reference: 'PO-DETAIL' });
    const response = await staffCall(t, warehouse, `/api/staff/orders/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      customer_reference: 'PO-DETAIL',
      account: { name: 'Southside Tyre & Auto' },
      delivery_address: { street: '12 Logan Rd', suburb: 'Woolloongabba', state: 'QLD', postcode: '4102' },
      lines: [expect.objectContaining({ product_id: productIds[0], qty: 1 })],
      status_history: [expect.objectContaining({ status: 'submitted' })],
      version: 1,
      next_statuses: ['confirmed', 'cancelled'],
    });
    expect((await staffCall(t, warehouse, '/api/staff/orders/99999')).statusCode).toBe(404);
  });
});

describe('moving an order', () => {
  it('takes a delivery from submitted to delivered with a carrier reference, which the customer sees at once', async () => {
    const id = await placeOrder();
    let version = 1;
    for (const step of [
      { to: 'confirmed' },
      { to: 'picking' },
      { to: 'dispatched', tracking_reference: 'TOLL-88123401', note: 'Toll, 2 pallets' },
      { to: 'delivered' },
    ]) {
      const response = await move(warehouse, id, { ...step, version });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: step.to, version: version + 1 });
      version += 1;
    }
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/cus/orders/${id}`,
      headers: { authorization: trade },
    });
    const seen = customer.json().data;
    expect(seen.status).toBe('delivered');
    expect(seen.tracking_reference).toBe('TOLL-88123401');
    expect(seen.status_history.map((h: { status: string; note: string }) => [h.status, h.note])).toEqual([
      ['submitted', expect.any(String)],
      ['confirmed', 'Confirmed'],
      ['picking', 'Picking'],
      ['dispatched', 'Toll, 2 pallets'],
      ['dispatched', 'Tracking reference TOLL-88123401'],
      ['delivered', 'Delivered'],
    ]);
  });

  it('takes a pick-up to collected, and cancels another with a reason, putting its stock back', async () => {
    const pickUp = await placeOrder({ ship_type: 2, delivery_address: null });
    let version = 1;
    for (const to of ['confirmed', 'picking', 'ready_for_pickup', 'collected']) {
      const response = await move(sales, pickUp, { to, version });
      expect(response.statusCode, response.body).toBe(200);
      version += 1;
    }
    const before = await stockOf(t.database.db, productIds[0]!, 1);
    const cancelled = await placeOrder({}, 3);
    expect(await stockOf(t.database.db, productIds[0]!, 1)).toBe(before - 3);
    const response = await move(admin, cancelled, {
      to: 'cancelled',
      version: 1,
      note: 'Customer rang to cancel',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Customer rang to cancel',
    });
    expect(await stockOf(t.database.db, productIds[0]!, 1)).toBe(before);
  });

  it('refuses a move the status flow does not allow with 422 naming the allowed ones', async () => {
    const id = await placeOrder();
    const response = await move(warehouse, id, { to: 'delivered', version: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.to).toEqual([
      expect.stringMatching(
        /is submitted and cannot become delivered; it can become confirmed or cancelled\.$/,
      ),
    ]);
  });

  it('refuses a stale version with 409 saying what the order is now, and changes nothing', async () => {
    const id = await placeOrder();
    expect((await move(warehouse, id, { to: 'confirmed', version: 1 })).statusCode).toBe(200);
    const stale = await move(sales, id, { to: 'cancelled', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'This order was changed by someone else: it is now confirmed',
      current: { id, status: 'confirmed', version: 2 },
    });
    expect(await versionOf(id)).toBe(2);
  });

  it('answers 422 for bad bodies and 404 for an unknown order, never 500', async () => {
    const id = await placeOrder();
    for (const body of [
      {},
      { to: 'confirmed' },
      { to: 'confirmed', version: 0 },
      { to: 'confirmed', version: 2_147_483_648 },
      { to: 'flying', version: 1 },
      { to: 'confirmed', version: 1, note: 'x\u0000' },
      { to: 'confirmed', version: 1, tracking_reference: 'TOLL-1' },
      { to: 'dispatched', version: 1, tracking_reference: 'T'.repeat(101) },
    ]) {
      const response = await move(warehouse, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.anything(), errors: expect.any(Object) });
    }
    expect((await move(warehouse, 2_000_000, { to: 'confirmed', version: 1 })).statusCode).toBe(404);
    expect((await move(warehouse, 2_147_483_648, { to: 'confirmed', version: 1 })).statusCode).toBe(422);
  });

  it('moves several orders at once and answers each one’s result', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    const c = await placeOrder();
    expect((await move(sales, b, { to: 'confirmed', version: 1 })).statusCode).toBe(200);
    const response = await staffCall(t, warehouse, '/api/staff/orders/transitions', {
      to: 'confirmed',
      items: [
        { id: a, version: 1 },
        { id: b, version: 1 },
        { id: c, version: 1 },
        { id: 1_999_999, version: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { result: string }) => r.result)).toEqual([
      'done',
      'conflict',
      'done',
      'not_found',
    ]);
    expect(response.json().data[1].message).toBe(
      'This order was changed by someone else: it is now confirmed',
    );
    const empty = await staffCall(t, warehouse, '/api/staff/orders/transitions', {
      to: 'confirmed',
      items: [],
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('two staff moving one order at once', () => {
  it('lets exactly one of each round of concurrent moves win and answers the rest 409, 20 rounds', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => placeOrder()));
    const flow = ['confirmed', 'picking', 'dispatched', 'delivered'];
    let rounds = 0;
    for (const [step, to] of flow.entries()) {
      for (const id of orders) {
        const version = step + 1;
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) => move(i % 2 ? warehouse : sales, id, { to, version })),
        );
        const statuses = answers.map((r) => r.statusCode).sort();
        expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409, 409, 409]);
        rounds += 1;
      }
    }
    expect(rounds).toBe(20);
    const [counted] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_status_history where order_id = ${orders[0]!}`,
    );
    expect(counted!.n).toBe(5);
  });
});

describe('the audit log', () => {
  it('records each staff move with who, before and after, and admins can filter it', async () => {
    const id = await placeOrder();
    await move(warehouse, id, { to: 'confirmed', version: 1, note: 'checked stock' });
    await move(sales, id, { to: 'cancelled', version: 2, note: 'duplicate order' });
    const response = await staffCall(t, admin, `/api/staff/audit?entity_type=order&entity_id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.total).toBe(2);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        action: 'order.cancel',
        staff: expect.objectContaining({ name: 'Sol Sales', role: 'sales' }),
        entity_label: expect.stringMatching(/^SO-\d{6}$/),
        before: { status: 'confirmed', version: 2, tracking_reference: null },
        after: { status: 'cancelled', version: 3, tracking_reference: null, note: 'duplicate order' },
      }),
      expect.objectContaining({
        action: 'order.transition',
        staff: expect.objectContaining({ role: 'warehouse' }),
      }),
    ]);
    const staffId = response.json().data[1].staff.id;
    const byStaff = await staffCall(t, admin, `/api/staff/audit?staff_id=${staffId}&per_page=100`);
    expect(byStaff.json().data.every((e: { staff: { id: number } }) => e.staff.id === staffId)).toBe(true);
    const future = await staffCall(t, admin, '/api/staff/audit?from=2099-01-01');
    expect(future.json().meta.total).toBe(0);
    expect((await staffCall(t, admin, '/api/staff/audit?entity_type=invoice')).statusCode).toBe(422);
  });

  it('is written with the change or not at all: a failing audit write leaves the order as it was', async () => {
    const db = t.database.db;
    const id = await placeOrder();
    const count = async () =>
      (
        await rows<{ n: number }>(db, sql`select count(*)::int as n from audit_log where entity_id = ${id}`)
      )[0]!.n;
    // A real fault: from now on the database refuses every audit row, after the order's own writes.
    await db.execute(
      sql`alter table audit_log add constraint injected_fault check (entity_id < 0) not valid`,
    );
    let failed;
    try {
      failed = await move(warehouse, id, { to: 'confirmed', version: 1 });
    } finally {
      await db.execute(sql`alter table audit_log drop constraint injected_fault`);
    }
    expect(failed.statusCode).toBe(500);
    const after = (await staffCall(t, warehouse, `/api/staff/orders/${id}`)).json().data;
    expect(after).toMatchObject({ status: 'submitted', version: 1 });
    expect(after.status_history).toHaveLength(1);
    expect(await count()).toBe(0);

    expect((await move(warehouse, id, { to: 'confirmed', version: 1 })).statusCode).toBe(200);
    expect(await count()).toBe(1);
  });
});
