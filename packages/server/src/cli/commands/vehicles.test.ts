import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/client.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import { csvFolder, refusal, runCommand } from '../../../test/support/cli.ts';
import { vehicleCommands } from './vehicles.ts';

let database: Database;
const files = csvFolder('tyreline-vehicles-');
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, { orders: false });
});
afterAll(async () => {
  files.remove();
  await database?.close();
});

const command = vehicleCommands.find((c) => c.name === 'vehicle:import')!;
const csv = files.write;
const run = (file: string, dryRun = false) => runCommand(command, database.db, { file, 'dry-run': dryRun });
const failure = (file: string) => refusal(run(file));
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(database.db, query))[0]!.n;

const HEADER =
  'make,model,variant,year_from,year_to,front_tyre,rear_tyre,bolt_pattern,centre_bore,offset_min,offset_max,' +
  'wheel_diameter_min,wheel_diameter_max,rim_width_min,rim_width_max,thread,fastener,load_index,speed_rating';
const PORTER =
  'Testa,Porter,Tradie,2016,2024,245/70R16,,6x139.7,100.1,10,40,16,18,7,8.5,M12x1.5,conical nut,111,S';
const ROADSTER =
  'Testa,Roadster,GT,2020,2025,245/40R19,275/35 R19,5/112,66.6,25,40,18,19,8,9.5,M14x1.25,ball-seat bolt,94,Y';

describe('vehicle:import', () => {
  it('imports vehicles with their front and rear sizes, wheel fitment and placard', async () => {
    const lines = await run(csv('vehicles.csv', [HEADER, PORTER, ROADSTER]));
    expect(lines).toEqual(['Imported 2 vehicles (2 new, 0 updated).']);
    const [roadster] = await rows<Record<string, unknown>>(
      database.db,
      sql`select v.bolt_pattern, v.centre_bore::float as centre_bore, v.placard_speed_rating,
                 json_agg(s.axle || ' ' || s.width || '/' || s.profile || 'R' || s.rim::float order by s.axle) as sizes
          from vehicles v join vehicle_tyre_sizes s on s.vehicle_id = v.id
          where v.make = 'Testa' and v.model = 'Roadster' group by v.id`,
    );
    expect(roadster).toEqual({
      bolt_pattern: '5x112',
      centre_bore: 66.6,
      placard_speed_rating: 'Y',
      sizes: ['front 245/40R19', 'rear 275/35R19'],
    });
  });

  it('updates a vehicle already there by make, model, variant and first year', async () => {
    const lines = await run(csv('again.csv', [HEADER, PORTER.replace('245/70R16', '265/70R16')]));
    expect(lines).toEqual(['Imported 1 vehicles (0 new, 1 updated).']);
    expect(
      await count(sql`select s.width as n from vehicles v join vehicle_tyre_sizes s on s.vehicle_id = v.id
                      where v.model = 'Porter'`),
    ).toBe(265);
  });

  it('names every bad row by its line and writes nothing', async () => {
    const before = await count(sql`select count(*)::int as n from vehicles`);
    const message = await failure(
      csv('bad.csv', [
        HEADER,
        PORTER.replace('Tradie', 'Fine'),
        PORTER.replace('2016,2024', '2024,2016'),
        PORTER.replace('245/70R16', '245/70'),
        PORTER.replace('6x139.7', 'six'),
        PORTER.replace(',111,S', ',111,K'),
        PORTER.replace('245/70R16', '245/45R20'),
        PORTER.replace('Tradie', 'Fine'),
      ]),
    );
    expect(message).toContain('Nothing was imported: 6 problems to fix.');
    expect(message).toContain('bad.csv line 3: year_to is before year_from');
    expect(message).toContain(
      'bad.csv line 4: front_tyre is not a tyre size such as 265/65R17, got "245/70"',
    );
    expect(message).toContain(
      'bad.csv line 5: bolt_pattern is not a bolt pattern such as 6x139.7, got "six"',
    );
    expect(message).toMatch(/bad\.csv line 6: speed_rating must be one of L, M, .*, got "K"/);
    expect(message).toContain(
      'bad.csv line 7: front_tyre is for a 20" rim, outside the wheel diameters 16–18',
    );
    expect(message).toContain('bad.csv line 8: the same row as line 2');
    expect(await count(sql`select count(*)::int as n from vehicles`)).toBe(before);
    expect(await count(sql`select count(*)::int as n from vehicles where variant = 'Fine'`)).toBe(0);
  });

  it('checks and reports a dry run without writing it, and keeps a real import in the import history', async () => {
    const file = csv('dry.csv', [HEADER, PORTER.replace('Tradie', 'Dry')]);
    const imports = () =>
      rows<{ kind: string; file_name: string; rows: number }>(
        database.db,
        sql`select kind, file_name, rows from catalogue_imports order by id`,
      );
    const before = await imports();
    expect(await run(file, true)).toEqual([
      'Would import 1 vehicles (1 new, 0 updated). Nothing was written (dry run).',
    ]);
    expect(await count(sql`select count(*)::int as n from vehicles where variant = 'Dry'`)).toBe(0);
    expect(await imports()).toEqual(before);

    expect(await run(file)).toEqual(['Imported 1 vehicles (1 new, 0 updated).']);
    expect(await count(sql`select count(*)::int as n from vehicles where variant = 'Dry'`)).toBe(1);
    expect(await imports()).toEqual([...before, { kind: 'vehicles', file_name: 'dry.csv', rows: 1 }]);
  });

  it('refuses a file with missing or unknown columns before reading a row', async () => {
    expect(await failure(csv('cols.csv', [HEADER.replace('thread', 'threads'), PORTER]))).toMatch(
      /cols\.csv has the wrong columns\. Missing: thread\. Unknown: threads\./,
    );
  });
});

describe('the demo fitment data', () => {
  it('holds at least 60 Australian vehicles: utes, SUVs, small cars and vans', async () => {
    expect(
      await count(sql`select count(*)::int as n from vehicles where make <> 'Testa'`),
    ).toBeGreaterThanOrEqual(60);
    const models = (
      await rows<{ name: string }>(
        database.db,
        sql`select distinct make || ' ' || model as name from vehicles`,
      )
    ).map((m) => m.name);
    for (const name of [
      'Toyota Hilux',
      'Ford Ranger',
      'Nissan Navara',
      'Isuzu D-Max',
      'Mazda BT-50',
      'Mitsubishi Triton',
      'Toyota LandCruiser 200',
      'Toyota LandCruiser 300',
      'Toyota LandCruiser 70',
      'Toyota Prado',
      'Toyota RAV4',
      'Mazda CX-5',
      'Mitsubishi Outlander',
      'Nissan X-Trail',
      'Toyota Corolla',
      'Hyundai i30',
      'Mazda Mazda3',
      'Toyota Camry',
      'Toyota HiAce',
      'Ford Transit',
    ]) {
      expect(models).toContain(name);
    }
  });
});
