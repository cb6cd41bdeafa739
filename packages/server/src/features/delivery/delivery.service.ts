import type { WarehouseEstimate } from '@tyreline/domain/contract/delivery';
import {
  deliveryMessage,
  nextDelivery,
  nextPickUp,
  parsePostcodeRanges,
  pickUpMessage,
  promiseWording,
  type DeliveryRun,
} from '@tyreline/domain/delivery';
import { isPickUpShipType } from '@tyreline/domain/enums';
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

/** The runs a ship type may use: Morning and Afternoon Delivery only runs arriving then; staff-arranged ones none. */
const RUNS_FOR_SHIP_TYPE: Record<number, (run: DeliveryRun) => boolean> = {
  1: () => true,
  6: (run) => run.arrival === 'morning',
  7: (run) => run.arrival === 'afternoon',
};

/** The first day whose holidays a promise made at `clock` looks at: the day before today in UTC (no warehouse is behind that). */
export const holidaysFromDay = (clock: Date) => clock.toISOString().slice(0, 10);

/** What a promise is made from: the department's warehouses (with runs and hours) and the holidays around now. */
export interface PromiseFacts {
  warehouses: WarehouseServiceRow[];
  holidays: Set<string>;
}

/**
 * The promise an order placed at `clock` keeps: its date and the words for it, for the warehouse and ship type
 * (and the delivery postcode); null where none can be made (no run there, a staff-arranged ship type).
 * Checkout reads the facts inside its own first statement and calls this directly.
 */
export function orderPromise(
  clock: Date,
  facts: PromiseFacts,
  order: { warehouseId: number; shipType: number; postcode?: string | undefined },
): { date: string; text: string } | null {
  const warehouse = facts.warehouses.find((w) => w.id === order.warehouseId);
  if (!warehouse) return null;
  const calendar = { timeZone: warehouse.time_zone, holidays: facts.holidays };
  if (isPickUpShipType(order.shipType)) {
    const hours = warehouse.hours;
    const ready = hours && nextPickUp(clock, { ...hours, readyMinutes: hours.ready_minutes }, calendar);
    return ready ? { date: ready.date, text: promiseWording.pickUp(ready) } : null;
  }
  const usable = RUNS_FOR_SHIP_TYPE[order.shipType];
  if (!usable) return null;
  const postcode = order.postcode && /^\d{4}$/.test(order.postcode) ? Number(order.postcode) : undefined;
  const delivery = nextDelivery(clock, warehouse.runs.map(toRun).filter(usable), { ...calendar, postcode });
  return delivery ? { date: delivery.deliveryDate, text: promiseWording.delivery(delivery) } : null;
}

/** When an order placed now arrives or can be collected, per warehouse; `now` is the clock (tests fix it). */
export function createDeliveryService(db: Db, now: () => Date = () => new Date()) {
  const repo = createDeliveryRepository(db);
  const holidaysAround = (clock: Date) => repo.holidaysFrom(holidaysFromDay(clock));

  return {
    /** The promise an order placed now keeps (`orderPromise`), with its facts read for it. */
    async promise(
      departmentId: number,
      order: { warehouseId: number; shipType: number; postcode?: string },
    ): Promise<{ date: string; text: string } | null> {
      const clock = now();
      const warehouses = await repo.warehouses(departmentId);
      if (!warehouses.some((w) => w.id === order.warehouseId)) return null;
      return orderPromise(clock, { warehouses, holidays: await holidaysAround(clock) }, order);
    },

    async estimates(departmentId: number, postcode?: number): Promise<WarehouseEstimate[]> {
      const clock = now();
      const warehouses = await repo.warehouses(departmentId);
      const holidays = await holidaysAround(clock);
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
          time_zone: w.time_zone,
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
