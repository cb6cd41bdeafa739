import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@tyreline/domain/order-status';
import { outstandingQty } from '@tyreline/domain/shipments';
import { rows, type Db } from '../../db/client.ts';

/** An order as shipping needs it, read under the order's row lock. */
export interface ShippingOrder {
  id: number;
  number: string;
  account_id: number;
  status: OrderStatus;
  ship_type: number;
  warehouse_id: number;
  version: number;
  tracking_reference: string | null;
}

/** An order line with what went and what was cancelled from backorder. */
export interface ShippingLine {
  id: number;
  line_no: number;
  product_id: number;
  sku: string;
  name: string;
  unit_price_cents: number;
  qty: number;
  qty_shipped: number;
  qty_cancelled: number;
}

/** Locks the order (like every status move) so two shipments of one order take turns. */
export async function lockShippingOrder(tx: Db, orderId: number): Promise<ShippingOrder | undefined> {
  const [order] = await rows<ShippingOrder>(
    tx,
    sql`select id, number, account_id, status, ship_type, warehouse_id, version, tracking_reference
        from orders where id = ${orderId} for no key update`,
  );
  return order;
}

export function shippingLines(tx: Db, orderId: number): Promise<ShippingLine[]> {
  return rows<ShippingLine>(
    tx,
    sql`select l.id, l.line_no, l.product_id, l.sku, l.name, l.unit_price_cents, l.qty, l.qty_cancelled,
               coalesce((select sum(sl.qty) from order_shipment_lines sl where sl.order_line_id = l.id), 0)::int
                 as qty_shipped
        from order_lines l where l.order_id = ${orderId} order by l.line_no`,
  );
}

/**
 * Records a shipment of the order (its next number) with what went, each `{ lineId, qty }` positive, and answers
 * its number. The caller holds the order's lock and has checked the quantities.
 */
export async function recordShipment(
  tx: Db,
  orderId: number,
  lines: readonly { lineId: number; qty: number }[],
  trackingReference: string | null,
  staffUserId: number | null,
): Promise<number> {
  const values = sql.join(
    lines.map((l) => sql`(${l.lineId}::int, ${l.qty}::int)`),
    sql`, `,
  );
  const [shipment] = await rows<{ seq: number }>(
    tx,
    sql`with shipment as (
          insert into order_shipments (order_id, seq, tracking_reference, staff_user_id)
          select ${orderId}, coalesce(max(seq), 0) + 1, ${trackingReference}, ${staffUserId}
          from order_shipments where order_id = ${orderId}
          returning id, seq),
        sent as (
          insert into order_shipment_lines (shipment_id, order_line_id, qty)
          select shipment.id, v.line_id, v.qty from shipment, (values ${values}) as v(line_id, qty))
        select seq from shipment`,
  );
  return shipment!.seq;
}

/**
 * The whole-order move to dispatched or ready for pick-up: everything still outstanding goes as one shipment, so
 * every order shows what went when. Nothing outstanding (all already sent or cancelled) records nothing.
 */
export async function recordShipmentOfOutstanding(
  tx: Db,
  orderId: number,
  trackingReference: string | null,
  staffUserId: number | null,
): Promise<void> {
  const outstanding = (await shippingLines(tx, orderId))
    .map((line) => ({ lineId: line.id, qty: outstandingQty(line) }))
    .filter((line) => line.qty > 0);
  if (outstanding.length > 0) await recordShipment(tx, orderId, outstanding, trackingReference, staffUserId);
}

/** A carrier reference recorded after the move (the operator tool's `order:track`) belongs to the last shipment. */
export async function setLastShipmentReference(
  tx: Db,
  orderId: number,
  trackingReference: string,
): Promise<void> {
  await tx.execute(
    sql`update order_shipments set tracking_reference = ${trackingReference}
        where order_id = ${orderId} and seq = (select max(seq) from order_shipments where order_id = ${orderId})`,
  );
}
