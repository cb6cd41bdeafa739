import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import {
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  setStock,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
});
afterAll(() => t?.close());

interface Dashboard {
  orders_waiting: { status: string; warehouse: { id: number; name: string }; count: number }[];
  today: { orders: number; value: number };
  accounts_near_limit: { id: number; balance: number; credit_limit: number; used_percent: number }[] | null;
  out_of_stock: { product: { id: number }; warehouse: { id: number }; sold: number }[];
}

const dashboard = async (authorization: string): Promise<Dashboard> => {
  const response = await staffCall(t, authorization, '/api/staff/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const waitingAt = (d: Dashboard, status: string, warehouseId: number) =>
  d.orders_waiting.find((w) => w.status === status && w.warehouse.id === warehouseId)?.count ?? 0;

describe('the staff dashboard', () => {
  it('answers every role, and a customer token gets 401', async () => {
    for (const username of [ADMIN, SALES, WAREHOUSE]) await dashboard(await staffAuth(t, username));
    expect((await staffCall(t, trade, '/api/staff/dashboard')).statusCode).toBe(401);
  });

  it('counts orders waiting per status and warehouse, and today’s orders and value without cancelled ones', async () => {
    const warehouse = await staffAuth(t, WAREHOUSE);
    const [product] = await stockedProducts(t.database.db, 7, 1, 1, 100);
    const before = await dashboard(warehouse);

    const placed: { id: number; total: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await checkout(t, trade, deliveryOrder([{ product_id: product!.id, qty: 2 }]));
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json().data);
    }
    const move = (id: number, to: string, version: number) =>
      staffCall(t, warehouse, `/api/staff/orders/${id}/transitions`, { to, version });
    expect((await move(placed[1]!.id, 'confirmed', 1)).statusCode).toBe(200);
    expect((await move(placed[2]!.id, 'cancelled', 1)).statusCode).toBe(200);

    const after = await dashboard(warehouse);
    expect(waitingAt(after, 'submitted', 1)).toBe(waitingAt(before, 'submitted', 1) + 1);
    expect(waitingAt(after, 'confirmed', 1)).toBe(waitingAt(before, 'confirmed', 1) + 1);
    expect(after.orders_waiting.map((w) => w.status)).not.toContain('cancelled');
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.today.value).toBeCloseTo(before.today.value + placed[0]!.total + placed[1]!.total, 2);
  });

  it('lists accounts owing 90 % or more of their credit limit for sales, and hides them from the warehouse', async () => {
    const sales = await staffAuth(t, SALES);
    const tradeId = await accountIdOf(t.database.db, TRADE);
    const account = (await staffCall(t, sales, `/api/staff/accounts/${tradeId}`)).json().data;
    expect(account.balance).toBeGreaterThan(0);
    const limit = Math.round((account.balance / 0.95) * 100) / 100;
    const { id: _id, balance: _b, created_at: _c, disabled: _d, ...form } = account;
    const edit = await staffPut(t, sales, `/api/staff/accounts/${tradeId}`, { ...form, credit_limit: limit });
    expect(edit.statusCode, edit.body).toBe(200);

    const seen = await dashboard(sales);
    expect(seen.accounts_near_limit).toContainEqual({
      id: tradeId,
      name: 'Southside Tyre & Auto',
      balance: account.balance,
      credit_limit: limit,
      used_percent: 95,
    });
    expect(seen.accounts_near_limit!.every((a) => a.balance >= a.credit_limit * 0.9)).toBe(true);
    expect((await dashboard(await staffAuth(t, WAREHOUSE))).accounts_near_limit).toBeNull();

    await staffPut(t, sales, `/api/staff/accounts/${tradeId}`, {
      ...form,
      version: edit.json().data.version,
      credit_limit: 1_000_000,
    });
    expect((await dashboard(sales)).accounts_near_limit!.map((a) => a.id)).not.toContain(tradeId);
  });

  it('lists a product that sold in the last 30 days once it is out of stock at a warehouse, with what sold', async () => {
    const admin = await staffAuth(t, ADMIN);
    // Products no other test here sells.
    const [sold, unsold] = await rows<{ id: number; sku: string; name: string }>(
      t.database.db,
      sql`select id, sku, name from products where department_id = 7 and active order by id offset 300 limit 2`,
    );
    for (const p of [sold!, unsold!]) await setStock(t.database.db, p.id, 1, 10);
    const order = await checkout(t, trade, deliveryOrder([{ product_id: sold!.id, qty: 3 }]));
    expect(order.statusCode, order.body).toBe(201);
    await setStock(t.database.db, unsold!.id, 1, 0);
    expect(
      (await dashboard(admin)).out_of_stock.filter((p) => p.product.id === sold!.id && p.warehouse.id === 1),
    ).toEqual([]);

    await setStock(t.database.db, sold!.id, 1, 0);
    const after = await dashboard(admin);
    expect(after.out_of_stock).toContainEqual({
      product: { id: sold!.id, sku: sold!.sku, name: sold!.name },
      warehouse: { id: 1, name: expect.any(String) },
      sold: 3,
    });
    expect(after.out_of_stock.map((p) => p.product.id)).not.toContain(unsold!.id);

    // Sales older than 30 days do not count.
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '31 days' where id = ${order.json().data.id}`,
    );
    const later = await dashboard(admin);
    expect(later.out_of_stock.map((p) => p.product.id)).not.toContain(sold!.id);
    const [stock] = await rows<{ quantity: number }>(
      t.database.db,
      sql`select quantity from stock where product_id = ${sold!.id} and warehouse_id = 1`,
    );
    expect(stock!.quantity).toBe(0);
  });
});
