import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';

export interface WarehouseServiceRow {
  id: number;
  name: string;
  time_zone: string;
  pick_up: boolean;
  runs: {
    name: string;
    cutoff: string;
    days: number[];
    lead_days: number;
    arrival: string;
    postcodes: string;
  }[];
  hours: { opens: string; closes: string; days: number[]; ready_minutes: number } | null;
}

/** The department's warehouses with their delivery runs and counter hours, by id (checkout says it inside its first statement). */
export const warehousesQuery = (departmentId: number) =>
  sql`select w.id, w.name, w.time_zone, w.pick_up,
             coalesce((select json_agg(json_build_object('name', r.name, 'cutoff', r.cutoff, 'days', r.days,
                          'lead_days', r.lead_days, 'arrival', r.arrival, 'postcodes', r.postcodes) order by r.cutoff)
                       from delivery_runs r where r.warehouse_id = w.id), '[]') as runs,
             (select json_build_object('opens', h.opens, 'closes', h.closes, 'days', h.days,
                                       'ready_minutes', h.ready_minutes)
              from pick_up_hours h where h.warehouse_id = w.id) as hours
      from warehouses w where w.department_id = ${departmentId} order by w.id`;

/** Public holidays from the day before `date` on (a few weeks are all a promise looks at), as `date` strings. */
export const holidaysQuery = (date: string) =>
  sql`select to_char(date, 'YYYY-MM-DD') as date from public_holidays
      where date >= ${date}::date - 1 and date < ${date}::date + 60`;

export function createDeliveryRepository(db: Db) {
  return {
    /** The department's warehouses with their delivery runs and counter hours, by id. */
    warehouses(departmentId: number) {
      return rows<WarehouseServiceRow>(db, warehousesQuery(departmentId));
    },

    /** Public holidays from a date on (a few weeks are all a promise looks at). */
    async holidaysFrom(date: string): Promise<Set<string>> {
      const found = await rows<{ date: string }>(db, holidaysQuery(date));
      return new Set(found.map((h) => h.date));
    },
  };
}
