import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { TRADE, checkout, deliveryOrder, stockedProducts } from '../../../test/support/orders.ts';

let t: TestApp;
let auth: string;
let placed: { id: number; number: string }[];
let products: { id: number; sku: string; name: string }[];

const list = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/cus/orders${query}`,
    headers: { authorization: auth },
  });
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  t = await startTestApp();
  auth = (await t.authAs(TRADE)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 3, 50);
  placed = [];
  for (const [i, reference] of ['PO-A100', 'PO-B200', 'PO-C300'].entries()) {
    const response = await checkout(
      t,
      auth,
      deliveryOrder([{ product_id: products[i]!.id, qty: i + 1 }], { customer_reference: reference }),
    );
    placed.push(response.json().data);
  }
  // Spread them over time, in Brisbane days: 2026-01-10, 2026-02-10 and 2026-03-10 at 9 am.
  for (const [i, month] of ['01', '02', '03'].entries()) {
    await t.database.db.execute(
      sql`update orders set created_at = ${`2026-${month}-10T09:00:00+10:00`}::timestamptz where id = ${placed[i]!.id}`,
    );
  }
  await t.database.db.execute(sql`update orders set status = 'confirmed' where id = ${placed[1]!.id}`);
});
afterAll(() => t?.close());

describe('the order list', () => {
  it('shows the caller’s orders newest first with pagination meta', async () => {
    const { status, body } = await list('?per_page=2');
    expect(status).toBe(200);
    expect(body.data.map((o: { number: string }) => o.number)).toEqual([
      placed[2]!.number,
      placed[1]!.number,
    ]);
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: 2, last_page: 2 });
    expect(body.data[0]).toMatchObject({
      customer_reference: 'PO-C300',
      line_count: 1,
      warehouse: { id: 1 },
    });
    expect((await list('?per_page=2&page=2')).body.data.map((o: { id: number }) => o.id)).toEqual([
      placed[0]!.id,
    ]);
  });

  it('filters by status', async () => {
    const { body } = await list('?status=confirmed');
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([placed[1]!.id]);
  });

  it('filters by a date range in the account’s time zone, both ends inclusive', async () => {
    const { body } = await list('?from=2026-02-10&to=2026-03-10');
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([placed[2]!.id, placed[1]!.id]);
    expect((await list('?to=2026-01-09')).body.meta.total).toBe(0);
  });

  it('searches the number, the customer reference and the products', async () => {
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).body.data.map((o: { id: number }) => o.id);
    expect(await ids(placed[0]!.number.toLowerCase())).toEqual([placed[0]!.id]);
    expect(await ids('b200')).toEqual([placed[1]!.id]);
    expect(await ids(products[2]!.sku)).toEqual([placed[2]!.id]);
    expect(await ids(products[2]!.name.slice(0, 12))).toContain(placed[2]!.id);
    expect(await ids('%')).toEqual([]);
  });

  it('answers 422 for an unknown status or a range that ends before it starts', async () => {
    expect((await list('?status=lost')).status).toBe(422);
    expect((await list('?from=2026-03-01&to=2026-02-01')).status).toBe(422);
    expect((await list('?from=yesterday')).status).toBe(422);
  });
});

describe('one order', () => {
  it('answers its lines, totals and dated status history', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cus/orders/${placed[1]!.id}`,
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      number: placed[1]!.number,
      lines: [{ product_id: products[1]!.id, qty: 2 }],
      status_history: [{ status: 'submitted' }],
      delivery_address: { postcode: '4102' },
      payment_type: { id: 1 },
    });
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cus/orders/999999',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(404);
  });
});
