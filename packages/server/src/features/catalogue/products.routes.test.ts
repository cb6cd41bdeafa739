import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product, ProductPage } from '@tyreline/domain/contract/catalogue';
import { rows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  trade = await t.authAs('trade@example.com');
});
afterAll(() => t?.close());

async function list(query: Record<string, string | number>, headers = trade) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/cus/products',
    query: stringify(query),
    headers,
  });
  return {
    status: response.statusCode,
    body: response.json() as ProductPage & { errors?: Record<string, string[]> },
  };
}
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/** Every product of a (filtered) listing, all pages. */
async function all(query: Record<string, string | number>): Promise<Product[]> {
  const first = await list({ ...query, per_page: 100 });
  expect(first.status).toBe(200);
  const pages = [first.body.data];
  for (let page = 2; page <= first.body.meta.last_page; page++) {
    pages.push((await list({ ...query, per_page: 100, page })).body.data);
  }
  return pages.flat();
}

describe('the tyre size search', () => {
  it.each(['205/55R16', '205/55/16', '2055516', '205 55 16', '205-55-16', '205/55 R16 91V'])(
    'reads "%s" as 205/55R16',
    async (size) => {
      const found = await all({ size });
      expect(found.length).toBeGreaterThan(5);
      for (const p of found)
        expect(p).toMatchObject({ type: 'tyre', width: 205, profile: 55, rim: 16, size: '205/55R16' });
    },
  );

  it('finds the same tyres as width, profile and rim given one by one', async () => {
    const bySize = await all({ size: '205/55R16' });
    const byParts = await all({ width: 205, profile: 55, rim: 16 });
    expect(byParts.map((p) => p.id)).toEqual(bySize.map((p) => p.id));
  });

  it('filters by the load index and speed rating typed after the size, at or above them', async () => {
    // The demo's 205/55R16 tyres are all 91V.
    const all205 = await all({ size: '205/55R16' });
    expect((await all({ size: '205/55R16 91V' })).length).toBe(all205.length);
    expect(await all({ size: '205/55R16 91W' })).toEqual([]);
    expect(await all({ size: '205/55R16 92V' })).toEqual([]);
    const heavy = await all({ size: '285/70R17 121Q' });
    expect(heavy.length).toBeGreaterThan(0);
    for (const p of heavy) expect(p.load_index).toBe('121/118');
  });

  it.each([
    ['LT265/75R16', '265/75R16'],
    ['265/75R16C', '265/75R16'],
    ['31x10.50R15', '31x10.50R15'],
    ['33X12.50R20LT', '33x12.50R20'],
  ])('finds light-truck and flotation sizes: "%s"', async (size, shown) => {
    const found = await all({ size });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.size).toBe(shown);
  });

  it('answers 422 naming the field for a size it cannot read', async () => {
    const { status, body } = await list({ size: 'wide ones' });
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('size');
  });
});

describe('the tyre filters', () => {
  it('keeps load indexes at or above the one asked, reading 121/118 as 121', async () => {
    const found = await all({ type: 'tyre', load_index: 110 });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(Number.parseInt(p.load_index ?? '0', 10)).toBeGreaterThanOrEqual(110);
    expect(found.some((p) => p.load_index === '121/118')).toBe(true);
  });

  it('keeps speed ratings at or above the one asked', async () => {
    const found = await all({ type: 'tyre', speed_rating: 'w' });
    expect(new Set(found.map((p) => p.speed_rating))).toEqual(new Set(['W', 'Y']));
  });

  it('filters run-flat tyres in and out', async () => {
    const runflat = await all({ type: 'tyre', runflat: 'true' });
    expect(runflat.length).toBeGreaterThan(0);
    expect(runflat.every((p) => p.runflat && p.name.includes('Run-Flat'))).toBe(true);
    const normal = await all({ type: 'tyre', runflat: '0', q: 'potenza' });
    expect(normal.every((p) => !p.runflat)).toBe(true);
  });

  it('filters by brand and category', async () => {
    const brands = (
      await t.app.inject({ method: 'GET', url: '/api/cus/brands?type=tyre', headers: trade })
    ).json();
    const michelin = brands.data.find((b: { name: string }) => b.name === 'Michelin');
    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/cus/categories?type=tyre', headers: trade })
    ).json();
    const suv = categories.data.find((c: { name: string }) => c.name === 'SUV/4x4');
    const found = await all({ brand_id: michelin.id, category_id: suv.id });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.brand).toEqual({
        id: michelin.id,
        name: 'Michelin',
        icon: expect.stringMatching(/michelin\.svg$/),
      });
      expect(p.category).toEqual({ id: suv.id, name: 'SUV/4x4' });
    }
  });

  it('answers 422 for an unknown value of a known parameter', async () => {
    const queries: Record<string, string | number>[] = [
      { type: 'boat' },
      { speed_rating: 'X' },
      { runflat: 'maybe' },
      { sort: 'cheapest' },
      { width: 'wide' },
      { brand_id: 999999 },
      { category_id: 999999 },
      { warehouse_id: 4 },
      { per_page: 101 },
      { bolt_pattern: 'five' },
      { offset_min: 40, offset_max: 10 },
    ];
    for (const query of queries) {
      const { status, body } = await list(query);
      expect({ query, status }).toEqual({ query, status: 422 });
      expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('the wheel filters', () => {
  it('filters by diameter and a bolt pattern in any spelling', async () => {
    const found = await all({ type: 'wheel', diameter: 17, bolt_pattern: '5X114,3' });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found)
      expect(p).toMatchObject({ type: 'wheel', diameter: 17, bolt_pattern: '5x114.3', size: null });
  });

  it('filters by rim width, centre bore, offset range and finish', async () => {
    const found = await all({
      type: 'wheel',
      rim_width: 8,
      center_bore: 106.1,
      offset_min: 0,
      offset_max: 10,
    });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p).toMatchObject({ rim_width: 8, center_bore: 106.1 });
      expect(p.offset).toBeGreaterThanOrEqual(0);
      expect(p.offset).toBeLessThanOrEqual(10);
    }
    const bronze = await all({ type: 'wheel', finish: 'bronze' });
    expect(bronze.length).toBeGreaterThan(0);
    expect(bronze.every((p) => p.finish === 'Bronze')).toBe(true);
  });

  it('lists tyres and wheels together when no type is given, never accessories', async () => {
    const types = new Set((await all({})).map((p) => p.type));
    expect(types).toEqual(new Set(['tyre', 'wheel']));
  });
});

describe('text search, stock filters, sort and pages', () => {
  it('matches every word against the start of a word of the name, SKU or brand', async () => {
    const found = await all({ q: 'pilot spo' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /Pilot Sport/.test(p.name))).toBe(true);
    const bySku = await all({ q: found[0]!.sku });
    expect(bySku.map((p) => p.id)).toContain(found[0]!.id);
    expect(await all({ q: 'zzqx' })).toEqual([]);
    const byPcd = await all({ q: '5x114.3 et40' });
    expect(byPcd.length).toBeGreaterThan(0);
    expect(byPcd.every((p) => p.bolt_pattern === '5x114.3' && p.offset === 40)).toBe(true);
  });

  it('matches a brand word even when the name does not carry it', async () => {
    const [tyre] = await rows<{ id: number }>(
      t.database.db,
      sql`update products set name = 'Ecopia EP300 175/65R14 82T' where id = (
            select p.id from products p join brands b on b.id = p.brand_id
            where b.name = 'Bridgestone' and p.department_id = 7 and p.name like '%Ecopia%' limit 1)
          returning id`,
    );
    const found = await all({ q: 'bridgestone ecopia' });
    expect(found.map((p) => p.id)).toContain(tyre!.id);
  });

  it('keeps only products in stock, or in stock at one warehouse', async () => {
    const [none, notAtTwo] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 7 and type = 'wheel' order by id limit 2`,
    );
    await t.database.db.execute(sql`update stock set quantity = 0 where product_id = ${none!.id}`);
    await t.database.db.execute(sql`update stock set quantity = case warehouse_id when 2 then 0 else 3 end
                                    where product_id = ${notAtTwo!.id}`);
    const inStock = await all({ type: 'wheel', in_stock: 'true' });
    expect(inStock.map((p) => p.id)).not.toContain(none!.id);
    expect(inStock.map((p) => p.id)).toContain(notAtTwo!.id);
    for (const p of inStock) expect(p.warehouse_availability.some((w) => w.availability !== 0)).toBe(true);
    const atTwo = await all({ type: 'wheel', warehouse_id: 2 });
    expect(atTwo.map((p) => p.id)).not.toContain(notAtTwo!.id);
    for (const p of atTwo) expect(p.warehouse_availability.find((w) => w.id === 2)?.availability).not.toBe(0);
  });

  it('sorts by name, brand, size and what customers see of the stock', async () => {
    const byName = (await all({ type: 'tyre', sort: 'name' })).map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byBrand = (await all({ type: 'tyre', sort: 'brand' })).map((p) => p.brand?.name ?? '');
    expect(byBrand).toEqual([...byBrand].sort());
    const bySize = (await all({ type: 'tyre', sort: 'size' })).map((p) => p.width ?? 0);
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
    const seen = (p: Product) =>
      p.warehouse_availability.reduce((sum, w) => sum + (w.availability === '8+' ? 8 : w.availability), 0);
    const byStock = (await all({ type: 'wheel', sort: 'stock' })).map(seen);
    expect(byStock).toEqual([...byStock].sort((a, b) => b - a));
  });

  it('pages without overlap and reports the total', async () => {
    const first = await list({ type: 'tyre', per_page: 7, page: 1 });
    const second = await list({ type: 'tyre', per_page: 7, page: 2 });
    expect(first.body.meta).toMatchObject({ page: 1, per_page: 7 });
    expect(first.body.meta.last_page).toBe(Math.ceil(first.body.meta.total / 7));
    const ids = [...first.body.data, ...second.body.data].map((p) => p.id);
    expect(new Set(ids).size).toBe(14);
    const beyond = await list({ type: 'tyre', per_page: 7, page: 999 });
    expect(beyond.body).toMatchObject({ data: [], meta: { total: first.body.meta.total } });
  });
});

describe('stock per warehouse', () => {
  it('caps at 8+: stock 12 shows "8+" and the exact figure never leaves the server', async () => {
    const [target] = await rows<{ id: number; sku: string }>(
      t.database.db,
      sql`select id, sku from products where department_id = 7 and type = 'tyre' order by id limit 1`,
    );
    await t.database.db
      .execute(sql`update stock set quantity = case warehouse_id when 1 then 12 when 2 then 7 else 0 end
                                    where product_id = ${target!.id}`);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cus/products',
      query: { q: target!.sku },
      headers: trade,
    });
    const product = (response.json() as ProductPage).data.find((p) => p.id === target!.id)!;
    expect(product.warehouse_availability).toEqual([
      { id: 1, name: 'Brisbane North', availability: '8+' },
      { id: 2, name: 'Brisbane South', availability: 7 },
      { id: 3, name: 'Toowoomba', availability: 0 },
    ]);
    expect(response.body).not.toMatch(/12/);
  });

  it('adds the Brisbane warehouse (9999) for department 8: department 7’s same-SKU stock, capped', async () => {
    const brisbane = await t.authAs('brisbane@example.com');
    const page = (await list({ type: 'wheel', per_page: 100 }, brisbane)).body;
    const totals = await rows<{ sku: string; total: number }>(
      t.database.db,
      sql`select p.sku, coalesce(sum(s.quantity), 0)::int as total from products p
          left join stock s on s.product_id = p.id where p.department_id = 7 group by p.sku`,
    );
    const bySku = new Map(totals.map((r) => [r.sku, r.total]));
    for (const p of page.data) {
      expect(p.warehouse_availability.map((w) => w.id)).toEqual([4, 5, 6, 9999]);
      const total = bySku.get(p.sku) ?? 0;
      expect(p.warehouse_availability[3]).toEqual({
        id: 9999,
        name: 'Brisbane',
        availability: total >= 8 ? '8+' : total,
      });
    }
    const trades = (await list({ type: 'wheel' })).body.data;
    expect(trades[0]!.warehouse_availability.map((w) => w.id)).toEqual([1, 2, 3]);
  });

  it('filters department 8 by the Brisbane warehouse', async () => {
    const brisbane = await t.authAs('brisbane@example.com');
    const { status, body } = await list({ warehouse_id: 9999, per_page: 100 }, brisbane);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const p of body.data) expect(p.warehouse_availability.at(-1)).not.toMatchObject({ availability: 0 });
    expect((await list({ warehouse_id: 9999 })).status).toBe(422);
  });

  it('never lists another department’s products', async () => {
    const brisbane = await t.authAs('brisbane@example.com');
    const [own] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where department_id = 8 and type in ('tyre', 'wheel')`,
    );
    expect((await list({}, brisbane)).body.meta.total).toBe(own!.n);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cus/products' })).statusCode).toBe(401);
  });
});
