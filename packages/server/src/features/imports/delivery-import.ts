import { inArray, sql } from 'drizzle-orm';
import { IMPORT_COLUMNS } from '@tyreline/domain/contract/staff-imports';
import { parsePostcodeRanges, parseWeekdays } from '@tyreline/domain/delivery';
import { isCalendarDate } from '@tyreline/domain/text';
import type { Db } from '../../db/client.ts';
import { deliveryRuns, publicHolidays } from '../../db/schema/delivery.ts';
import { cellReader, duplicateCheck, ImportProblems, type CsvRow } from '../../lib/import-csv.ts';
import { readCsvFile } from './operator-files.ts';
import { warehousesByCodeOrId } from './stock-price-import.ts';

export const RUN_COLUMNS = IMPORT_COLUMNS.delivery_runs;
export const HOLIDAY_COLUMNS = { required: ['date', 'name'], optional: [] };

const clockTime = (text: string) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? text : null);
const calendarDate = (text: string) => (isCalendarDate(text) ? text : null);

async function readRuns(tx: Db, csv: CsvRow[], problems: ImportProblems) {
  const warehouses = await warehousesByCodeOrId(tx);
  const runs = csv.flatMap((row) => {
    const before = problems.count;
    const cell = cellReader(row, problems);
    cell.need(...RUN_COLUMNS.required);
    const warehouse = warehouses.get((row.cells.warehouse ?? '').toLowerCase());
    if (!warehouse && row.cells.warehouse)
      problems.add(row.line, `warehouse "${row.cells.warehouse}" does not exist`);
    const values = {
      warehouseId: warehouse?.id,
      name: cell.text('name', 100),
      cutoff: cell.parsed('cutoff', clockTime, 'a time such as 14:30'),
      days: cell.parsed('days', parseWeekdays, 'weekdays such as Mon-Fri or 1,3,5'),
      leadDays: cell.integer('lead_days', 0, 14),
      arrival: cell.oneOf('arrival', ['morning', 'afternoon'] as const, (v) => v.toLowerCase()),
      postcodes: row.cells.postcodes ?? '',
    };
    if (parsePostcodeRanges(values.postcodes) === null) {
      problems.add(
        row.line,
        `postcodes must be postcodes or ranges such as 4000-4179 4305, got "${values.postcodes}"`,
      );
    }
    return problems.count > before ? [] : [{ row, values: values as typeof deliveryRuns.$inferInsert }];
  });
  const seen = duplicateCheck(problems);
  for (const r of runs) seen(runKey(r.values.warehouseId, r.values.name), r.row.line);
  return runs;
}

function readHolidays(csv: CsvRow[], problems: ImportProblems) {
  const holidays = csv.flatMap((row) => {
    const before = problems.count;
    const cell = cellReader(row, problems);
    cell.need(...HOLIDAY_COLUMNS.required);
    const values = {
      date: cell.parsed('date', calendarDate, 'a date such as 2026-12-25'),
      name: cell.text('name', 100),
    };
    return problems.count > before ? [] : [{ row, values: values as typeof publicHolidays.$inferInsert }];
  });
  const seen = duplicateCheck(problems);
  for (const h of holidays) seen(h.values.date, h.row.line);
  return holidays;
}

type RunItem = Awaited<ReturnType<typeof readRuns>>[number];
const runKey = (warehouseId: number | undefined, name: string) => `${warehouseId}|${name.toLowerCase()}`;

/** Replaces every run of each warehouse named; answers which runs were there already (by name). */
async function replaceRuns(tx: Db, runs: RunItem[]) {
  const warehouseIds = [...new Set(runs.map((r) => r.values.warehouseId))];
  if (warehouseIds.length === 0) return new Set<string>();
  const before = await tx
    .select({ warehouseId: deliveryRuns.warehouseId, name: deliveryRuns.name })
    .from(deliveryRuns)
    .where(inArray(deliveryRuns.warehouseId, warehouseIds));
  await tx.delete(deliveryRuns).where(inArray(deliveryRuns.warehouseId, warehouseIds));
  await tx.insert(deliveryRuns).values(runs.map((r) => r.values));
  return new Set(before.map((r) => runKey(r.warehouseId, r.name)));
}

const SAMPLE = 10;

/**
 * Delivery runs through the import pipeline (its dry run, commit and history), from the back office's upload and
 * from delivery:import alike: every row checked, then the replacement; with any problem the caller rolls back.
 */
export async function importDeliveryRunRows(tx: Db, csv: AsyncIterable<CsvRow>, problems: ImportProblems) {
  const rows: CsvRow[] = [];
  for await (const row of csv) rows.push(row);
  const runs = await readRuns(tx, rows, problems);
  if (problems.count > 0 || runs.length === 0)
    return { rows: 0, created: 0, updated: 0, unchanged: 0, sample: [] };
  const existed = await replaceRuns(tx, runs);
  const isNew = (r: RunItem) => !existed.has(runKey(r.values.warehouseId, r.values.name));
  const created = runs.filter(isNew).length;
  return {
    rows: runs.length,
    created,
    updated: runs.length - created,
    unchanged: 0,
    sample: runs.slice(0, SAMPLE).map((r) => ({
      line: r.row.line,
      row: `${r.row.cells.warehouse}: ${r.values.name}, cut-off ${r.values.cutoff}`,
      change: isNew(r) ? ('new' as const) : ('updated' as const),
    })),
  };
}

/** A public-holidays file (date, name), every row checked; the problems go to `problems`. */
export async function checkHolidayFile(file: string, problems: ImportProblems) {
  return readHolidays(await readCsvFile(file, HOLIDAY_COLUMNS, problems), problems);
}

/** Adds the holidays, or renames one already there by its date. */
export async function writeHolidays(tx: Db, holidays: Awaited<ReturnType<typeof checkHolidayFile>>) {
  if (holidays.length === 0) return;
  await tx
    .insert(publicHolidays)
    .values(holidays.map((h) => h.values))
    .onConflictDoUpdate({ target: publicHolidays.date, set: { name: sql.raw('excluded.name') } });
}
