import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// Long enough that the second read lands inside it on a busy machine (sign-ins are done beforehand).
const CACHE_MS = 1500;
let t: TestApp;
const signedIn = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp({ catalogueCacheMs: CACHE_MS });
  for (const username of ['trade@example.com', 'brisbane@example.com'])
    signedIn.set(username, (await t.authAs(username)).authorization);
});
afterAll(() => t?.close());

const list = (username: string, query: string) =>
  t.app.inject({ url: `/api/cus/products?${query}`, headers: { authorization: signedIn.get(username)! } });
const availabilityAt = (
  body: { data: { id: number; warehouse_availability: { id: number; availability: unknown }[] }[] },
  productId: number,
  warehouseId: number,
) =>
  body.data.find((p) => p.id === productId)?.warehouse_availability.find((w) => w.id === warehouseId)
    ?.availability;

describe('the listing cache', () => {
  it('serves a repeated search from memory for at most the configured time, then shows the new stock', async () => {
    const query = 'type=tyre&size=2055516&per_page=50';
    const first = (await list('trade@example.com', query)).json();
    type Row = { id: number; warehouse_availability: { id: number; availability: unknown }[] };
    const product = (first.data as Row[]).find((p) =>
      p.warehouse_availability.some((w) => w.availability !== 0),
    )!;
    const warehouseId = product.warehouse_availability.find((w) => w.availability !== 0)!.id;
    await t.database.db.execute(
      sql`update stock set quantity = 0 where product_id = ${product.id} and warehouse_id = ${warehouseId}`,
    );

    const soon = (await list('trade@example.com', query)).json();
    expect(availabilityAt(soon, product.id, warehouseId)).toBe(
      availabilityAt(first, product.id, warehouseId),
    );

    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    const later = (await list('trade@example.com', query)).json();
    expect(availabilityAt(later, product.id, warehouseId)).toBe(0);
  });

  it('keeps an account’s prices on a cached page no longer than the page, while the cart’s prices are fresh at once', async () => {
    const query = 'type=tyre&size=2055516&per_page=5';
    const bestPrices = async () =>
      ((await list('trade@example.com', query)).json().data as { price: { bestPrice: number } }[]).map(
        (p) => p.price.bestPrice,
      );
    const setDiscount = async (bp: number) =>
      (
        await rows<{ old: number }>(
          t.database.db,
          sql`update accounts a set discount_bp = ${bp} from accounts o
              where a.id = o.id and a.id = (select account_id from users where username = 'trade@example.com')
              returning o.discount_bp as old`,
        )
      )[0]!.old;
    const before = await setDiscount(1500);
    try {
      const first = await bestPrices();
      await setDiscount(5000);
      expect(await bestPrices()).toEqual(first);

      const id = (await list('trade@example.com', query)).json().data[0].id as number;
      const cart = await t.app.inject({
        method: 'POST',
        url: '/api/cus/prices',
        headers: { authorization: signedIn.get('trade@example.com')! },
        payload: { product_ids: [id] },
      });
      expect(cart.json().data[0].bestPrice).toBeLessThan(first[0]!);

      await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
      const later = await bestPrices();
      for (const [i, price] of later.entries()) expect(price).toBeLessThan(first[i]!);
    } finally {
      await setDiscount(before);
    }
  });

  it('never serves one department’s listing to another', async () => {
    const query = 'type=tyre&size=2055516&per_page=5';
    const seven = (await list('trade@example.com', query)).json();
    const eight = (await list('brisbane@example.com', query)).json();
    const warehouses = (body: { data: { warehouse_availability: { id: number }[] }[] }) =>
      body.data[0]!.warehouse_availability.map((w) => w.id);
    expect(warehouses(seven)).toEqual([1, 2, 3]);
    expect(warehouses(eight)).toEqual([4, 5, 6, 9999]);
    expect(seven.data.map((p: { id: number }) => p.id)).not.toEqual(
      eight.data.map((p: { id: number }) => p.id),
    );
  });

  it('does not keep refusals: a bad query answers 422 every time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await list('trade@example.com', 'type=tyre&brand_id=999999');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.brand_id).toBeDefined();
    }
  });
});
