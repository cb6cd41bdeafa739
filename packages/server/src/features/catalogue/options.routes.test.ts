import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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

async function data<T = unknown>(url: string, headers = trade): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as T;
}

describe('the shop’s option lists', () => {
  it('lists brands as name, id and icon, narrowed to a product type', async () => {
    const all = await data<{ name: string; id: number; icon: string | null }[]>('/api/cus/brands');
    expect(all[0]).toEqual({
      name: expect.any(String),
      id: expect.any(Number),
      icon: expect.stringMatching(/^\/images\//),
    });
    const names = all.map((b) => b.name);
    expect(names).toEqual([...names].sort());
    const wheels = (await data<{ name: string }[]>('/api/cus/brands?type=wheel')).map((b) => b.name);
    expect(wheels).toContain('ROH');
    expect(wheels).not.toContain('Michelin');
  });

  it('lists only brands the department carries', async () => {
    await t.database.db.execute(sql`insert into brands (name, icon) values ('Nobody Carries This', null)`);
    const names = (await data<{ name: string }[]>('/api/cus/brands')).map((b) => b.name);
    expect(names).not.toContain('Nobody Carries This');
  });

  it('lists categories with their product type', async () => {
    const tyres = await data<{ id: number; name: string; type: string }[]>('/api/cus/categories?type=tyre');
    expect(tyres.map((c) => c.name).sort()).toEqual(['Light Truck', 'Passenger', 'Performance', 'SUV/4x4']);
    expect(tyres.every((c) => c.type === 'tyre')).toBe(true);
    const types = new Set((await data<{ type: string }[]>('/api/cus/categories')).map((c) => c.type));
    expect(types).toEqual(new Set(['tyre', 'wheel', 'accessory']));
  });

  it('answers 422 for an unknown product type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cus/brands?type=boat', headers: trade });
    expect(response.statusCode).toBe(422);
  });

  it('lists the distinct centre bores and bolt patterns of the department’s wheels, in order', async () => {
    const bores = await data<number[]>('/api/cus/center_bore');
    const present = await rows<{ v: string }>(
      t.database.db,
      sql`select distinct center_bore as v from products where department_id = 7 and center_bore is not null`,
    );
    expect(bores).toEqual(present.map((r) => Number(r.v)).sort((a, b) => a - b));
    const patterns = await data<string[]>('/api/cus/bolt_pattern');
    expect(patterns).toEqual(['4x100', '5x112', '5x114.3', '5x120', '5x150', '6x139.7']);
  });

  it('lists the auto-part types as auto_part_type and type_name', async () => {
    const types = await data<{ auto_part_type: string; type_name: string }[]>('/api/cus/auto-parts-type');
    expect(types).toContainEqual({ auto_part_type: 'tpms', type_name: 'TPMS sensors' });
    expect(types).toHaveLength(6);
  });
});

describe('the warehouse list', () => {
  it('lists the department’s own warehouses, and with all=true the Brisbane cross-stock one', async () => {
    expect(await data('/api/cus/warehouses', brisbane)).toEqual([
      { id: 4, name: 'Gold Coast', pick_up: true },
      { id: 5, name: 'Tweed Heads', pick_up: true },
      { id: 6, name: 'Byron Bay', pick_up: true },
    ]);
    const all = await data<{ id: number; name: string; pick_up: boolean }[]>(
      '/api/cus/warehouses?all=true',
      brisbane,
    );
    expect(all.at(-1)).toEqual({ id: 9999, name: 'Brisbane', pick_up: false });
  });

  it('shows no Brisbane warehouse where no cross-stock rule applies', async () => {
    const all = await data<{ id: number }[]>('/api/cus/warehouses?all=true');
    expect(all.map((w) => w.id)).toEqual([1, 2, 3]);
  });
});

describe('the home images', () => {
  it('lists the images of one type in their order', async () => {
    const banners = await data<{ type: number; url: string; title: string | null; link: string | null }[]>(
      '/api/cus/shop-image?type=1',
    );
    expect(banners).toHaveLength(3);
    expect(banners.every((b) => b.type === 1 && b.url.startsWith('/images/home/'))).toBe(true);
    expect(await data('/api/cus/shop-image?type=3')).toHaveLength(1);
    expect((await data<unknown[]>('/api/cus/shop-image?type=2')).length).toBeGreaterThan(3);
  });

  it('answers 422 for a missing or unknown type', async () => {
    for (const url of ['/api/cus/shop-image', '/api/cus/shop-image?type=4']) {
      expect((await t.app.inject({ method: 'GET', url, headers: trade })).statusCode).toBe(422);
    }
  });
});
