import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesWithProducts, type QuickOrderResult } from '@tyreline/domain/contract/quick-order';
import { rows } from '../../db/client.ts';
import { GOLD_COAST, TRADE } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
});
afterAll(() => t?.close());

const resolve = (text: unknown, authorization = trade) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cus/quick-order',
    headers: { authorization },
    payload: { text },
  });

/** The answer's lines with their products in place, as the web app reads them. */
const linesOf = async (text: unknown, authorization = trade) =>
  linesWithProducts((await resolve(text, authorization)).json().data as QuickOrderResult);

const skuOf = async (departmentId: number, type: string) => {
  const [row] = await rows<{ sku: string; id: number }>(
    t.database.db,
    sql`select sku, id from products where department_id = ${departmentId} and type = ${type} and active order by id limit 1`,
  );
  return row!;
};

describe('a quick order', () => {
  it('resolves a mixed paste line by line: a SKU, a size with several tyres, and lines it cannot use', async () => {
    const valve = await skuOf(7, 'accessory');
    const answer = await resolve(
      [
        `${valve.sku.toLowerCase()} x10`,
        '2055516 x4',
        '',
        'MADE-UP-SKU 2',
        'please send tyres',
        '395/25R29 x1',
      ].join('\n'),
    );
    expect(answer.statusCode).toBe(200);
    const lines = linesWithProducts(answer.json().data as QuickOrderResult);
    expect(lines.map((l) => [l.line, l.status, l.qty])).toEqual([
      [1, 'found', 10],
      [2, 'choose', 4],
      [4, 'not_found', 2],
      [5, 'invalid', null],
      [6, 'not_found', 1],
    ]);
    expect(lines[0]!.products.map((p) => p.id)).toEqual([valve.id]);
    expect(lines[1]!.products.length).toBeGreaterThan(1);
    for (const p of lines[1]!.products) {
      expect(p.size).toBe('205/55R16');
      expect(p.warehouse_availability.length).toBeGreaterThan(0);
    }
    expect(lines[1]!.message).toMatch(/tyres in 205\/55R16.*choose one/);
    expect(lines[2]!.message).toBe('No product with SKU MADE-UP-SKU');
    expect(lines[3]!.message).toBe('is not a tyre size or a SKU we can read');
    expect(lines[4]!.message).toBe('No tyre in 395/25R29');
  });

  it('sends each product once however many lines name it', async () => {
    const answer = (await resolve('2055516 x4\n205/55R16 2\n2055516')).json().data as QuickOrderResult;
    const [first, second, third] = answer.lines;
    expect(first!.product_ids.length).toBeGreaterThan(1);
    expect(second!.product_ids).toEqual(first!.product_ids);
    expect(third!.product_ids).toEqual(first!.product_ids);
    expect(answer.products.map((p) => p.id)).toEqual(first!.product_ids);
  });

  it('carries the account’s own price on every product when its lookups are free, and none when they spend credit', async () => {
    const valve = await skuOf(7, 'accessory');
    const paste = `${valve.sku} 2\n2055516 x4`;
    const lines = await linesOf(paste);
    const products = lines.flatMap((l) => l.products);
    expect(products.length).toBeGreaterThan(2);
    for (const p of products) expect(p.price).toMatchObject({ bestPrice: expect.any(Number) });

    const brisbane = (await t.authAs(GOLD_COAST)).authorization;
    const theirs = await linesOf('2055516 x4', brisbane);
    for (const p of theirs.flatMap((l) => l.products)) expect(p.price ?? null).toBeNull();
  });

  it('never finds another department’s product by its SKU', async () => {
    const model = await skuOf(8, 'tyre');
    // Departments 7 and 8 share most SKUs (cross-stock matches by SKU), so make one only department 8 sells.
    await t.database.db.execute(
      sql`insert into products (department_id, type, sku, name, list_price_cents, width, profile, rim)
          select department_id, type, 'ONLY-DEPT-8', name, list_price_cents, width, profile, rim
          from products where id = ${model.id}`,
    );
    const other = { sku: 'ONLY-DEPT-8' };
    const [line] = await linesOf(`${other.sku} 4`);
    expect(line!.status).toBe('not_found');
    const brisbane = (await t.authAs(GOLD_COAST)).authorization;
    const [own] = await linesOf(`${other.sku} 4`, brisbane);
    expect(own!.status).toBe('found');
  });

  it('refuses an empty paste or one past 300 lines with 422 and the limit, and a body past 1 MB with 413', async () => {
    const empty = await resolve('  \n ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['Paste at least one line, such as 2055516 x4']);
    const long = await resolve(Array.from({ length: 301 }, () => '2055516 x4').join('\n'));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toEqual(['A quick order takes at most 300 lines; split the list']);
    const huge = await resolve('x'.repeat(2 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
  });
});

describe('a quick order with more to say than a size', () => {
  it('filters a size’s candidates by the load index and speed rating typed after it', async () => {
    const [tyre] = await rows<{ width: number; profile: number; rim: number; load: number; speed: string }>(
      t.database.db,
      sql`select width, profile, rim::float as rim, (substring(load_index from '^[0-9]+'))::int as load,
                 speed_rating as speed
          from products where department_id = 7 and type = 'tyre' and active and load_index is not null
            and speed_rating is not null
          order by (substring(load_index from '^[0-9]+'))::int desc, id limit 1`,
    );
    const size = `${tyre!.width}/${tyre!.profile}R${tyre!.rim}`;
    const [all] = await linesOf(`${size} x2`);
    const [filtered] = await linesOf(`${size} ${tyre!.load}${tyre!.speed} x2`);
    expect(filtered!.products.length).toBeGreaterThan(0);
    for (const p of filtered!.products) {
      expect(Number.parseInt(p.load_index!, 10)).toBeGreaterThanOrEqual(tyre!.load);
    }
    const tooHeavy = await linesOf(`${size} 199Y x2`);
    expect(tooHeavy[0]).toMatchObject({ status: 'not_found' });
    expect(tooHeavy[0]!.message).toBe(`No tyre in ${size}, load index 199 or more, speed Y or faster`);
    expect(all!.products.length).toBeGreaterThanOrEqual(filtered!.products.length);
  });

  it('names a bad quantity as such', async () => {
    const [line] = await linesOf('2055516 x -2');
    expect(line).toMatchObject({
      status: 'invalid',
      message: 'quantity "-2" is not a whole number from 1 to 9999',
    });
  });
});
