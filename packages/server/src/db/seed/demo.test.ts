import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { demoOrders: true });
});
afterAll(() => t?.close());

describe('the demo data', () => {
  it('is seeded once: a second run changes nothing', async () => {
    const count = async () =>
      (
        await rows<{ n: number }>(
          t.database.db,
          sql`select (select count(*) from products) + (select count(*) from orders) as n`,
        )
      )[0]!.n;
    const before = await count();
    expect(await seedDemoIfEmpty(t.database.db)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('has a catalogue of tyres, wheels and accessories in both departments with stock', async () => {
    const byType = await rows<{ type: string; department_id: number; n: number; stocked: number }>(
      t.database.db,
      sql`select p.type, p.department_id, count(distinct p.id)::int as n,
                 count(distinct p.id) filter (where s.quantity > 0)::int as stocked
          from products p left join stock s on s.product_id = p.id group by 1, 2 order by 1, 2`,
    );
    for (const row of byType) expect(row.stocked, `${row.type} in ${row.department_id}`).toBeGreaterThan(0);
    expect(byType.filter((r) => r.type === 'tyre').every((r) => r.n >= 200)).toBe(true);
  });

  it('gives the trade account an order history placed through the real checkout, with a timeline', async () => {
    const { authorization } = await t.authAs('trade@example.com');
    const list = (await t.app.inject({ url: '/api/cus/orders', headers: { authorization } })).json();
    expect(list.data.map((o: { status: string }) => o.status)).toEqual(['picking', 'collected', 'delivered']);
    const delivered = list.data[2];
    const detail = (
      await t.app.inject({ url: `/api/cus/orders/${delivered.id}`, headers: { authorization } })
    ).json().data;
    expect(detail.tracking_reference).toBe('TOLL-88123401');
    const dates = detail.status_history.map((h: { at: string }) => Date.parse(h.at));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates[dates.length - 1]).toBeLessThan(Date.now());
    const week = await t.app.inject({
      url: '/api/cus/order-statistics/TotalOrdersThisWeek',
      headers: { authorization },
    });
    expect(week.json().data.total_orders_this_week).toBeGreaterThanOrEqual(1);
  });
});
