import type { WarehouseEstimate } from '@tyreline/domain/contract/delivery';
import {
  deliveryMessage,
  nextDelivery,
  nextPickUp,
  parsePostcodeRanges,
  pickUpMessage,
  type DeliveryRun,
} from '@tyreline/domain/delivery';
import type { Db } from '../../db/client.ts';
import { createDeliveryRepository, type WarehouseServiceRow } from './delivery.repository.ts';

const toRun = (r: WarehouseServiceRow['runs'][number]): DeliveryRun => ({
  name: r.name,
  cutoff: r.cutoff,
  days: r.days,
  leadDays: r.lead_days,
  arrival: r.arrival,
  // Checked on the way in (delivery:import), so a stored range always reads.
  postcodes: parsePostcodeRanges(r.postcodes) ?? [],
});

/** When an order placed now arrives or can be collected, per warehouse; `now` is the clock (tests fix it). */
export function createDeliveryService(db: Db, now: () => Date = () => new Date()) {
  const repo = createDeliveryRepository(db);

  return {
    async estimates(departmentId: number, postcode?: number): Promise<WarehouseEstimate[]> {
      const clock = now();
      const warehouses = await repo.warehouses(departmentId);
      // The supplier's one list of holidays, from the day before today in UTC (no warehouse is behind that).
      const holidays = await repo.holidaysFrom(clock.toISOString().slice(0, 10));
      return warehouses.map((w) => {
        const calendar = { timeZone: w.time_zone, holidays };
        const delivery = nextDelivery(clock, w.runs.map(toRun), { ...calendar, postcode });
        const pickUp =
          w.pick_up && w.hours
            ? nextPickUp(clock, { ...w.hours, readyMinutes: w.hours.ready_minutes }, calendar)
            : null;
        return {
          warehouse_id: w.id,
          warehouse_name: w.name,
          delivery: delivery && {
            run: delivery.run,
            cutoff_at: delivery.cutoffAt.toISOString(),
            minutes_left: delivery.minutesLeft,
            delivery_date: delivery.deliveryDate,
            arrival: delivery.arrival,
            message: deliveryMessage(delivery, clock, w.time_zone),
          },
          pick_up: pickUp && {
            ready_at: pickUp.readyAt.toISOString(),
            date: pickUp.date,
            time: pickUp.time,
            message: pickUpMessage(pickUp, clock, w.time_zone),
          },
        };
      });
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
