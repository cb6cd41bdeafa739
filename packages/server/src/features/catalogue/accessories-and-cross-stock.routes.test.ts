import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductPage } from '@tyreline/domain/contract/catalogue';
import { rows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: { authorization: string };
let brisbane: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  trade = await t.authAs('trade@example.com');
  brisbane = await t.authAs('brisbane@example.com');
});
afterAll(() => t?.close());

const get = (url: string, query: Record<string, string>, headers = trade) =>
  t.app.inject({ method: 'GET', url, query, headers });

describe('the accessory list', () => {
  it('lists only accessories, with their auto-part type and stock', async () => {
    const response = await get('/api/cus/accessories', { per_page: '100' });
    expect(response.statusCode).toBe(200);
    const page = response.json() as ProductPage;
    expect(page.data.length).toBeGreaterThan(10);
    for (const p of page.data) {
      expect(p).toMatchObject({
        type: 'accessory',
        auto_part_type: expect.any(String),
        width: null,
        diameter: null,
      });
      expect(p.warehouse_availability.map((w) => w.id)).toEqual([1, 2, 3]);
    }
  });

  it('filters by auto-part type, brand, category and text', async () => {
    const tpms = (await get('/api/cus/accessories', { auto_part_type: 'tpms' })).json() as ProductPage;
    expect(tpms.data.length).toBeGreaterThan(0);
    expect(tpms.data.every((p) => p.auto_part_type === 'tpms')).toBe(true);

    const brands = (await get('/api/cus/brands', { type: 'accessory' })).json().data as {
      id: number;
      name: string;
    }[];
    const schrader = brands.find((b) => b.name === 'Schrader')!;
    const bySchrader = (
      await get('/api/cus/accessories', { brand_id: String(schrader.id) })
    ).json() as ProductPage;
    expect(bySchrader.data.length).toBeGreaterThan(0);
    expect(bySchrader.data.every((p) => p.brand?.name === 'Schrader')).toBe(true);

    const categories = (await get('/api/cus/categories', { type: 'accessory' })).json().data as {
      id: number;
      name: string;
    }[];
    const workshop = categories.find((c) => c.name === 'Workshop')!;
    const inWorkshop = (
      await get('/api/cus/accessories', { category_id: String(workshop.id) })
    ).json() as ProductPage;
    expect(inWorkshop.data.every((p) => p.category?.name === 'Workshop')).toBe(true);

    const valves = (await get('/api/cus/accessories', { q: 'valve' })).json() as ProductPage;
    expect(valves.data.length).toBeGreaterThan(0);
    expect(valves.data.every((p) => /valve/i.test(p.name))).toBe(true);
  });

  it('answers 422 for an unknown auto-part type', async () => {
    const response = await get('/api/cus/accessories', { auto_part_type: 'jet_engine' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('auto_part_type');
  });

  it('includes the Brisbane warehouse for department 8', async () => {
    const page = (await get('/api/cus/accessories', {}, brisbane)).json() as ProductPage;
    for (const p of page.data) expect(p.warehouse_availability.map((w) => w.id)).toEqual([4, 5, 6, 9999]);
  });
});

describe('cross-stock', () => {
  async function dept8Product(sku?: string) {
    const [row] = await rows<{ id: number; sku: string; name: string }>(
      t.database.db,
      sql`select id, sku, name from products where department_id = 8 ${sku ? sql`and sku = ${sku}` : sql``} order by id limit 1`,
    );
    return row!;
  }
  async function setDept7Stock(sku: string, quantities: [number, number, number]) {
    await t.database.db.execute(sql`update stock s set quantity = case s.warehouse_id
        when 1 then ${quantities[0]}::int when 2 then ${quantities[1]}::int else ${quantities[2]}::int end
      from products p where p.id = s.product_id and p.department_id = 7 and p.sku = ${sku}`);
  }
  const crossStock = (productIds: number[], target = 7, headers = brisbane) =>
    get(
      '/api/cus/cross-stock',
      { product_ids: productIds.join(','), target_department_id: String(target) },
      headers,
    );

  it('answers department 7’s total same-SKU stock per product, capped at 8+', async () => {
    const [a, b] = await rows<{ id: number; sku: string; name: string }>(
      t.database.db,
      sql`select id, sku, name from products where department_id = 8 order by id limit 2`,
    );
    await setDept7Stock(a!.sku, [2, 3, 1]);
    await setDept7Stock(b!.sku, [5, 4, 3]);
    const response = await crossStock([a!.id, b!.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { product_id: a!.id, name: a!.name, total_stock: 6, warehouse_id: 9999, warehouse_name: 'Brisbane' },
      { product_id: b!.id, name: b!.name, total_stock: '8+', warehouse_id: 9999, warehouse_name: 'Brisbane' },
    ]);
    expect(response.body).not.toMatch(/"total_stock":12/);
  });

  it('answers 0 when department 7 has none of the SKU', async () => {
    const product = await dept8Product();
    await setDept7Stock(product.sku, [0, 0, 0]);
    expect((await crossStock([product.id])).json().data[0].total_stock).toBe(0);
  });

  it('matches the Brisbane warehouse the product list shows', async () => {
    const product = await dept8Product();
    await setDept7Stock(product.sku, [1, 1, 1]);
    const listed = (await get('/api/cus/products', { q: product.sku }, brisbane)).json() as ProductPage;
    const row = listed.data.find((p) => p.id === product.id)!;
    expect(row.warehouse_availability.at(-1)).toEqual({ id: 9999, name: 'Brisbane', availability: 3 });
  });

  it('leaves out products of another department', async () => {
    const [other] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 7 limit 1`,
    );
    expect((await crossStock([other!.id])).json().data).toEqual([]);
  });

  it('answers 422 for a department whose stock the account cannot see, or malformed ids', async () => {
    const product = await dept8Product();
    expect((await crossStock([product.id], 8)).statusCode).toBe(422);
    expect((await crossStock([product.id], 7, trade)).statusCode).toBe(422);
    const bad = await get(
      '/api/cus/cross-stock',
      { product_ids: '1,x', target_department_id: '7' },
      brisbane,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('product_ids');
  });
});
