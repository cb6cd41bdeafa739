import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductPage } from '@tyreline/domain/contract/catalogue';
import { choosePrice } from '@tyreline/domain/pricing';
import { rows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: { authorization: string };
let noCredit: { authorization: string };
let brisbane: { authorization: string };

// A long cache: both accounts of department 7 are served the same cached page.
beforeAll(async () => {
  t = await startTestApp({ catalogueCacheMs: 60_000 });
  trade = await t.authAs('trade@example.com');
  noCredit = await t.authAs('nocredit@example.com');
  brisbane = await t.authAs('brisbane@example.com');
});
afterAll(() => t?.close());

const setSwitch = (username: string, on: 0 | 1) =>
  t.database.db.execute(
    sql`update accounts set price_switch = ${on}
        where id = (select account_id from users where username = ${username})`,
  );
const remaining = async (username: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select a.remaining_searches as n from accounts a join users u on u.account_id = a.id
          where u.username = ${username}`,
    )
  )[0]!.n;

async function list(headers: { authorization: string }, query: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/cus/products',
    query: { type: 'tyre', size: '205/55R16', per_page: '20', ...query },
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ProductPage;
}

describe('prices in listings', () => {
  it('are the caller’s own, in one page, for an account whose price switch is off', async () => {
    const page = await list(trade);
    expect(page.data.length).toBeGreaterThan(1);
    const looked = await t.app.inject({
      method: 'POST',
      url: '/api/cus/prices',
      headers: trade,
      payload: { product_ids: page.data.map((p) => p.id) },
    });
    const own = new Map((looked.json().data as { id: number }[]).map((p) => [p.id, p]));
    for (const p of page.data) expect(p.price).toEqual(own.get(p.id));
  });

  it('are never another account’s, though the page is served from the department’s cache', async () => {
    await setSwitch('nocredit@example.com', 0);
    try {
      const first = await list(trade);
      const second = await list(noCredit);
      expect(second.data.map((p) => p.id)).toEqual(first.data.map((p) => p.id));
      // Different discounts (15 % and 5 %): every best price differs between the two accounts.
      for (const [i, p] of second.data.entries()) {
        expect(p.price?.bestPrice).toBeGreaterThan(first.data[i]!.price!.bestPrice);
      }
      // And the trade account, asking again, still gets its own.
      const again = await list(trade);
      expect(again.data.map((p) => p.price)).toEqual(first.data.map((p) => p.price));
    } finally {
      await setSwitch('nocredit@example.com', 1);
    }
  });

  it('are left out, and no credit is spent, for an account whose lookups spend credit', async () => {
    const before = await remaining('brisbane@example.com');
    const page = await list(brisbane);
    expect(page.data.length).toBeGreaterThan(0);
    // Absent or null (the contract allows both): such an account gets the department's shared page as it is.
    for (const p of page.data) expect(p.price ?? null).toBeNull();
    expect(await remaining('brisbane@example.com')).toBe(before);
  });

  it('accessories carry them too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cus/accessories', headers: trade });
    const page = response.json() as ProductPage;
    expect(page.data.every((p) => typeof p.price?.bestPrice === 'number')).toBe(true);
  });
});

describe('sort by price', () => {
  it('orders by the account’s charged price, lowest first, across pages', async () => {
    const page1 = await list(trade, { sort: 'price', per_page: '5' });
    const page2 = await list(trade, { sort: 'price', per_page: '5', page: '2' });
    const charged = [...page1.data, ...page2.data].map((p) => choosePrice(p.price!));
    expect(charged).toEqual([...charged].sort((a, b) => a - b));
    expect(page1.meta.total).toBe(page2.meta.total);
  });

  it('is by name for an account whose prices cost credit, so the order reveals none', async () => {
    const byPrice = await list(brisbane, { sort: 'price' });
    const byName = await list(brisbane, { sort: 'name' });
    expect(byPrice.data.map((p) => p.id)).toEqual(byName.data.map((p) => p.id));
  });
});
