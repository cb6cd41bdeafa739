import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { warehouses } from './catalogue.ts';

/** A column holding 'HH:MM'. */
const clockTime = (column: string) => `${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** A warehouse's delivery run: orders in by the cut-off (local time) on its days arrive `lead_days` working days later. */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: text('name').notNull(),
    /** 'HH:MM' in the warehouse's time zone. */
    cutoff: text('cutoff').notNull(),
    /** ISO weekdays the run leaves: 1 Monday … 7 Sunday. */
    days: integer('days').array().notNull(),
    leadDays: integer('lead_days').notNull(),
    /** 'morning' or 'afternoon', as customers are told. */
    arrival: text('arrival').notNull(),
    /** Postcode ranges served, e.g. '4000-4179 4500-4521'; empty = everywhere. */
    postcodes: text('postcodes').notNull().default(''),
  },
  (t) => [
    check('delivery_runs_cutoff_is_a_time', sql.raw(clockTime('cutoff'))),
    check('delivery_runs_lead_days', sql`${t.leadDays} between 0 and 14`),
  ],
);

/** When customers may collect at a warehouse's counter, and how long picking takes. */
export const pickUpHours = pgTable(
  'pick_up_hours',
  {
    warehouseId: integer('warehouse_id')
      .primaryKey()
      .references(() => warehouses.id),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
    days: integer('days').array().notNull(),
    readyMinutes: integer('ready_minutes').notNull(),
  },
  () => [check('pick_up_hours_are_times', sql.raw(`${clockTime('opens')} and ${clockTime('closes')}`))],
);

/** Days no run leaves, nothing is delivered and the counters are closed; the supplier keeps the list. */
export const publicHolidays = pgTable('public_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});
