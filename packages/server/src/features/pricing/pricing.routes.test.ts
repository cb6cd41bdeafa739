import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tyreline/domain/messages';
import { rows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: { authorization: string };
let brisbane: { authorization: string };
let brisbaneAccountId: number;
let tradeAccountId: number;
let dept8: number[];
beforeAll(async () => {
  t = await startTestApp();
  trade = await t.authAs('trade@example.com');
  brisbane = await t.authAs('brisbane@example.com');
  const accounts = await rows<{ id: number; username: string }>(
    t.database.db,
    sql`select a.id, u.username from accounts a join users u on u.account_id = a.id`,
  );
  brisbaneAccountId = accounts.find((a) => a.username === 'brisbane@example.com')!.id;
  tradeAccountId = accounts.find((a) => a.username === 'trade@example.com')!.id;
  dept8 = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 8 order by id`,
    )
  ).map((r) => r.id);
});
afterAll(() => t?.close());

/** Brisbane's credit, and a clean slate of products it has paid for. */
async function setCredit(remaining: number) {
  await t.database.db.execute(sql`delete from price_lookups where account_id = ${brisbaneAccountId}`);
  await t.database.db.execute(
    sql`update accounts set price_switch = 1, remaining_searches = ${remaining} where id = ${brisbaneAccountId}`,
  );
}
async function remaining(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.database.db,
    sql`select remaining_searches as n from accounts where id = ${brisbaneAccountId}`,
  );
  return row!.n;
}
const price = (productId: number, headers = brisbane) =>
  t.app.inject({ method: 'GET', url: `/api/cus/price/${productId}`, headers });
const prices = (productIds: number[], headers = brisbane) =>
  t.app.inject({ method: 'POST', url: '/api/cus/prices', headers, payload: { product_ids: productIds } });

describe('a price lookup', () => {
  beforeEach(() => setCredit(50));

  it('answers the price info of docs/product.md §8 in dollars for the caller’s account', async () => {
    const response = await price(dept8[0]!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      bestPrice: expect.any(Number),
      specialPrice: expect.any(Number),
      isSpecialOffer: expect.any(Boolean),
      id: dept8[0],
    });
  });

  it('gives the trade account its contract price, special offers included', async () => {
    const [contract] = await rows<{ product_id: number; best: number; special: number }>(
      t.database.db,
      sql`select product_id, best_price_cents as best, special_price_cents as special from account_prices
          where account_id = ${tradeAccountId} and is_special_offer limit 1`,
    );
    const response = await price(contract!.product_id, trade);
    expect(response.json().data).toEqual({
      bestPrice: contract!.best / 100,
      specialPrice: contract!.special / 100,
      isSpecialOffer: true,
      id: contract!.product_id,
    });
  });

  it('takes one credit for a product never priced, and none to price it again (the cart refresh)', async () => {
    await price(dept8[0]!);
    expect(await remaining()).toBe(49);
    await price(dept8[0]!);
    await prices([dept8[0]!]);
    expect(await remaining()).toBe(49);
  });

  it('refuses with 403 and the message of docs/product.md §9 when no credit is left, but still re-prices what was paid for', async () => {
    await setCredit(1);
    expect((await price(dept8[0]!)).statusCode).toBe(200);
    const refused = await price(dept8[1]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.priceCreditExhausted });
    expect((await price(dept8[0]!)).statusCode).toBe(200);
    expect(await remaining()).toBe(0);
  });

  it('prices a product listed above $2,147.48 with the account’s discount, to the cent', async () => {
    // list × (10000 − discount) once overflowed a PostgreSQL integer, so any dearer product answered 500.
    const productId = dept8[1]!;
    await t.database.db.execute(
      sql`update products set list_price_cents = 1234567, special_price_cents = null where id = ${productId}`,
    );
    await t.database.db.execute(sql`delete from account_prices where product_id = ${productId}`);
    const [account] = await rows<{ discount_bp: number }>(
      t.database.db,
      sql`select discount_bp from accounts where id = ${brisbaneAccountId}`,
    );
    const response = await price(productId);
    expect(response.statusCode).toBe(200);
    const expected = Math.round((1234567 * (10000 - account!.discount_bp)) / 10000) / 100;
    expect(response.json().data.bestPrice).toBe(expected);
  });

  it('charges nothing and never refuses with the switch off', async () => {
    await t.database.db.execute(
      sql`update accounts set price_switch = 0, remaining_searches = 0 where id = ${brisbaneAccountId}`,
    );
    expect((await price(dept8[5]!)).statusCode).toBe(200);
    expect((await prices(dept8.slice(10, 20))).statusCode).toBe(200);
    expect(await remaining()).toBe(0);
  });

  it('answers 404 for another department’s product, and charges nothing for it', async () => {
    const [other] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 7 limit 1`,
    );
    expect((await price(other!.id)).statusCode).toBe(404);
    expect((await price(2_000_000)).statusCode).toBe(404);
    expect(await remaining()).toBe(50);
  });

  it('refuses the nocredit account', async () => {
    const nocredit = await t.authAs('nocredit@example.com');
    const [product] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 7 limit 1`,
    );
    expect((await price(product!.id, nocredit)).statusCode).toBe(403);
  });

  it('answers 422 for a product id that is not a number', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cus/price/abc', headers: brisbane })).statusCode,
    ).toBe(422);
  });
});

describe('the batch price call', () => {
  beforeEach(() => setCredit(5));

  it('prices the products asked, in order, leaving out those the account cannot see', async () => {
    const [other] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 7 limit 1`,
    );
    const response = await prices([dept8[2]!, other!.id, dept8[1]!]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((p: { id: number }) => p.id)).toEqual([dept8[2], dept8[1]]);
    expect(await remaining()).toBe(3);
  });

  it('is all or nothing: more new products than credit is refused and spends nothing', async () => {
    await prices(dept8.slice(0, 2));
    const refused = await prices(dept8.slice(0, 6));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.priceCreditExhausted);
    expect(await remaining()).toBe(3);
    expect((await prices(dept8.slice(0, 5))).statusCode).toBe(200);
    expect(await remaining()).toBe(0);
  });

  it('re-prices a whole cart of paid-for products with no credit left', async () => {
    await prices(dept8.slice(0, 5));
    expect(await remaining()).toBe(0);
    const refresh = await prices(dept8.slice(0, 5));
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().data).toHaveLength(5);
  });

  it('answers 422 for an empty list or more than 100 products', async () => {
    expect((await prices([])).statusCode).toBe(422);
    expect((await prices(dept8.slice(0, 101))).statusCode).toBe(422);
  });
});

describe('the price limit', () => {
  it('answers the caller’s own switch and remaining credit', async () => {
    await setCredit(7);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cus/shop-price-limit/${brisbaneAccountId}`,
      headers: brisbane,
    });
    expect(response.json()).toEqual({ data: { get_price_switch: 1, remaining_searches: 7 } });
  });

  it('leaves the credit to the price call: shop-reduce-remain answers the limit unchanged', async () => {
    await setCredit(7);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cus/shop-reduce-remain/${brisbaneAccountId}`,
      headers: brisbane,
    });
    expect(response.json()).toEqual({ data: { get_price_switch: 1, remaining_searches: 7 } });
    expect(await remaining()).toBe(7);
  });

  it('answers 404 for another account’s id', async () => {
    for (const [method, path] of [
      ['GET', 'shop-price-limit'],
      ['PUT', 'shop-reduce-remain'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/cus/${path}/${tradeAccountId}`,
        headers: brisbane,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('remaining_searches');
    }
  });
});
