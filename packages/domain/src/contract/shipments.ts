import { z } from 'zod';
import { id, requiredText, text } from './common.ts';

/** At most this many lines in one shipment request (an order has at most 100). */
const MAX_SHIPMENT_LINES = 100;

/**
 * `POST /api/staff/orders/:id/shipments` (docs/product.md §25): some quantities of the order's lines go out now,
 * with the carrier's reference; what is left waits on backorder. `version` is the one the person saw.
 */
export const shipmentRequest = z.object({
  version: id('Version'),
  lines: z
    .array(
      z.object({
        line_no: id('Line'),
        qty: z
          .number({ error: 'Quantity is required' })
          .int('Quantity must be a whole number')
          .min(0, 'Quantity must be 0 or more')
          .max(9_999, 'Quantity must be at most 9999'),
      }),
      { error: 'Choose what to send' },
    )
    .min(1, 'Choose what to send')
    .max(MAX_SHIPMENT_LINES, `At most ${MAX_SHIPMENT_LINES} lines`),
  /** The carrier's reference of this shipment (deliveries only). */
  tracking_reference: text(100).trim().optional(),
});
export type ShipmentRequest = z.infer<typeof shipmentRequest>;

/** `POST /api/staff/orders/:id/backorder/cancel`: what waits on backorder is restocked and credited. */
export const backorderCancelRequest = z.object({
  version: id('Version'),
  reason: requiredText('Reason', 500),
});
export type BackorderCancelRequest = z.infer<typeof backorderCancelRequest>;

/** One dispatch (or hand-over at the counter) of an order: when, its carrier reference and what went. */
export const orderShipment = z.object({
  seq: z.number().int(),
  at: z.string(),
  tracking_reference: z.string().nullable(),
  lines: z.array(
    z.object({
      line_no: z.number().int(),
      sku: z.string(),
      name: z.string(),
      qty: z.number().int(),
    }),
  ),
});
export type OrderShipment = z.infer<typeof orderShipment>;

/**
 * What an order line says of its shipping: units that went, units waiting on backorder (after a partial
 * dispatch), units cancelled from backorder. Absent in an answer kept from before shipments were recorded.
 */
export const lineShipping = {
  line_no: z.number().int().optional(),
  qty_shipped: z.number().int().optional(),
  qty_backordered: z.number().int().optional(),
  qty_cancelled: z.number().int().optional(),
};
