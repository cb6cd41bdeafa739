import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesWithProducts, type QuickOrderResult } from '@tyreline/domain/contract/quick-order';
import { rows } from '../../db/client.ts';
import { TRADE_TEAM } from '../../db/seed/demo.ts';
import {
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  stockOf,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { chargedCents, createPriceListRepository } from '../pricing/price-list.repository.ts';

const [BUYER, VIEWER] = TRADE_TEAM.map((member) => member.username);
const VIEWER_NO_PRICES =
  'Your role on this account (viewer) does not include prices. Ask an owner of the account.';

let t: TestApp;
let owner: string;
let buyer: string;
let viewer: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.authAs(TRADE)).authorization;
  buyer = (await t.authAs(BUYER)).authorization;
  viewer = (await t.authAs(VIEWER)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 4, 40);
});
afterAll(() => t?.close());

const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

/** The trade account's charged price of a product, in cents. */
async function unitCents(productId: number): Promise<number> {
  const accountId = await accountIdOf(t.database.db, TRADE);
  const prices = await createPriceListRepository(t.database.db).pricesFor(accountId, [productId]);
  return chargedCents(prices.get(productId)!);
}

describe('team roles on a customer account', () => {
  it('makes every user from before roles an owner, and gives the trade account a buyer with a $2,000 limit and a viewer', async () => {
    const team = await rows<{ username: string; role: string; order_limit_cents: number | null }>(
      t.database.db,
      sql`select username, role, order_limit_cents from users
          where account_id = ${await accountIdOf(t.database.db, TRADE)} order by id`,
    );
    expect(team).toEqual([
      { username: TRADE, role: 'owner', order_limit_cents: null },
      { username: BUYER, role: 'buyer', order_limit_cents: 200_000 },
      { username: VIEWER, role: 'viewer', order_limit_cents: null },
    ]);
    const others = await rows<{ role: string }>(
      t.database.db,
      sql`select distinct role from users where username not in (${BUYER}, ${VIEWER})`,
    );
    expect(others).toEqual([{ role: 'owner' }]);
  });

  it('tells the web app the signed-in user’s role and order limit with the account', async () => {
    const account = async (who: string) => (await get('/api/cus/account', who)).json().data;
    expect(await account(owner)).toMatchObject({ role: 'owner', order_limit: null });
    expect(await account(buyer)).toMatchObject({ role: 'buyer', order_limit: 2000 });
    expect(await account(viewer)).toMatchObject({ role: 'viewer', order_limit: null });
  });

  it('refuses a viewer a price lookup and the cart’s batch with 403, and answers the owner', async () => {
    const id = products[0]!.id;
    const one = await get(`/api/cus/price/${id}`, viewer);
    expect(one.statusCode).toBe(403);
    expect(one.json().message).toBe(VIEWER_NO_PRICES);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/cus/prices',
      headers: { authorization: viewer },
      payload: { product_ids: [id] },
    });
    expect(batch.statusCode).toBe(403);
    expect(batch.json().message).toBe(VIEWER_NO_PRICES);
    expect((await get(`/api/cus/price/${id}`, owner)).statusCode).toBe(200);
    expect((await get(`/api/cus/price/${id}`, buyer)).statusCode).toBe(200);
  });

  it('shows a viewer stock without prices in listings, quick order and saved lists, where the owner sees them inline', async () => {
    const listing = (who: string) =>
      get('/api/cus/products?type=tyre&per_page=5', who).then(
        (r) => r.json().data as { price?: unknown; warehouse_availability: unknown[] }[],
      );
    for (const p of await listing(viewer)) {
      expect(p.price ?? null).toBeNull();
      expect(p.warehouse_availability.length).toBeGreaterThan(0);
    }
    for (const p of await listing(owner)) expect(p.price).toBeTruthy();

    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/cus/quick-order',
      headers: { authorization: viewer },
      payload: { text: `${products[0]!.sku} 2` },
    });
    const [shown] = linesWithProducts(quick.json().data as QuickOrderResult);
    expect(shown!.products).toHaveLength(1);
    expect(shown!.products[0]!.price ?? null).toBeNull();

    const list = await t.app.inject({
      method: 'POST',
      url: '/api/cus/lists',
      headers: { authorization: owner },
      payload: { name: 'Viewer check', items: [{ product_id: products[0]!.id, qty: 1 }] },
    });
    const id = list.json().data.id as number;
    expect(list.json().data.items[0].product.price).toBeTruthy();
    const seen = (await get(`/api/cus/lists/${id}`, viewer)).json().data;
    expect(seen.items[0].product.price ?? null).toBeNull();
    expect(seen.items[0].product.warehouse_availability.length).toBeGreaterThan(0);
  });

  it('sorts a viewer’s listing by price as by name, so the order gives no price away', async () => {
    const names = (who: string, sort: string) =>
      get(`/api/cus/products?type=tyre&per_page=20&sort=${sort}`, who).then((r) =>
        (r.json().data as { id: number }[]).map((p) => p.id),
      );
    expect(await names(viewer, 'price')).toEqual(await names(viewer, 'name'));
    expect(await names(owner, 'price')).not.toEqual(await names(owner, 'name'));
  });

  it('refuses a viewer’s order with 403 and takes no stock', async () => {
    const p = products[0]!;
    const answer = await checkout(t, viewer, deliveryOrder([{ product_id: p.id, qty: 1 }]));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(
      'Your role on this account (viewer) cannot place orders. Ask an owner or a buyer of the account.',
    );
    expect(await stockOf(t.database.db, p.id, 1)).toBe(40);
  });

  it('refuses a viewer the invoice, the statement and the order export, which all carry prices', async () => {
    const placed = await checkout(t, owner, deliveryOrder([{ product_id: products[3]!.id, qty: 1 }]));
    const orderId = placed.json().data.id as number;
    for (const url of [
      `/api/cus/orders/${orderId}/invoice`,
      '/api/cus/statement?from=2026-01-01&to=2026-12-31&format=csv',
      '/api/cus/orders/export',
    ]) {
      const answer = await get(url, viewer);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message, url).toBe(VIEWER_NO_PRICES);
    }
    expect((await get(`/api/cus/orders/${orderId}`, viewer)).statusCode).toBe(200);
  });

  it('lets a buyer order under the limit, and refuses an order over it with 403 naming the limit, taking no stock', async () => {
    const p = products[1]!;
    const unit = await unitCents(p.id);
    const under = await checkout(t, buyer, deliveryOrder([{ product_id: p.id, qty: 1 }]));
    expect(under.statusCode).toBe(201);
    expect(under.json().data.placed_by).toBe(TRADE_TEAM[0].name);

    const qty = Math.floor(200_000 / unit) + 1;
    const over = await checkout(t, buyer, deliveryOrder([{ product_id: p.id, qty }]));
    expect(over.statusCode).toBe(403);
    const total = (unit * qty) / 100;
    expect(over.json().message).toBe(
      `Your order limit is $ 2,000.00 AUD; this order comes to $ ${total.toLocaleString('en-AU', { minimumFractionDigits: 2 })} AUD. Ask an owner of the account to place it.`,
    );
    expect(await stockOf(t.database.db, p.id, 1)).toBe(39);

    // The owner has no limit: the same order goes through.
    const byOwner = await checkout(t, owner, deliveryOrder([{ product_id: p.id, qty }]));
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json().data.placed_by).toBe('Sam Carter');
  });

  it('names who placed each order in the order list and the detail', async () => {
    const placed = await checkout(t, buyer, deliveryOrder([{ product_id: products[2]!.id, qty: 1 }]));
    const id = placed.json().data.id as number;
    const list = (await get('/api/cus/orders?per_page=50', viewer)).json().data as {
      id: number;
      placed_by: string | null;
    }[];
    expect(list.find((o) => o.id === id)?.placed_by).toBe(TRADE_TEAM[0].name);
    expect((await get(`/api/cus/orders/${id}`, owner)).json().data.placed_by).toBe(TRADE_TEAM[0].name);
  });

  it('shows a viewer the account’s orders without any money: no totals, no line prices, no recent order total', async () => {
    const placed = await checkout(t, owner, deliveryOrder([{ product_id: products[3]!.id, qty: 2 }]));
    const id = placed.json().data.id as number;
    const total = placed.json().data.total as number;
    expect(total).toBeGreaterThan(0);

    const listed = (await get('/api/cus/orders?per_page=50', viewer)).json().data as {
      id: number;
      total: unknown;
    }[];
    expect(listed.find((o) => o.id === id)?.total).toBeNull();
    expect(listed.every((o) => o.total === null)).toBe(true);
    const detail = (await get(`/api/cus/orders/${id}`, viewer)).json().data;
    expect([detail.total, detail.subtotal, detail.gst, detail.delivery_fee]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(detail.lines).toEqual([expect.objectContaining({ qty: 2, unit_price: null, line_total: null })]);
    const recent = (await get('/api/cus/order-statistics/RecentOrder', viewer)).json().data.recent_order;
    expect(recent).toMatchObject({ id, total: null });

    // The owner and a buyer see the same order with its money.
    expect((await get(`/api/cus/orders/${id}`, owner)).json().data.total).toBe(total);
    const forBuyer = (await get('/api/cus/orders?per_page=50', buyer)).json().data as {
      id: number;
      total: unknown;
    }[];
    expect(forBuyer.find((o) => o.id === id)?.total).toBe(total);
  });
});
