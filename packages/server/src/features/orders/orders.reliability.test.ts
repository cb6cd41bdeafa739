import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  GOLD_COAST,
  TRADE,
  accountIdOf,
  checkout,
  countRows,
  deliveryOrder,
  setStock,
  stockOf,
  stockedProducts,
} from '../../../test/support/orders.ts';

let t: TestApp;
let trade: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 4, 20);
});
afterAll(() => t?.close());

describe('under concurrency', () => {
  it('sells the last 10 units to exactly 10 of 100 concurrent checkouts and never goes below 0', async () => {
    const last = products[0]!;
    await setStock(t.database.db, last.id, 1, 10);
    const buyers = [trade, (await t.authAs('nocredit@example.com')).authorization];
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        checkout(t, buyers[i % 2]!, deliveryOrder([{ product_id: last.id, qty: 1 }])),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(await stockOf(t.database.db, last.id, 1)).toBe(0);
    const numbers = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json().data.number));
    expect(numbers.size).toBe(10);
  });

  it('makes one order of 20 concurrent requests with one Idempotency-Key', async () => {
    const before = await countRows(t.database.db, 'orders');
    const key = randomUUID();
    const body = deliveryOrder([{ product_id: products[1]!.id, qty: 2 }]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(t, trade, body, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await countRows(t.database.db, 'orders')).toBe(before + 1);
    expect(await stockOf(t.database.db, products[1]!.id, 1)).toBe(18);
  });
  it('never lets concurrent orders of one account pass its credit limit', async () => {
    const db = t.database.db;
    const buyer = 'nocredit@example.com';
    const auth = (await t.authAs(buyer)).authorization;
    const [product] = await stockedProducts(db, 7, 2, 1, 100);
    const body = deliveryOrder([{ product_id: product!.id, qty: 1 }], { warehouse_id: 2 });
    const owed = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/cus/order-statistics/XeroBalance',
        headers: { authorization: auth },
      });
      return Math.round(response.json().data.xeroBalance * 100);
    };
    const first = await checkout(t, auth, body);
    const price = Math.round(first.json().data.total * 100);
    const before = await owed();
    // Room for exactly three more orders of this one line.
    const limit = before + price * 4 - 1;
    await db.execute(
      sql`update accounts set credit_limit_cents = ${limit} where id = ${await accountIdOf(db, buyer)}`,
    );
    const responses = await Promise.all(Array.from({ length: 12 }, () => checkout(t, auth, body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(3).fill(201), ...Array(9).fill(403)]);
    expect(await owed()).toBe(before + price * 3);
  });
});

describe('a checkout whose write fails half-way', () => {
  it('leaves no order, no lines, no invoice and the stock unchanged, and the key can be used again', async () => {
    const db = t.database.db;
    const product = products[2]!;
    const counts = async () =>
      Promise.all([countRows(db, 'orders'), countRows(db, 'order_lines'), countRows(db, 'ledger_entries')]);
    const before = await counts();
    // A real fault: from now on the database refuses every order line, after the order row is written.
    await db.execute(sql`alter table order_lines add constraint injected_fault check (qty < 0) not valid`);
    const key = randomUUID();
    const body = deliveryOrder([{ product_id: product.id, qty: 3 }]);
    let failed;
    try {
      failed = await checkout(t, trade, body, key);
    } finally {
      await db.execute(sql`alter table order_lines drop constraint injected_fault`);
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Unknown Error' });
    expect(await counts()).toEqual(before);
    expect(await stockOf(db, product.id, 1)).toBe(20);

    const retried = await checkout(t, trade, body, key);
    expect(retried.statusCode).toBe(201);
    expect(await stockOf(db, product.id, 1)).toBe(17);
  });
});

describe('another account', () => {
  it('gets 404 for every order call with the first account’s ids, and sees nothing of it', async () => {
    const placed = await checkout(
      t,
      trade,
      deliveryOrder([{ product_id: products[3]!.id, qty: 1 }]),
      'shared-key-0001',
    );
    expect(placed.statusCode).toBe(201);
    const mine = placed.json().data;
    const tradeId = await accountIdOf(t.database.db, TRADE);
    const other = (await t.authAs(GOLD_COAST)).authorization;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: other } });

    expect((await get(`/api/cus/orders/${mine.id}`)).statusCode).toBe(404);
    for (const name of ['TotalOrdersThisWeek', 'RecentOrder', 'XeroBalance', 'CreditLimit']) {
      expect((await get(`/api/cus/order-statistics/${name}?customer_id=${tradeId}`)).statusCode).toBe(404);
    }
    const bodies = [
      (await get('/api/cus/orders')).body,
      (await get(`/api/cus/orders?q=${encodeURIComponent(mine.number)}`)).body,
      (await get('/api/cus/order-statistics/RecentOrder')).body,
      (await get('/api/cus/employees')).body,
    ];
    // The same key from another account is that account's own key: a new order of its own, not a replay.
    const [gc] = await stockedProducts(t.database.db, 8, 4, 1);
    const own = await checkout(
      t,
      other,
      deliveryOrder([{ product_id: gc!.id, qty: 1 }], { warehouse_id: 4, customer_reference: 'GC-1' }),
      'shared-key-0001',
    );
    expect(own.statusCode).toBe(201);
    bodies.push(own.body);
    for (const body of bodies) {
      expect(body).not.toContain(mine.number);
      expect(body).not.toContain('Southside');
      expect(body).not.toContain('PO-7781');
    }
    expect(JSON.parse(bodies[0]!).meta.total).toBe(0);
  });

  it('gets 401 without a valid token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cus/orders',
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(401);
  });
});
