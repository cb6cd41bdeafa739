import { sql } from 'drizzle-orm';
import type { BackorderCancelRequest, ShipmentRequest } from '@tyreline/domain/contract/shipments';
import { isPickUpShipType } from '@tyreline/domain/enums';
import { formatAud } from '@tyreline/domain/money';
import type { OrderStatus } from '@tyreline/domain/order-status';
import {
  afterShipment,
  backorderValueCents,
  checkShipment,
  describeItems,
  finishedShippingStatus,
  isShippableStatus,
  outstandingQty,
  outstandingUnits,
  shipmentNote,
  statusAfterShipment,
} from '@tyreline/domain/shipments';
import { inTransaction, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { describeStockChange } from '../catalogue/stock-ledger.repository.ts';
import { issueCreditNote } from './credit-notes.repository.ts';
import { queueBackorderCancelledMail, queueShipmentMail } from './order-mail.ts';
import {
  lockShippingOrder,
  recordShipment,
  shippingLines,
  type ShippingLine,
  type ShippingOrder,
} from './shipments.repository.ts';

export type ShipmentOutcome =
  | { kind: 'done'; status: OrderStatus }
  | { kind: 'not_found' }
  | { kind: 'stale'; status: OrderStatus }
  /** Not in a status this step is taken from: `expected` says which. */
  | { kind: 'wrong_status'; number: string; status: OrderStatus; expected: 'shippable' | 'backordered' }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> };

const snapshot = (order: ShippingOrder) => ({
  status: order.status,
  version: order.version,
  tracking_reference: order.tracking_reference,
});

async function addHistory(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  note: string,
  staffUserId: number,
): Promise<void> {
  await tx.execute(
    sql`insert into order_status_history (order_id, status, note, staff_user_id)
        values (${orderId}, ${status}, ${note}, ${staffUserId})`,
  );
}

const items = (lines: readonly (ShippingLine & { qty_now: number })[]) =>
  lines.filter((l) => l.qty_now > 0).map((l) => ({ qty: l.qty_now, name: l.name, sku: l.sku }));

/**
 * Partial dispatch and backorders (docs/product.md §25), from the back office: a shipment of some quantities
 * of an order being picked or on backorder, and the cancellation of what waits on backorder. Each names the
 * order's version the person saw, is one transaction with its history row, audit entry and the customer's
 * notice, and bumps the version.
 */
export function createShipments(db: Db, mail?: MailSettings) {
  /** Locks the order and checks it exists, is as the person saw it, and is in a status the step is taken from. */
  async function lockFor(
    tx: Db,
    orderId: number,
    version: number,
    expected: 'shippable' | 'backordered',
  ): Promise<ShippingOrder | Exclude<ShipmentOutcome, { kind: 'done' | 'invalid' }>> {
    const order = await lockShippingOrder(tx, orderId);
    if (!order) return { kind: 'not_found' };
    if (order.version !== version) return { kind: 'stale', status: order.status };
    const allowed =
      expected === 'shippable' ? isShippableStatus(order.status) : order.status === 'backordered';
    if (!allowed) return { kind: 'wrong_status', number: order.number, status: order.status, expected };
    return order;
  }

  return {
    /** Some quantities go now, with their carrier reference; the order is backordered while anything is left. */
    ship(orderId: number, request: ShipmentRequest, staffId: number): Promise<ShipmentOutcome> {
      return inTransaction(db, async (tx) => {
        const order = await lockFor(tx, orderId, request.version, 'shippable');
        if ('kind' in order) return order;
        const isPickUp = isPickUpShipType(order.ship_type);
        const tracking = request.tracking_reference || null;
        if (tracking && isPickUp) {
          return {
            kind: 'invalid',
            fieldErrors: { tracking_reference: ['A carrier reference goes with a dispatch, not a pick-up'] },
          };
        }
        const lines = await shippingLines(tx, order.id);
        const checked = checkShipment(lines, request.lines);
        if (!checked.ok) return { kind: 'invalid', fieldErrors: checked.fieldErrors };

        const seq = await recordShipment(
          tx,
          order.id,
          checked.lines.map((l) => ({ lineId: l.line.id, qty: l.qty })),
          tracking,
          staffId,
        );
        const after = afterShipment(lines, checked.lines);
        const status = statusAfterShipment(outstandingUnits(after), isPickUp);
        await tx.execute(
          sql`update orders set status = ${status}, version = version + 1, updated_at = now(),
              tracking_reference = coalesce(${tracking}, tracking_reference)
              where id = ${order.id}`,
        );
        const note = shipmentNote({ isPickUp, before: lines, shipped: checked.lines });
        await addHistory(
          tx,
          order.id,
          status,
          tracking ? `${note}. Carrier reference ${tracking}` : note,
          staffId,
        );
        if (mail) {
          await queueShipmentMail(tx, mail, order.id, {
            isPickUp,
            seq,
            trackingReference: tracking,
            sent: checked.lines.map((l) => ({ qty: l.qty, name: l.line.name, sku: l.line.sku })),
            backordered: items(after.map((l) => ({ ...l, qty_now: outstandingQty(l) }))),
          });
        }
        await audit(tx, {
          staffId,
          action: 'order.shipment',
          entityType: 'order',
          entityId: order.id,
          before: snapshot(order),
          after: {
            status,
            version: order.version + 1,
            tracking_reference: tracking ?? order.tracking_reference,
            shipment: seq,
            lines: checked.lines.map((l) => ({ line_no: l.line_no, sku: l.line.sku, qty: l.qty })),
            note,
          },
        });
        return { kind: 'done', status };
      });
    },

    /**
     * What waits on backorder is cancelled: back on the shelf it was taken from (a cancellation movement), each
     * line's cancelled quantity raised, a credit note for its value, and the order moves on to dispatched or ready
     * for pick-up, since everything else already went.
     */
    cancelBackorder(
      orderId: number,
      request: BackorderCancelRequest,
      staffId: number,
    ): Promise<ShipmentOutcome> {
      return inTransaction(db, async (tx) => {
        const order = await lockFor(tx, orderId, request.version, 'backordered');
        if ('kind' in order) return order;
        const reason = request.reason.trim();
        const lines = (await shippingLines(tx, order.id)).map((l) => ({ ...l, qty_now: outstandingQty(l) }));
        const cancelled = lines.filter((l) => l.qty_now > 0);
        const amountCents = backorderValueCents(lines);
        // A backordered order always has something outstanding; were it not so, there is nothing to undo.
        if (cancelled.length === 0)
          return {
            kind: 'wrong_status',
            number: order.number,
            status: order.status,
            expected: 'backordered',
          };

        // Product order, like checkout and a whole cancellation, so concurrent writers lock shelves alike.
        const byProduct = new Map<number, number>();
        for (const l of cancelled)
          byProduct.set(l.product_id, (byProduct.get(l.product_id) ?? 0) + l.qty_now);
        const shelves = [...byProduct].sort(([a], [b]) => a - b);
        await describeStockChange(tx, {
          kind: 'cancellation',
          reference: order.number,
          orderId: order.id,
          staffUserId: staffId,
          reason: `Backorder cancelled: ${reason}`,
        });
        await tx.execute(
          sql`insert into stock (product_id, warehouse_id, quantity)
              values ${sql.join(
                shelves.map(
                  ([productId, qty]) => sql`(${productId}::int, ${order.warehouse_id}::int, ${qty}::int)`,
                ),
                sql`, `,
              )}
              on conflict (product_id, warehouse_id) do update set quantity = stock.quantity + excluded.quantity`,
        );
        await tx.execute(
          sql`update order_lines l set qty_cancelled = l.qty_cancelled + v.qty
              from (values ${sql.join(
                cancelled.map((l) => sql`(${l.id}::int, ${l.qty_now}::int)`),
                sql`, `,
              )}) as v(id, qty)
              where l.id = v.id`,
        );
        const note =
          amountCents === 0
            ? null
            : await issueCreditNote(tx, {
                accountId: order.account_id,
                orderId: order.id,
                source: 'backorder',
                sourceReference: order.number,
                amountCents,
                reason,
                staffUserId: staffId,
              });
        const status = finishedShippingStatus(isPickUpShipType(order.ship_type));
        await tx.execute(
          sql`update orders set status = ${status}, version = version + 1, updated_at = now()
              where id = ${order.id}`,
        );
        const what = describeItems(items(cancelled));
        const credit = note ? ` Credit note ${note.number} of ${formatAud(amountCents)}.` : '';
        const history = `Backorder cancelled: ${what}.${credit} Reason: ${reason}`;
        await addHistory(tx, order.id, status, history, staffId);
        if (mail) {
          await queueBackorderCancelledMail(tx, mail, order.id, {
            items: items(cancelled),
            reason,
            creditNote: note?.number ?? null,
            amountCents,
          });
        }
        await audit(tx, {
          staffId,
          action: 'order.backorder_cancel',
          entityType: 'order',
          entityId: order.id,
          before: snapshot(order),
          after: {
            status,
            version: order.version + 1,
            tracking_reference: order.tracking_reference,
            credit_note: note?.number ?? null,
            lines: cancelled.map((l) => ({ line_no: l.line_no, sku: l.sku, qty: l.qty_now })),
            note: reason,
          },
        });
        return { kind: 'done', status };
      });
    },
  };
}
