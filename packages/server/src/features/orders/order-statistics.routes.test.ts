import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  GOLD_COAST,
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  stockedProducts,
} from '../../../test/support/orders.ts';

let t: TestApp;
let auth: string;
let accountId: number;
const get = async (url: string, authorization = auth) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
  return { status: response.statusCode, body: response.json() };
};
const statistic = async (name: string) =>
  (await get(`/api/cus/order-statistics/${name}?customer_id=${accountId}`)).body;

beforeAll(async () => {
  t = await startTestApp();
  auth = (await t.authAs(TRADE)).authorization;
  accountId = await accountIdOf(t.database.db, TRADE);
});
afterAll(() => t?.close());

describe('order statistics', () => {
  it('start at nothing for an account without orders, with the credit limit from the account', async () => {
    expect(await statistic('TotalOrdersThisWeek')).toEqual({ data: { total_orders_this_week: 0 } });
    expect(await statistic('RecentOrder')).toEqual({ data: { recent_order: null } });
    expect(await statistic('PurchasedQuantityThisMonth')).toEqual({
      data: { purchased_quantity_this_month: 0 },
    });
    expect(await statistic('XeroBalance')).toEqual({ data: { xeroBalance: 0 } });
    expect(await statistic('CreditLimit')).toEqual({ data: { creditLimit: 50000 } });
  });

  it('count this week’s and this month’s orders, skip cancelled and older ones, and owe their totals', async () => {
    const products = await stockedProducts(t.database.db, 7, 1, 3, 20);
    const orders = [];
    for (const [i, p] of products.entries()) {
      orders.push((await checkout(t, auth, deliveryOrder([{ product_id: p.id, qty: i + 2 }]))).json().data);
    }
    await t.database.db.execute(sql`update orders set status = 'cancelled' where id = ${orders[0].id}`);
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '40 days' where id = ${orders[1].id}`,
    );
    expect(await statistic('TotalOrdersThisWeek')).toEqual({ data: { total_orders_this_week: 1 } });
    expect(await statistic('PurchasedQuantityThisMonth')).toEqual({
      data: { purchased_quantity_this_month: 4 },
    });
    expect((await statistic('RecentOrder')).data.recent_order).toMatchObject({
      id: orders[2].id,
      number: orders[2].number,
      total: orders[2].total,
    });
    const owed = orders.reduce((sum, o) => sum + Math.round(o.total * 100), 0) / 100;
    expect(await statistic('XeroBalance')).toEqual({ data: { xeroBalance: owed } });
  });

  it('answer the caller’s own account without customer_id and 404 for another account', async () => {
    expect((await get('/api/cus/order-statistics/CreditLimit')).body).toEqual({
      data: { creditLimit: 50000 },
    });
    const other = await accountIdOf(t.database.db, GOLD_COAST);
    expect((await get(`/api/cus/order-statistics/CreditLimit?customer_id=${other}`)).status).toBe(404);
  });
});

describe('checkout options', () => {
  it('lists the active payment types', async () => {
    const { status, body } = await get('/api/cus/payment-types');
    expect(status).toBe(200);
    expect(body.data).toContainEqual({ id: 1, name: 'On account (30 days EOM)' });
  });

  it('lists only the caller’s department’s employees', async () => {
    const names = (users: { name: string }[]) => users.map((e) => e.name).sort();
    expect(names((await get('/api/cus/employees')).body.data)).toEqual([
      'Jack Wilson',
      'Mia Thompson',
      'Priya Patel',
    ]);
    const gold = (await t.authAs(GOLD_COAST)).authorization;
    expect(names((await get('/api/cus/employees', gold)).body.data)).toEqual(['Chloe Martin', 'Liam Brown']);
  });
});
