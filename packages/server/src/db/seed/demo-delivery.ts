import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { deliveryRuns, pickUpHours, publicHolidays } from '../schema/delivery.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];

/** The demo warehouses' runs (Brisbane time; the two NSW ones keep Sydney time) and counter hours. */
const RUNS = [
  {
    warehouseId: 1,
    name: 'Brisbane metro same-day',
    cutoff: '10:30',
    leadDays: 0,
    arrival: 'afternoon',
    postcodes: '4000-4179',
  },
  {
    warehouseId: 1,
    name: 'Brisbane metro',
    cutoff: '15:00',
    leadDays: 1,
    arrival: 'morning',
    postcodes: '4000-4179 4500-4521',
  },
  {
    warehouseId: 2,
    name: 'Brisbane south and Logan',
    cutoff: '15:00',
    leadDays: 1,
    arrival: 'morning',
    postcodes: '4100-4133 4205-4207 4300-4306',
  },
  {
    warehouseId: 3,
    name: 'Darling Downs',
    cutoff: '14:00',
    leadDays: 1,
    arrival: 'morning',
    postcodes: '4350-4365 4400-4405',
  },
  {
    warehouseId: 4,
    name: 'Gold Coast',
    cutoff: '14:30',
    leadDays: 1,
    arrival: 'morning',
    postcodes: '4207-4230',
  },
  {
    warehouseId: 5,
    name: 'Tweed and Northern Rivers',
    cutoff: '14:00',
    leadDays: 1,
    arrival: 'afternoon',
    postcodes: '2484-2490 4224-4228',
  },
  {
    warehouseId: 6,
    name: 'Byron Shire',
    cutoff: '13:00',
    leadDays: 1,
    arrival: 'afternoon',
    postcodes: '2477-2483',
  },
];

/** National and Queensland / New South Wales public holidays, 2026–2027. */
const HOLIDAYS: [string, string][] = [
  ['2026-01-01', 'New Year’s Day'],
  ['2026-01-26', 'Australia Day'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-04', 'Easter Saturday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-04-25', 'Anzac Day'],
  ['2026-05-04', 'Labour Day (Qld)'],
  ['2026-10-05', 'King’s Birthday (Qld)'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-26', 'Boxing Day'],
  ['2026-12-28', 'Boxing Day (observed)'],
  ['2027-01-01', 'New Year’s Day'],
  ['2027-01-26', 'Australia Day'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-27', 'Easter Saturday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-04-26', 'Anzac Day (observed)'],
  ['2027-05-03', 'Labour Day (Qld)'],
  ['2027-10-04', 'King’s Birthday (Qld)'],
  ['2027-12-27', 'Christmas Day (observed)'],
  ['2027-12-28', 'Boxing Day (observed)'],
];

export async function seedDemoDelivery(db: Db): Promise<void> {
  await db.execute(sql`update warehouses set time_zone = 'Australia/Sydney' where id in (5, 6)`);
  await db.insert(deliveryRuns).values(RUNS.map((r) => ({ ...r, days: WEEKDAYS })));
  await db.insert(pickUpHours).values(
    [1, 2, 3, 4, 5, 6].map((warehouseId) => ({
      warehouseId,
      opens: '07:00',
      closes: '17:00',
      days: WEEKDAYS,
      readyMinutes: 60,
    })),
  );
  await db.insert(publicHolidays).values(HOLIDAYS.map(([date, name]) => ({ date, name })));
}
