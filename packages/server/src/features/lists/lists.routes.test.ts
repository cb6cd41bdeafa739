import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { GOLD_COAST, TRADE } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
let products: number[];
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  products = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 7 and active order by id limit 3`,
    )
  ).map((p) => p.id);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  authorization = trade,
) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

describe('saved lists', () => {
  it('saves a list with today’s products and stock, merging a product given twice', async () => {
    const created = await call('POST', '/api/cus/lists', {
      name: 'Fleet Hilux set',
      items: [
        { product_id: products[0], qty: 4 },
        { product_id: products[1], qty: 1 },
        { product_id: products[0], qty: 2 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json().data;
    expect(list).toMatchObject({ name: 'Fleet Hilux set', item_count: 2, created_by: TRADE });
    expect(list.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([
      [products[0], 6],
      [products[1], 1],
    ]);
    expect(list.items[0].product.warehouse_availability.length).toBeGreaterThan(0);
    // Trade's lookups are free, so the list carries its prices as the shop does.
    expect(list.items[0].product.price).toMatchObject({ id: products[0], bestPrice: expect.any(Number) });

    const all = (await call('GET', '/api/cus/lists')).json().data;
    expect(all.map((l: { name: string }) => l.name)).toContain('Fleet Hilux set');
  });

  it('renames and replaces the items, then deletes the list', async () => {
    const id = (
      await call('POST', '/api/cus/lists', { name: 'Tmp', items: [{ product_id: products[0], qty: 1 }] })
    ).json().data.id;
    const replaced = await call('PUT', `/api/cus/lists/${id}`, {
      name: 'Workshop stock',
      items: [{ product_id: products[2], qty: 8 }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ name: 'Workshop stock', item_count: 1 });
    expect((await call('DELETE', `/api/cus/lists/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/cus/lists/${id}`)).statusCode).toBe(404);
  });

  it('shows a product that is no longer sold as gone, keeping the rest', async () => {
    const id = (
      await call('POST', '/api/cus/lists', {
        name: 'Old stock',
        items: [
          { product_id: products[1], qty: 2 },
          { product_id: products[2], qty: 3 },
        ],
      })
    ).json().data.id;
    await t.database.db.execute(sql`update products set active = false where id = ${products[2]}`);
    try {
      const list = (await call('GET', `/api/cus/lists/${id}`)).json().data;
      expect(list.items.map((i: { product: unknown }) => i.product !== null)).toEqual([true, false]);
    } finally {
      await t.database.db.execute(sql`update products set active = true where id = ${products[2]}`);
    }
  });

  it('keeps one account’s lists from another: 404 to read, change or delete, and absent from its index', async () => {
    const id = (
      await call('POST', '/api/cus/lists', { name: 'Private', items: [{ product_id: products[0], qty: 1 }] })
    ).json().data.id;
    const other = (await t.authAs(GOLD_COAST)).authorization;
    expect((await call('GET', `/api/cus/lists/${id}`, undefined, other)).statusCode).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/api/cus/lists/${id}`,
          { name: 'Mine', items: [{ product_id: products[0], qty: 1 }] },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/cus/lists/${id}`, undefined, other)).statusCode).toBe(404);
    const theirs = (await call('GET', '/api/cus/lists', undefined, other)).json().data;
    expect(theirs.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await call('GET', `/api/cus/lists/${id}`)).statusCode).toBe(200);
  });

  it('refuses a nameless or empty list, and products the account cannot buy, with field errors', async () => {
    const [dept8] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where department_id = 8 limit 1`,
    );
    const cases: [object, string][] = [
      [{ name: ' ', items: [{ product_id: products[0], qty: 1 }] }, 'name'],
      [{ name: 'Empty', items: [] }, 'items'],
      [{ name: 'Zero', items: [{ product_id: products[0], qty: 0 }] }, 'items.0.qty'],
      [
        {
          name: 'Other dept',
          items: [
            { product_id: products[0], qty: 1 },
            { product_id: dept8!.id, qty: 1 },
          ],
        },
        'items.1.product_id',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '/api/cus/lists', body);
      expect(answer.statusCode, field).toBe(422);
      expect(Object.keys(answer.json().errors), field).toEqual([field]);
    }
    const [named] = (await call('POST', '/api/cus/lists', { name: ' ', items: [] })).json().errors.name;
    expect(named).toBe('Name is required');
  });
});
