import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductPage } from '@tyreline/domain/contract/catalogue';
import { rows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  trade = await t.authAs('trade@example.com');
});
afterAll(() => t?.close());

const idsOf = (department: number, type: string, limit: number) =>
  rows<{ id: number }>(
    t.database.db,
    sql`select id from products where department_id = ${department} and type = ${type} order by id limit ${limit}`,
  ).then((found) => found.map((r) => r.id));

describe('listing products by id', () => {
  it('answers exactly the asked products of the caller’s department, with stock', async () => {
    const tyres = await idsOf(7, 'tyre', 3);
    const otherDepartment = await idsOf(8, 'tyre', 1);
    const response = await t.app.inject({
      url: '/api/cus/products',
      query: { ids: [...tyres, ...otherDepartment].join(','), per_page: '100' },
      headers: trade,
    });
    const page = response.json() as ProductPage;
    expect(page.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(tyres);
    expect(page.data.every((p) => p.warehouse_availability.length === 3)).toBe(true);
  });

  it('works for accessories too', async () => {
    const accessories = await idsOf(7, 'accessory', 2);
    const response = await t.app.inject({
      url: '/api/cus/accessories',
      query: { ids: accessories.join(',') },
      headers: trade,
    });
    expect((response.json() as ProductPage).data.map((p) => p.id).sort((a, b) => a - b)).toEqual(accessories);
  });

  it('answers 422 for ids that are not a list of product ids', async () => {
    for (const ids of ['1,abc', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const response = await t.app.inject({ url: '/api/cus/products', query: { ids }, headers: trade });
      expect(response.statusCode, ids.slice(0, 20)).toBe(422);
      expect(response.json().errors.ids).toBeDefined();
    }
  });
});
