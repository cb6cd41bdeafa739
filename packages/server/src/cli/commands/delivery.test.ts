import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/client.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import { csvFolder, refusal, runCommand } from '../../../test/support/cli.ts';
import { deliveryCommands } from './delivery.ts';

let database: Database;
const files = csvFolder('tyreline-delivery-');
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, { orders: false });
});
afterAll(async () => {
  files.remove();
  await database?.close();
});

const command = deliveryCommands.find((c) => c.name === 'delivery:import')!;
const csv = files.write;
const run = (values: Record<string, string | boolean>) => runCommand(command, database.db, values);
const failure = (values: Record<string, string>) => refusal(run(values));
const runsOf = (code: string) =>
  rows<{ name: string; cutoff: string; days: number[]; postcodes: string }>(
    database.db,
    sql`select r.name, r.cutoff, r.days, r.postcodes from delivery_runs r
        join warehouses w on w.id = r.warehouse_id where w.code = ${code} order by r.cutoff`,
  );
const RUNS = 'warehouse,name,cutoff,days,lead_days,arrival,postcodes';

describe('delivery:import', () => {
  it('replaces the runs of each warehouse it names and adds the holidays', async () => {
    const lines = await run({
      runs: csv('runs.csv', [
        RUNS,
        'TWB,Toowoomba city,13:30,Mon-Fri,1,morning,4350-4352',
        'twb,Saturday run,09:00,sat,2,Afternoon,',
      ]),
      holidays: csv('holidays.csv', ['date,name', '2026-08-12,Ekka (Brisbane)', '2026-12-25,Christmas']),
    });
    expect(lines).toEqual([
      expect.stringMatching(/^Imported 2 delivery runs \(\d new, \d updated\) and 2 public holidays\.$/),
    ]);
    expect(await runsOf('TWB')).toEqual([
      { name: 'Saturday run', cutoff: '09:00', days: [6], postcodes: '' },
      { name: 'Toowoomba city', cutoff: '13:30', days: [1, 2, 3, 4, 5], postcodes: '4350-4352' },
    ]);
    // Another warehouse's runs are left as they were.
    expect((await runsOf('BNE-N')).length).toBe(2);
    const holidays = await rows<{ name: string }>(
      database.db,
      sql`select name from public_holidays where date in ('2026-08-12', '2026-12-25') order by date`,
    );
    expect(holidays.map((h) => h.name)).toEqual(['Ekka (Brisbane)', 'Christmas']);
  });

  it('names every bad row by its line and writes nothing', async () => {
    const before = await runsOf('BNE-S');
    const message = await failure({
      runs: csv('bad-runs.csv', [
        RUNS,
        'BNE-S,Fine,15:00,Mon-Fri,1,morning,4100-4133',
        'NOPE,Nowhere,15:00,Mon-Fri,1,morning,',
        'BNE-S,Late,25:00,Mon-Fri,1,morning,',
        'BNE-S,Funday,15:00,Funday,1,morning,',
        'BNE-S,Night,15:00,Mon-Fri,1,night,',
        'BNE-S,Bad postcodes,15:00,Mon-Fri,1,morning,QLD',
        'BNE-S,fine,16:00,Mon-Fri,1,morning,',
      ]),
      holidays: csv('bad-holidays.csv', ['date,name', '2026-02-30,Not a day']),
    });
    expect(message).toContain('Nothing was imported: 7 problems to fix.');
    expect(message).toContain('bad-runs.csv line 3: warehouse "NOPE" does not exist');
    expect(message).toContain('bad-runs.csv line 4: cutoff is not a time such as 14:30, got "25:00"');
    expect(message).toContain(
      'bad-runs.csv line 5: days is not weekdays such as Mon-Fri or 1,3,5, got "Funday"',
    );
    expect(message).toContain('bad-runs.csv line 6: arrival must be one of morning, afternoon, got "night"');
    expect(message).toContain(
      'bad-runs.csv line 7: postcodes must be postcodes or ranges such as 4000-4179 4305, got "QLD"',
    );
    expect(message).toContain('bad-runs.csv line 8: the same row as line 2');
    expect(message).toContain(
      'bad-holidays.csv line 2: date is not a date such as 2026-12-25, got "2026-02-30"',
    );
    expect(await runsOf('BNE-S')).toEqual(before);
  });

  it('checks and reports a dry run without writing it, and keeps the runs of a real one in the import history', async () => {
    const file = csv('dry-runs.csv', [RUNS, 'TWB,Dry run only,11:00,Mon-Fri,1,morning,']);
    const holidays = csv('dry-holidays.csv', ['date,name', '2026-10-14,Dry-run day']);
    const imports = () =>
      rows<{ kind: string; file_name: string }>(
        database.db,
        sql`select kind, file_name from catalogue_imports order by id`,
      );
    const before = await imports();
    expect(await run({ runs: file, holidays, 'dry-run': true })).toEqual([
      'Would import 1 delivery runs (1 new, 0 updated) and 1 public holidays. Nothing was written (dry run).',
    ]);
    expect((await runsOf('TWB')).map((r) => r.name)).not.toContain('Dry run only');
    expect(await rows(database.db, sql`select 1 from public_holidays where name = 'Dry-run day'`)).toEqual(
      [],
    );
    expect(await imports()).toEqual(before);

    await run({ runs: file, holidays });
    expect((await runsOf('TWB')).map((r) => r.name)).toEqual(['Dry run only']);
    expect(await imports()).toEqual([...before, { kind: 'delivery_runs', file_name: 'dry-runs.csv' }]);
    expect(
      await rows(database.db, sql`select 1 from public_holidays where name = 'Dry-run day'`),
    ).toHaveLength(1);
  });
});
