import { sql } from 'drizzle-orm';
import { rows, sqlList, type Db } from '../src/db/client.ts';

/** Real tyre sizes (width, profile, rim, load index, speed rating, category), 205/55R16 among them. */
const TYRE_SIZES: [number, number, number, string, string, string][] = [
  [155, 80, 13, '79', 'T', 'Passenger'],
  [165, 65, 14, '79', 'T', 'Passenger'],
  [175, 65, 14, '82', 'T', 'Passenger'],
  [175, 70, 13, '82', 'T', 'Passenger'],
  [185, 55, 15, '82', 'V', 'Passenger'],
  [185, 60, 15, '84', 'H', 'Passenger'],
  [185, 65, 15, '88', 'H', 'Passenger'],
  [185, 70, 14, '88', 'T', 'Passenger'],
  [195, 50, 15, '82', 'V', 'Passenger'],
  [195, 55, 16, '87', 'V', 'Passenger'],
  [195, 60, 15, '88', 'V', 'Passenger'],
  [195, 65, 15, '91', 'V', 'Passenger'],
  [205, 45, 17, '88', 'W', 'Performance'],
  [205, 50, 17, '93', 'W', 'Performance'],
  [205, 55, 16, '91', 'V', 'Passenger'],
  [205, 60, 16, '92', 'V', 'Passenger'],
  [205, 65, 15, '94', 'H', 'Passenger'],
  [215, 45, 17, '91', 'W', 'Performance'],
  [215, 50, 17, '95', 'W', 'Performance'],
  [215, 55, 17, '94', 'V', 'Passenger'],
  [215, 60, 16, '95', 'V', 'Passenger'],
  [215, 65, 16, '98', 'H', 'SUV/4x4'],
  [225, 40, 18, '92', 'Y', 'Performance'],
  [225, 45, 17, '94', 'W', 'Performance'],
  [225, 45, 18, '95', 'Y', 'Performance'],
  [225, 50, 17, '98', 'W', 'Performance'],
  [225, 55, 17, '101', 'W', 'Passenger'],
  [225, 60, 16, '98', 'V', 'Passenger'],
  [225, 65, 17, '102', 'H', 'SUV/4x4'],
  [235, 35, 19, '91', 'Y', 'Performance'],
  [235, 40, 18, '95', 'Y', 'Performance'],
  [235, 45, 18, '98', 'Y', 'Performance'],
  [235, 50, 18, '101', 'W', 'SUV/4x4'],
  [235, 55, 19, '105', 'W', 'SUV/4x4'],
  [235, 60, 18, '107', 'V', 'SUV/4x4'],
  [235, 65, 17, '108', 'V', 'SUV/4x4'],
  [245, 35, 20, '95', 'Y', 'Performance'],
  [245, 40, 18, '97', 'Y', 'Performance'],
  [245, 45, 19, '102', 'Y', 'Performance'],
  [245, 70, 16, '111', 'T', 'SUV/4x4'],
  [255, 35, 19, '96', 'Y', 'Performance'],
  [255, 40, 19, '100', 'Y', 'Performance'],
  [255, 55, 18, '109', 'V', 'SUV/4x4'],
  [255, 55, 19, '111', 'V', 'SUV/4x4'],
  [255, 60, 18, '112', 'H', 'SUV/4x4'],
  [265, 60, 18, '110', 'H', 'SUV/4x4'],
  [265, 65, 17, '112', 'T', 'SUV/4x4'],
  [265, 70, 16, '112', 'T', 'SUV/4x4'],
  [265, 70, 17, '115', 'T', 'SUV/4x4'],
  [275, 35, 20, '102', 'Y', 'Performance'],
  [275, 40, 20, '106', 'Y', 'Performance'],
  [275, 65, 18, '116', 'T', 'SUV/4x4'],
  [285, 60, 18, '116', 'V', 'SUV/4x4'],
  [285, 70, 17, '121/118', 'Q', 'SUV/4x4'],
  [195, 75, 16, '107/105', 'R', 'Light Truck'],
  [205, 70, 15, '106/104', 'R', 'Light Truck'],
  [215, 70, 15, '109/107', 'R', 'Light Truck'],
  [215, 75, 16, '113/111', 'R', 'Light Truck'],
  [225, 70, 15, '112/110', 'R', 'Light Truck'],
  [225, 75, 16, '121/120', 'R', 'Light Truck'],
  [235, 65, 16, '115/113', 'R', 'Light Truck'],
  [235, 85, 16, '120/116', 'Q', 'Light Truck'],
  [245, 75, 16, '120/116', 'S', 'Light Truck'],
  [265, 75, 16, '123/120', 'Q', 'Light Truck'],
];
const TYRE_PATTERNS = [
  'Pilot Sport 4',
  'Primacy 4',
  'Turanza T005',
  'Potenza Sport',
  'Dueler A/T 002',
  'UltraContact UC7',
  'SportContact 7',
  'CrossContact ATR',
  'Cinturato P7',
  'P Zero PZ4',
  'Scorpion ATR',
  'Eagle F1 Asymmetric 6',
  'Wrangler Duratrac RT',
  'SP Sport LM705',
  'Grandtrek AT5',
  'BluEarth-GT AE51',
  'Advan Sport V107',
  'Geolandar A/T G015',
  'Proxes CF2',
  'Open Country A/T III',
  'Ventus Prime 4',
  'Dynapro AT2',
  'Ecsta PS71',
  'Solus TA31',
  'Ziex ZE310',
  'Wildpeak A/T3W',
  'All-Terrain T/A KO2',
  'Agilis 3',
  'Duravis R611',
  'Vantra LT',
];
const TYRE_BRANDS = [
  'Michelin',
  'Bridgestone',
  'Continental',
  'Pirelli',
  'Goodyear',
  'Dunlop',
  'Yokohama',
  'Toyo',
  'Hankook',
  'Kumho',
  'Falken',
  'BFGoodrich',
];
const WHEEL_BRANDS = ['ROH', 'Simmons', 'King', 'Advanti', 'Lenso'];
const PCDS: [string, number][] = [
  ['4x100', 56.1],
  ['4x108', 63.4],
  ['5x100', 56.1],
  ['5x108', 63.4],
  ['5x112', 66.6],
  ['5x114.3', 73.1],
  ['5x120', 72.6],
  ['5x127', 71.5],
  ['5x150', 110.1],
  ['6x114.3', 66.1],
  ['6x130', 84.1],
  ['6x139.7', 106.1],
];
const FINISHES = ['Gloss Black', 'Matt Black', 'Bronze', 'Silver', 'Gunmetal', 'Chrome', 'Machined Face'];
const ACCESSORY_BRANDS = ['Schrader', 'Autel', 'Gorilla', 'McGard', 'Perfect Equipment', 'Tech', 'ARB'];
const ACCESSORY_TYPES = ['tpms', 'wheel_nut', 'balance_weight', 'valve', 'repair_kit', 'hub_ring'];

const text = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
const ints = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const nums = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::numeric[]`;
/** The i-th element of a 1-based SQL array, cycling; `salt` decorrelates columns. */
const pick = (array: ReturnType<typeof sql>, salt = 1) =>
  sql`(${array})[1 + ((g.i * ${salt}) % cardinality(${array}))]`;

/**
 * `perDepartment` products in each demo department (the same SKUs in both, as branches carry them):
 * 60% tyres, 25% wheels, 15% accessories, stock at every warehouse of the department, deterministic.
 */
export async function seedLargeCatalogue(db: Db, perDepartment: number): Promise<void> {
  const tyres = Math.round(perDepartment * 0.6);
  const wheels = Math.round(perDepartment * 0.25);
  const accessories = perDepartment - tyres - wheels;
  const brandIds = async (names: string[]) =>
    (
      await rows<{ id: number }>(db, sql`select id from brands where name in (${sqlList(names)}) order by id`)
    ).map((b) => b.id);
  const categoryIds = async (type: string, names: string[]) =>
    Promise.all(
      names.map(
        async (name) =>
          (
            await rows<{ id: number }>(
              db,
              sql`select id from categories where product_type = ${type} and name = ${name}`,
            )
          )[0]!.id,
      ),
    );
  const sizeCategories = await categoryIds(
    'tyre',
    TYRE_SIZES.map((s) => s[5]),
  );
  const [tyreBrands, wheelBrands, accessoryBrands] = await Promise.all([
    brandIds(TYRE_BRANDS),
    brandIds(WHEEL_BRANDS),
    brandIds(ACCESSORY_BRANDS),
  ]);
  const wheelCategories = await categoryIds('wheel', ['Alloy', '4x4', 'Steel']);
  const accessoryCategories = await categoryIds('accessory', ['Workshop', 'Consumables']);

  const size = <K extends 0 | 1 | 2 | 3 | 4>(column: K) => TYRE_SIZES.map((s) => s[column]);
  for (const department of [7, 8]) {
    await db.execute(sql`
      insert into products (department_id, type, sku, name, image, brand_id, category_id, width, profile, rim,
                            load_index, speed_rating, runflat, list_price_cents, special_price_cents)
      select ${department}, 'tyre', 'LG-T' || g.i, b.name || ' ' || ${pick(text(TYRE_PATTERNS), 7)} || ' '
               || s.width || '/' || s.profile || 'R' || s.rim || ' ' || s.load || s.speed,
             '/images/products/tyre-' || (1 + g.i % 3) || '.svg', b.id, s.category, s.width, s.profile, s.rim,
             s.load, s.speed, g.i % 23 = 0, 9000 + (g.i * 37) % 40000, case when g.i % 10 = 0 then 8000 end
      from generate_series(1, ${tyres}) g(i)
      cross join lateral (select ${pick(ints(size(0)))} as width, ${pick(ints(size(1)))} as profile,
                                 ${pick(nums(size(2)))} as rim, ${pick(text(size(3)))} as load,
                                 ${pick(text(size(4)))} as speed, ${pick(ints(sizeCategories))} as category) s
      join brands b on b.id = ${pick(ints(tyreBrands), 13)}`);
    await db.execute(sql`
      insert into products (department_id, type, sku, name, image, brand_id, category_id, diameter, rim_width,
                            bolt_pattern, "offset", center_bore, finish, list_price_cents, special_price_cents)
      select ${department}, 'wheel', 'LG-W' || g.i,
             b.name || ' Model ' || (g.i % 40) || ' ' || w.diameter || 'x' || w.rim_width || ' ' || w.pcd
               || ' ET' || w.off || ' ' || w.finish,
             '/images/products/wheel-' || (1 + g.i % 2) || '.svg', b.id, ${pick(ints(wheelCategories), 5)},
             w.diameter, w.rim_width, w.pcd, w.off, w.bore, w.finish, 20000 + (g.i * 53) % 60000, null
      from generate_series(1, ${wheels}) g(i)
      cross join lateral (select 14 + (g.i / 7) % 9 as diameter, 6 + ((g.i / 3) % 8) * 0.5 as rim_width,
                                 ${pick(text(PCDS.map((p) => p[0])))} as pcd, ${pick(nums(PCDS.map((p) => p[1])))} as bore,
                                 -20 + (g.i % 15) * 5 as off, ${pick(text(FINISHES), 11)} as finish) w
      join brands b on b.id = ${pick(ints(wheelBrands), 3)}`);
    await db.execute(sql`
      insert into products (department_id, type, sku, name, image, brand_id, category_id, auto_part_type, list_price_cents)
      select ${department}, 'accessory', 'LG-A' || g.i, b.name || ' accessory item ' || g.i, '/images/products/accessory.svg',
             b.id, ${pick(ints(accessoryCategories), 3)}, ${pick(text(ACCESSORY_TYPES), 5)}, 500 + (g.i * 17) % 20000
      from generate_series(1, ${accessories}) g(i)
      join brands b on b.id = ${pick(ints(accessoryBrands), 7)}`);
  }
  // Fresh statistics first: the stock triggers rank every product this insert stocks (migration 0019), and a
  // plan made while the table was demo-sized would scan 200,000 products once per product.
  await db.execute(sql`analyze products`);
  // Stock like the demo's: a fifth of the shelves empty, a third with 1-7, the rest 8 or more.
  await db.execute(sql`
    insert into stock (product_id, warehouse_id, quantity)
    select p.id, w.id, case when h.r < 20 then 0 when h.r < 55 then 1 + h.r % 7 else 8 + h.r % 40 end
    from products p join warehouses w on w.department_id = p.department_id
    cross join lateral (select abs(hashint4(p.id * 31 + w.id)) % 100 as r) h
    where p.sku like 'LG-%'`);
}

/** `count` accounts (a fifth in department 8) with one user each, the demo password, price switch off. */
export async function createAccounts(db: Db, count: number): Promise<string[]> {
  const [demo] = await rows<{ password_hash: string }>(
    db,
    sql`select password_hash from users where username = 'trade@example.com'`,
  );
  const usernames: string[] = [];
  for (let i = 1; i <= count; i++) {
    const username = `shop-${i}@bench.example`;
    const [account] = await rows<{ id: number }>(
      db,
      sql`insert into accounts (department_id, name, discount_bp) values (${i % 5 === 0 ? 8 : 7}, ${`Bench shop ${i}`}, ${(i % 4) * 500})
          returning id`,
    );
    await db.execute(sql`insert into users (account_id, username, name, password_hash)
                         values (${account!.id}, ${username}, ${`Counter ${i}`}, ${demo!.password_hash})`);
    // Contract prices on a slice of the range, as trade accounts have.
    await db.execute(sql`insert into account_prices (account_id, product_id, best_price_cents, special_price_cents, is_special_offer)
                         select ${account!.id}, p.id, p.list_price_cents * 8 / 10, 0, false from products p
                         join accounts a on a.id = ${account!.id} and a.department_id = p.department_id
                         where p.sku like 'LG-T%' and p.id % 97 = ${i}`);
    usernames.push(username);
  }
  return usernames;
}
