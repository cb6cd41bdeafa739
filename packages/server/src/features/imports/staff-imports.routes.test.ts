import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE, accountIdOf } from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: string;
let sales: string;
let warehouse: string;
const MAX_BYTES = 4096;
beforeAll(async () => {
  t = await startTestApp({ importMaxBytes: MAX_BYTES });
  admin = await staffAuth(t, ADMIN);
  sales = await staffAuth(t, SALES);
  warehouse = await staffAuth(t, WAREHOUSE);
});
afterAll(() => t?.close());

/** Uploads a CSV file as the back office does: the file is the body, its kind and name in the query. */
function upload(
  authorization: string,
  kind: string,
  lines: string[],
  { commit = false, fileName = `${kind}.csv` } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/imports${commit ? '' : '/dry-run'}?kind=${kind}&file_name=${encodeURIComponent(fileName)}`,
    headers: { authorization, 'content-type': 'text/csv' },
    payload: lines.join('\n') + '\n',
  });
}

const count = async (table: string) =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!
    .n;
const everything = async () => ({
  products: await count('products'),
  stock: await count('stock'),
  prices: await count('account_prices'),
  imports: await count('catalogue_imports'),
  audit: await count('audit_log'),
});

const HEADER = 'department_id,type,sku,name,brand,width,profile,rim,list_price';
const GOOD = [
  HEADER,
  '7,tyre,UP-2055516,Upload Grip 205/55R16,Uploada,205,55,16,189.90',
  '7,tyre,UP-2156016,Upload Grip 215/60R16,Uploada,215,60,16,199',
];

describe('the back office’s CSV import', () => {
  it('answers a dry run with what would change and writes nothing', async () => {
    const before = await everything();
    const response = await upload(sales, 'products', GOOD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      kind: 'products',
      file_name: 'products.csv',
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      problems: [],
      problem_count: 0,
      sample: [
        { line: 2, change: 'new', row: 'UP-2055516 Upload Grip 205/55R16 (department 7)' },
        { line: 3, change: 'new' },
      ],
    });
    expect(await everything()).toEqual(before);
  });

  it('names every bad row by line and column, and refuses to commit the file', async () => {
    const bad = [
      ...GOOD,
      '7,tyre,UP-BAD,No size,Uploada,,,,120',
      '7,tyre,UP-PRICE,Bad price,Uploada,205,55,16,abc',
      '7,tyre,UP-2156016,Again,Uploada,215,60,16,10',
    ];
    const dry = await upload(sales, 'products', bad);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toMatchObject({ problem_count: 3, sample: [] });
    expect(dry.json().data.problems).toEqual([
      { line: 4, column: null, message: 'a tyre needs width, profile and rim' },
      {
        line: 5,
        column: 'list_price',
        message: 'list_price must be dollars from 0 to 10,000,000.00, such as 189.99, got "abc"',
      },
      { line: 6, column: null, message: 'the same row as line 3' },
    ]);

    const before = await everything();
    const commit = await upload(sales, 'products', bad, { commit: true });
    expect(commit.statusCode).toBe(422);
    expect(commit.json().message).toBe('Nothing was imported: 3 problems to fix.');
    expect(commit.json().problems[0]).toEqual({
      line: 4,
      column: null,
      message: 'a tyre needs width, profile and rim',
    });
    expect(await everything()).toEqual(before);
  });

  it('names a file with the wrong columns', async () => {
    const response = await upload(warehouse, 'stock', ['warehouse,sku,qty', 'GC,X,1']);
    expect(response.json().data.problems).toEqual([
      {
        line: null,
        column: null,
        message:
          'has the wrong columns. Missing: quantity. Unknown: qty. Columns: warehouse, sku, quantity (required); none optional.',
      },
    ]);
  });

  it('commits a good file in one go, with a history row and one audit row carrying the counts', async () => {
    const response = await upload(sales, 'products', GOOD, { commit: true, fileName: 'range 2026.csv' });
    expect(response.statusCode, response.body).toBe(201);
    const committed = response.json().data;
    expect(committed).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0 });
    expect(await count('products')).toBeGreaterThan(0);

    const history = (await staffCall(t, warehouse, '/api/staff/imports')).json();
    expect(history.data[0]).toMatchObject({
      id: committed.id,
      kind: 'products',
      file_name: 'range 2026.csv',
      rows: 2,
      created: 2,
      staff: { name: expect.any(String), role: 'sales' },
    });
    const audit = (
      await staffCall(t, admin, `/api/staff/audit?entity_type=import&entity_id=${committed.id}`)
    ).json().data;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'catalogue.import',
      entity_label: 'range 2026.csv',
      after: { kind: 'products', file_name: 'range 2026.csv', rows: 2, created: 2, updated: 0, unchanged: 0 },
    });

    const again = await upload(sales, 'products', [GOOD[0]!, GOOD[1]!, GOOD[2]!.replace('199', '209')]);
    expect(again.json().data).toMatchObject({ rows: 2, created: 0, updated: 1, unchanged: 1 });
  });

  it('commits a file with its history and audit rows or not at all', async () => {
    const db = t.database.db;
    const before = await everything();
    // A real fault: from now on the database refuses every audit row, after the import's own writes.
    await db.execute(
      sql`alter table audit_log add constraint injected_fault check (entity_id < 0) not valid`,
    );
    let failed;
    try {
      failed = await upload(
        sales,
        'products',
        [HEADER, '7,tyre,UP-ATOMIC,Atomic 205/55R16,Uploada,205,55,16,150'],
        {
          commit: true,
        },
      );
    } finally {
      await db.execute(sql`alter table audit_log drop constraint injected_fault`);
    }
    expect(failed.statusCode).toBe(500);
    expect(await everything()).toEqual(before);
  });

  it('lets the warehouse import stock, and sales contract prices', async () => {
    const stock = await upload(warehouse, 'stock', ['warehouse,sku,quantity', 'BNE-N,UP-2055516,12'], {
      commit: true,
    });
    expect(stock.statusCode, stock.body).toBe(201);
    expect(stock.json().data).toMatchObject({ rows: 1, created: 1 });
    const account = await accountIdOf(t.database.db, TRADE);
    const prices = await upload(sales, 'prices', ['account_id,sku,best_price', `${account},UP-2055516,150`], {
      commit: true,
    });
    expect(prices.statusCode, prices.body).toBe(201);
  });

  it('counts stock levels and contract prices as new, updated or unchanged, and writes only the changes', async () => {
    const account = await accountIdOf(t.database.db, TRADE);
    const stock = (lines: string[]) =>
      upload(warehouse, 'stock', ['warehouse,sku,quantity', ...lines], { commit: true });
    const prices = (lines: string[]) =>
      upload(sales, 'prices', ['account_id,sku,best_price,special_price,special_offer', ...lines], {
        commit: true,
      });
    const first = await stock(['BNE-N,UP-2156016,5', '2,UP-2156016,6']);
    expect(first.json().data).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0 });
    const again = await stock(['BNE-N,UP-2156016,5', '2,UP-2156016,7']);
    expect(again.json().data).toMatchObject({ rows: 2, created: 0, updated: 1, unchanged: 1 });
    expect(
      await rows<{ quantity: number }>(
        t.database.db,
        sql`select s.quantity from stock s join products p on p.id = s.product_id
            where p.sku = 'UP-2156016' order by s.warehouse_id`,
      ),
    ).toEqual([{ quantity: 5 }, { quantity: 7 }]);

    const firstPrice = await prices([`${account},UP-2156016,160,150,yes`]);
    expect(firstPrice.json().data).toMatchObject({ rows: 1, created: 1, updated: 0, unchanged: 0 });
    expect((await prices([`${account},UP-2156016,160,150,yes`])).json().data).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    expect((await prices([`${account},UP-2156016,160,0,no`])).json().data).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(
      await rows(
        t.database.db,
        sql`select ap.best_price_cents, ap.special_price_cents, ap.is_special_offer
            from account_prices ap join products p on p.id = ap.product_id
            where p.sku = 'UP-2156016' and ap.account_id = ${account}`,
      ),
    ).toEqual([{ best_price_cents: 16000, special_price_cents: 0, is_special_offer: false }]);
  });

  it('refuses a stock level or a contract price named twice in one file, by its code or its id, naming both lines', async () => {
    const account = await accountIdOf(t.database.db, TRADE);
    const [{ id }] = (await rows<{ id: number }>(
      t.database.db,
      sql`select id from warehouses where code = 'BNE-N'`,
    )) as [{ id: number }];
    const stock = await upload(warehouse, 'stock', [
      'warehouse,sku,quantity',
      'BNE-N,UP-2156016,5',
      '2,UP-2156016,6',
      `${id},UP-2156016,7`,
    ]);
    expect(stock.json().data.problems).toEqual([
      { line: 4, column: null, message: 'the same row as line 2' },
    ]);
    const prices = await upload(sales, 'prices', [
      'account_id,sku,best_price',
      `${account},UP-2156016,160`,
      `${account},UP-2055516,150`,
      `${account},UP-2156016,155`,
    ]);
    expect(prices.json().data.problems).toEqual([
      { line: 4, column: null, message: 'the same row as line 2' },
    ]);
  });

  it('refuses products and prices to the warehouse (403) and every import to a customer (401)', async () => {
    for (const kind of ['products', 'prices']) {
      for (const commit of [false, true]) {
        expect((await upload(warehouse, kind, GOOD, { commit })).statusCode, kind).toBe(403);
      }
    }
    const customer = (await t.authAs(TRADE)).authorization;
    for (const authorization of [customer, '']) {
      expect((await upload(authorization, 'stock', ['warehouse,sku,quantity'])).statusCode).toBe(401);
      expect(
        (await upload(authorization, 'stock', ['warehouse,sku,quantity'], { commit: true })).statusCode,
      ).toBe(401);
      expect((await staffCall(t, authorization, '/api/staff/imports')).statusCode).toBe(401);
    }
  });

  it('answers 413 to a file past the size limit and 422 to a missing file or an unknown kind', async () => {
    const big = ['warehouse,sku,quantity', ...Array.from({ length: 400 }, (_, i) => `GC,SKU-${i},1`)];
    const tooLarge = await upload(warehouse, 'stock', big, { commit: true });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file is larger than 4 KB. Split it into smaller files.');

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/staff/imports?kind=stock&file_name=a.csv',
      headers: { authorization: warehouse },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: ['File is required'] });
    const json = await staffCall(t, warehouse, '/api/staff/imports?kind=stock&file_name=a.csv', {});
    expect(json.statusCode).toBe(422);
    const kind = await upload(warehouse, 'boats', GOOD);
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors.kind).toEqual([
      'Kind must be products, stock, prices, vehicles or delivery_runs',
    ]);
  });
});

describe('the vehicles (fitment) upload', () => {
  const VEHICLE_HEADER =
    'make,model,variant,year_from,year_to,front_tyre,rear_tyre,bolt_pattern,centre_bore,offset_min,offset_max,' +
    'wheel_diameter_min,wheel_diameter_max,rim_width_min,rim_width_max,thread,fastener,load_index,speed_rating';
  const vehicleRows = async () => ({
    vehicles: await count('vehicles'),
    sizes: await count('vehicle_tyre_sizes'),
    imports: await count('catalogue_imports'),
  });

  it('names every bad row by line and writes nothing', async () => {
    const before = await vehicleRows();
    const bad = [
      VEHICLE_HEADER,
      'Upload,Ute,GX,2018,2024,265/65R17,,6x139.7,106.1,-10,35,16,20,7,9,M12x1.5,conical nut,112,S',
      'Upload,Ute,SR,2024,2018,265/65R17,,6x139.7,106.1,-10,35,16,20,7,9,M12x1.5,conical nut,112,S',
      'Upload,Ute,SR5,2018,2024,265/65R17,,6-by-139,106.1,-10,35,16,20,7,9,M12x1.5,conical nut,112,S',
      'Upload,Ute,Rogue,2018,2024,tyres,,6x139.7,106.1,-10,35,16,20,7,9,M12x1.5,conical nut,112,W9',
      'Upload,Ute,GX,2018,2024,265/65R17,,6x139.7,106.1,-10,35,16,20,7,9,M12x1.5,conical nut,112,S',
    ];
    for (const commit of [false, true]) {
      const response = await upload(sales, 'vehicles', bad, { commit });
      expect(response.statusCode, response.body).toBe(commit ? 422 : 200);
      const body = commit ? response.json() : response.json().data;
      const lines = (body.problems as { line: number }[]).map((p) => p.line);
      expect([...new Set(lines)].sort()).toEqual([3, 4, 5, 6]);
      expect(body.problems.map((p: { message: string }) => p.message).join('\n')).toMatch(
        /year_to is before year_from[\s\S]*bolt_pattern[\s\S]*front_tyre[\s\S]*speed_rating/,
      );
    }
    expect(await vehicleRows()).toEqual(before);
  });

  it('dry-runs a good file to what would change, then commits it to the fitment tables and the history', async () => {
    const before = await vehicleRows();
    const good = [
      VEHICLE_HEADER,
      'Upload,Ute,GX,2018,2024,265/65R17,,6x139.7,106.1,-10,35,16,20,7,9,M12x1.5,conical nut,112,S',
      'Upload,Coupe,GT,2020,2024,245/40R19,275/35R19,5x114.3,67.1,30,45,18,20,8,10,M14x1.5,ball-seat bolt,94,Y',
    ];
    const dry = await upload(sales, 'vehicles', good);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ kind: 'vehicles', rows: 2, created: 2, problem_count: 0 });
    expect(dry.json().data.sample[0]).toEqual({ line: 2, row: 'Upload Ute GX (2018–2024)', change: 'new' });
    expect(await vehicleRows()).toEqual(before);

    const committed = await upload(sales, 'vehicles', good, { commit: true });
    expect(committed.statusCode, committed.body).toBe(201);
    expect(await vehicleRows()).toEqual({
      vehicles: before.vehicles + 2,
      sizes: before.sizes + 3,
      imports: before.imports + 1,
    });
    const again = await upload(sales, 'vehicles', good);
    expect(again.json().data).toMatchObject({ rows: 2, created: 0, updated: 2 });
  });

  it('is for the catalogue’s staff, not the warehouse', async () => {
    const response = await upload(warehouse, 'vehicles', [VEHICLE_HEADER]);
    expect(response.statusCode).toBe(403);
  });
});

describe('the delivery runs upload', () => {
  const HEADER = 'warehouse,name,cutoff,days,lead_days,arrival,postcodes';

  it('names every bad row by line and writes nothing, then replaces the named warehouse’s runs', async () => {
    const before = await count('delivery_runs');
    const bad = await upload(sales, 'delivery_runs', [
      HEADER,
      'TWB,Downs early,25:00,Mon-Fri,1,morning,4350-4365',
      'NOPE,Nowhere,14:00,Mon-Fri,1,morning,',
      'TWB,Downs late,15:00,Someday,1,evening,4350',
    ]);
    expect(bad.statusCode, bad.body).toBe(200);
    expect([...new Set(bad.json().data.problems.map((p: { line: number }) => p.line))]).toEqual([2, 3, 4]);
    expect(await count('delivery_runs')).toBe(before);

    const good = [
      HEADER,
      'TWB,Darling Downs,14:30,Mon-Fri,1,morning,4350-4365',
      'TWB,Downs west,11:00,Tue,2,afternoon,',
    ];
    const committed = await upload(sales, 'delivery_runs', good, { commit: true });
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json().data).toMatchObject({ kind: 'delivery_runs', rows: 2, created: 1, updated: 1 });
    const runs = await rows<{ name: string; cutoff: string }>(
      t.database.db,
      sql`select name, cutoff from delivery_runs where warehouse_id = 3 order by name`,
    );
    expect(runs).toEqual([
      { name: 'Darling Downs', cutoff: '14:30' },
      { name: 'Downs west', cutoff: '11:00' },
    ]);
    expect((await upload(warehouse, 'delivery_runs', good)).statusCode).toBe(403);
  });
});
