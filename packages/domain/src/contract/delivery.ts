import { z } from 'zod';
import { queryId, text } from './common.ts';
import { CUSTOMER_SHIP_TYPES, isOptionId } from '../enums.ts';

/** `GET /api/cus/delivery-estimates?postcode=4000`: with a postcode, only the runs that deliver there. */
export const deliveryEstimatesQuery = z.object({
  postcode: text(4)
    .regex(/^\d{4}$/, 'must be a 4-digit Australian postcode')
    .transform(Number)
    .optional(),
});

/** When an order placed now at one warehouse arrives, or can be collected; null where there is no such service. */
export const warehouseEstimate = z.object({
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  /** The warehouse's IANA time zone: the shop words a countdown on the warehouse's wall clock. */
  time_zone: z.string(),
  delivery: z
    .object({
      run: z.string(),
      /** ISO instant of the cut-off. */
      cutoff_at: z.string(),
      minutes_left: z.number().int(),
      /** The promised delivery date, YYYY-MM-DD, in the warehouse's time zone. */
      delivery_date: z.string(),
      arrival: z.string(),
      /** 'Order in the next 1 h 20 min for delivery tomorrow morning' */
      message: z.string(),
    })
    .nullable(),
  pick_up: z
    .object({
      ready_at: z.string(),
      date: z.string(),
      time: z.string(),
      /** 'Ready for pick-up from 2 pm' */
      message: z.string(),
    })
    .nullable(),
});
export type WarehouseEstimate = z.infer<typeof warehouseEstimate>;

/** `GET /api/cus/delivery-promise?warehouse_id=1&ship_type=6&postcode=4000`: what checkout would promise now. */
export const deliveryPromiseQuery = z.object({
  warehouse_id: queryId,
  ship_type: z.coerce
    .number({ error: 'must be a ship type a customer may choose' })
    .refine((n) => isOptionId(CUSTOMER_SHIP_TYPES, n), 'must be a ship type a customer may choose'),
  postcode: deliveryEstimatesQuery.shape.postcode,
});

/** The promise an order placed now would keep; null where none can be made (no run, a staff-arranged ship type). */
export const deliveryPromise = z
  .object({
    /** YYYY-MM-DD, in the warehouse's time zone. */
    date: z.string(),
    /** 'Delivery Thursday 26 November 2026, morning' */
    text: z.string(),
  })
  .nullable();
export type DeliveryPromise = z.infer<typeof deliveryPromise>;
