import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/client.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import { CliError } from '../command.ts';
import { catalogueCommands } from './catalogue.ts';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db);
  dir = mkdtempSync(path.join(tmpdir(), 'tyreline-import-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database?.close();
});

const command = catalogueCommands.find((c) => c.name === 'catalogue:import')!;
function csv(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
async function run(values: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  await command.run({ db: database.db, values, positionals: [], out: (line) => lines.push(line) });
  return lines;
}
async function failure(values: Record<string, string>): Promise<string> {
  const error = await run(values).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliError);
  return (error as CliError).message;
}
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(database.db, query))[0]!.n;

const PRODUCTS = [
  'department_id,type,sku,name,brand,category,width,profile,rim,load_index,speed_rating,diameter,bolt_pattern,auto_part_type,list_price,special_price',
  '7,tyre,IMP-2055516,Importa Grip 205/55R16 91V,Importa,Passenger,205,55,16,91,v,,,,189.90,',
  '7,wheel,IMP-W17,Importa Rapid 17x7.5 5x114.3,Importa,Alloy,,,,,,17,5/114.3,,420,399.5',
  '8,accessory,IMP-TPMS,Importa TPMS sensor,Importa,Workshop,,,,,,,,tpms,59,',
];

describe('catalogue:import', () => {
  it('imports products, stock and contract prices, creating the brand it names', async () => {
    const [account] = await rows<{ id: number }>(
      database.db,
      sql`select account_id as id from users where username = 'trade@example.com'`,
    );
    const lines = await run({
      products: csv('products.csv', PRODUCTS),
      stock: csv('stock.csv', [
        'warehouse,sku,quantity',
        'BNE-N,IMP-2055516,12',
        '2,IMP-2055516,3',
        'GC,IMP-TPMS,4',
      ]),
      prices: csv('prices.csv', [
        'account_id,sku,best_price,special_price,special_offer',
        `${account!.id},IMP-2055516,150,140,yes`,
      ]),
    });
    expect(lines).toEqual(['Imported 3 products (3 new, 0 updated), 3 stock levels and 1 contract prices.']);

    const [tyre] = await rows<Record<string, unknown>>(
      database.db,
      sql`select p.width, p.profile, p.rim::float as rim, p.speed_rating, p.list_price_cents, b.name as brand
          from products p join brands b on b.id = p.brand_id where p.sku = 'IMP-2055516'`,
    );
    expect(tyre).toEqual({
      width: 205,
      profile: 55,
      rim: 16,
      speed_rating: 'V',
      list_price_cents: 18990,
      brand: 'Importa',
    });
    const [wheel] = await rows<{ bolt_pattern: string; special_price_cents: number }>(
      database.db,
      sql`select bolt_pattern, special_price_cents from products where sku = 'IMP-W17'`,
    );
    expect(wheel).toEqual({ bolt_pattern: '5x114.3', special_price_cents: 39950 });
    expect(
      await count(
        sql`select sum(quantity)::int as n from stock s join products p on p.id = s.product_id where p.sku = 'IMP-2055516'`,
      ),
    ).toBe(15);
    expect(
      await count(sql`select best_price_cents as n from account_prices ap join products p on p.id = ap.product_id
                      where p.sku = 'IMP-2055516' and ap.is_special_offer`),
    ).toBe(15000);
  });

  it('updates products already there by department and SKU', async () => {
    const lines = await run({
      products: csv('again.csv', [PRODUCTS[0]!, PRODUCTS[1]!.replace('189.90', '179.00')]),
    });
    expect(lines[0]).toMatch(/^Imported 1 products \(0 new, 1 updated\)/);
    expect(await count(sql`select list_price_cents as n from products where sku = 'IMP-2055516'`)).toBe(
      17900,
    );
  });

  it('reports every bad row by line and imports nothing', async () => {
    const before = await count(sql`select count(*)::int as n from products`);
    const message = await failure({
      products: csv('bad.csv', [
        PRODUCTS[0]!,
        '7,tyre,BAD-1,Fine tyre,Importa,Passenger,215,60,16,95,V,,,,120,',
        '7,tyre,BAD-2,No size,Importa,Passenger,,,,95,V,,,,120,',
        '7,boat,BAD-3,Boat,Importa,Passenger,,,,,,,,,1,',
        '7,wheel,BAD-4,Bad PCD,Importa,Alloy,,,,,,17,five,,300,',
        '9,tyre,BAD-5,Nowhere,Importa,Passenger,215,60,16,95,V,,,,12.345,',
        '7,tyre,BAD-1,Duplicate,Importa,Passenger,215,60,16,95,V,,,,120,',
      ]),
    });
    expect(message).toContain('Nothing was imported');
    expect(message).toContain('bad.csv line 3: a tyre needs width, profile and rim');
    expect(message).toContain('bad.csv line 4: type must be one of tyre, wheel, accessory, got "boat"');
    expect(message).toContain(
      'bad.csv line 5: bolt_pattern is not a bolt pattern such as 5x114.3, got "five"',
    );
    expect(message).toContain(
      'bad.csv line 6: list_price must be dollars from 0 to 10,000,000.00, such as 189.99, got "12.345"',
    );
    expect(await count(sql`select count(*)::int as n from products`)).toBe(before);
  });

  it('rolls the products back when a stock row is bad', async () => {
    const message = await failure({
      products: csv('ok.csv', [
        PRODUCTS[0]!,
        '7,tyre,ROLLBACK-1,Rolled back,Importa,Passenger,215,60,16,95,V,,,,120,',
      ]),
      stock: csv('bad-stock.csv', [
        'warehouse,sku,quantity',
        'BNE-N,ROLLBACK-1,5',
        'GC,ROLLBACK-1,5',
        'NOPE,ROLLBACK-1,-1',
      ]),
    });
    expect(message).toContain('bad-stock.csv line 3: sku "ROLLBACK-1" is not a product of department 8');
    expect(message).toContain(
      'bad-stock.csv line 4: quantity must be a whole number from 0 to 1000000, got "-1"',
    );
    expect(message).toContain('bad-stock.csv line 4: warehouse "NOPE" does not exist');
    expect(await count(sql`select count(*)::int as n from products where sku = 'ROLLBACK-1'`)).toBe(0);
  });

  it('names wrong columns and unreadable files', async () => {
    expect(await failure({ stock: csv('cols.csv', ['warehouse,sku,qty', 'GC,X,1']) })).toMatch(
      /cols\.csv has the wrong columns\. Missing: quantity\. Unknown: qty\./,
    );
    expect(await failure({ prices: path.join(dir, 'missing.csv') })).toMatch(/^Cannot read/);
    expect(await failure({ stock: csv('quote.csv', ['warehouse,sku,quantity', 'GC,"X,1']) })).toMatch(
      /not valid CSV/,
    );
    expect(await failure({})).toMatch(/--products, --stock and\/or --prices/);
  });
});
