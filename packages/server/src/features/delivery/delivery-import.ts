import { inArray, sql } from 'drizzle-orm';
import { parsePostcodeRanges, parseWeekdays } from '@tyreline/domain/delivery';
import { isCalendarDate } from '@tyreline/domain/text';
import type { Db } from '../../db/client.ts';
import { deliveryRuns, publicHolidays } from '../../db/schema/delivery.ts';
import {
  cellReader,
  ImportErrors,
  readCsv,
  rejectDuplicates,
  type CsvRow,
} from '../../cli/commands/catalogue-csv.ts';
import { warehousesByCodeOrId } from '../../cli/commands/stock-price-import.ts';

export const RUN_COLUMNS = {
  required: ['warehouse', 'name', 'cutoff', 'days', 'lead_days', 'arrival'],
  optional: ['postcodes'],
};
export const HOLIDAY_COLUMNS = { required: ['date', 'name'], optional: [] };

const clockTime = (text: string) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? text : null);
const calendarDate = (text: string) => (isCalendarDate(text) ? text : null);

async function readRuns(tx: Db, csv: CsvRow[], errors: ImportErrors) {
  const warehouses = await warehousesByCodeOrId(tx);
  const runs = csv.flatMap((row) => {
    const before = errors.count;
    const cell = cellReader(row, errors);
    cell.need(...RUN_COLUMNS.required);
    const warehouse = warehouses.get((row.cells.warehouse ?? '').toLowerCase());
    if (!warehouse && row.cells.warehouse)
      errors.add(row, `warehouse "${row.cells.warehouse}" does not exist`);
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
      errors.add(
        row,
        `postcodes must be postcodes or ranges such as 4000-4179 4305, got "${values.postcodes}"`,
      );
    }
    return errors.count > before ? [] : [{ row, values: values as typeof deliveryRuns.$inferInsert }];
  });
  rejectDuplicates(
    runs,
    (r) => `${r.values.warehouseId}|${r.values.name.toLowerCase()}`,
    (r) => r.row,
    errors,
  );
  return runs;
}

function readHolidays(csv: CsvRow[], errors: ImportErrors) {
  const holidays = csv.flatMap((row) => {
    const before = errors.count;
    const cell = cellReader(row, errors);
    cell.need(...HOLIDAY_COLUMNS.required);
    const values = {
      date: cell.parsed('date', calendarDate, 'a date such as 2026-12-25'),
      name: cell.text('name', 100),
    };
    return errors.count > before ? [] : [{ row, values: values as typeof publicHolidays.$inferInsert }];
  });
  rejectDuplicates(
    holidays,
    (h) => h.values.date,
    (h) => h.row,
    errors,
  );
  return holidays;
}

/**
 * Delivery runs (the file replaces every run of each warehouse it names) and public holidays (added, or renamed
 * by date), checked whole first: any bad row, all of them named by line, and nothing is written.
 */
export async function importDelivery(db: Db, files: { runs?: string; holidays?: string }) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const errors = new ImportErrors();
    const runs = files.runs ? await readRuns(tx, readCsv(files.runs, RUN_COLUMNS), errors) : [];
    const holidays = files.holidays ? readHolidays(readCsv(files.holidays, HOLIDAY_COLUMNS), errors) : [];
    errors.throwIfAny();
    const warehouseIds = [...new Set(runs.map((r) => r.values.warehouseId))];
    if (warehouseIds.length > 0) {
      await tx.delete(deliveryRuns).where(inArray(deliveryRuns.warehouseId, warehouseIds));
      await tx.insert(deliveryRuns).values(runs.map((r) => r.values));
    }
    if (holidays.length > 0) {
      await tx
        .insert(publicHolidays)
        .values(holidays.map((h) => h.values))
        .onConflictDoUpdate({ target: publicHolidays.date, set: { name: sql.raw('excluded.name') } });
    }
    return { runs: runs.length, warehouses: warehouseIds.length, holidays: holidays.length };
  });
}
