import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let brisbane: { authorization: string };
let accountId: number;
let products: number[];
beforeAll(async () => {
  t = await startTestApp();
  brisbane = await t.authAs('brisbane@example.com');
  const [account] = await rows<{ id: number }>(
    t.database.db,
    sql`select account_id as id from users where username = 'brisbane@example.com'`,
  );
  accountId = account!.id;
  products = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 8 order by id limit 60`,
    )
  ).map((r) => r.id);
});
afterAll(() => t?.close());

async function giveCredit(remaining: number) {
  await t.database.db.execute(sql`delete from price_lookups where account_id = ${accountId}`);
  await t.database.db.execute(
    sql`update accounts set price_switch = 1, remaining_searches = ${remaining} where id = ${accountId}`,
  );
}
async function state() {
  const [row] = await rows<{ remaining: number; paid: number }>(
    t.database.db,
    sql`select remaining_searches as remaining,
               (select count(*)::int from price_lookups where account_id = ${accountId}) as paid
        from accounts where id = ${accountId}`,
  );
  return row!;
}
const lookUp = (productId: number) =>
  t.app.inject({ method: 'GET', url: `/api/cus/price/${productId}`, headers: brisbane });

describe('price credit under concurrent lookups', () => {
  it('serves exactly 10 of 50 concurrent lookups with 10 credits and leaves 0', async () => {
    await giveCredit(10);
    const answers = await Promise.all(products.slice(0, 50).map(lookUp));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(40);
    expect(await state()).toEqual({ remaining: 0, paid: 10 });
  });

  it('charges once for the same new product looked up 20 times at once', async () => {
    await giveCredit(10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => lookUp(products[0]!)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await state()).toEqual({ remaining: 9, paid: 1 });
  });

  it('never overspends with concurrent batches: whole batches are served or refused', async () => {
    await giveCredit(10);
    const batches = Array.from({ length: 12 }, (_, i) => products.slice(i * 4, i * 4 + 4));
    const answers = await Promise.all(
      batches.map((productIds) =>
        t.app.inject({
          method: 'POST',
          url: '/api/cus/prices',
          headers: brisbane,
          payload: { product_ids: productIds },
        }),
      ),
    );
    const served = answers.filter((a) => a.statusCode === 200);
    expect(served).toHaveLength(2);
    expect(served.every((a) => a.json().data.length === 4)).toBe(true);
    expect(await state()).toEqual({ remaining: 2, paid: 8 });
  });

  it('charges each product once when overlapping batches race, in any order, without deadlock', async () => {
    await giveCredit(100);
    const pool = products.slice(0, 12);
    const batches = Array.from({ length: 16 }, (_, i) =>
      pool.filter((_, j) => (i + j) % 3 !== 0).sort((a, b) => (i % 2 === 0 ? a - b : b - a)),
    );
    const answers = await Promise.all(
      batches.map((productIds) =>
        t.app.inject({
          method: 'POST',
          url: '/api/cus/prices',
          headers: brisbane,
          payload: { product_ids: productIds },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(batches.map(() => 200));
    expect(await state()).toEqual({ remaining: 88, paid: 12 });
  });
});
