import { sql } from 'drizzle-orm';
import { documentIdOf } from '@tyreline/domain/document-number';
import { isPickUpShipType } from '@tyreline/domain/enums';
import {
  ORDER_STATUS_LABELS,
  canTransition,
  nextStatuses,
  type OrderStatus,
} from '@tyreline/domain/order-status';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { describeStockChange } from '../catalogue/stock-ledger.repository.ts';
import { staffWarehouseFilter, type WarehouseLimited } from '../staff/staff-warehouse-guard.ts';
import { issueCreditNote } from './credit-notes.repository.ts';
import { queueOrderStatusMail } from './order-mail.ts';
import { recordShipmentOfOutstanding, setLastShipmentReference } from './shipments.repository.ts';

interface LockedOrder {
  id: number;
  number: string;
  account_id: number;
  status: OrderStatus;
  ship_type: number;
  warehouse_id: number;
  total_cents: number;
  version: number;
  tracking_reference: string | null;
}

/** A change made by a staff member in the back office: checked against the version they saw, and audited. */
export interface StaffEdit {
  staffId: number;
  version: number;
  /** The carrier's reference, recorded with a dispatch. */
  trackingReference?: string | undefined;
  /** The warehouses they work for (empty: every one); another warehouse's order is not found (decision 0052). */
  warehouseIds?: readonly number[];
}

export type FulfilmentOutcome =
  | { kind: 'done'; id: number; number: string; status: OrderStatus; version: number }
  | { kind: 'not_found' }
  | { kind: 'stale'; id: number; number: string; status: OrderStatus; version: number }
  | { kind: 'illegal_transition'; number: string; from: OrderStatus; to: OrderStatus; allowed: OrderStatus[] }
  | { kind: 'not_trackable'; number: string; status: OrderStatus };

/** The order an operator names: SO-000123, so-123 or the bare id 123. */
export function orderIdOf(reference: string): number | undefined {
  return documentIdOf('SO', reference);
}

async function lockOrder(
  tx: Db,
  reference: string,
  staff: WarehouseLimited = { warehouseIds: [] },
): Promise<LockedOrder | undefined> {
  const id = orderIdOf(reference);
  if (id === undefined) return undefined;
  const [order] = await rows<LockedOrder>(
    tx,
    sql`select id, number, account_id, status, ship_type, warehouse_id, total_cents, version, tracking_reference
        from orders where id = ${id} and ${staffWarehouseFilter(staff, sql`warehouse_id`)}
        for no key update`,
  );
  return order;
}

/** Puts a cancelled order's quantities back on the shelf it came from, in product order like checkout. */
async function restock(
  tx: Db,
  order: LockedOrder,
  staffId: number | undefined,
  note?: string,
): Promise<void> {
  const lines = await rows<{ product_id: number; qty: number }>(
    tx,
    sql`select product_id, sum(qty)::int as qty from order_lines where order_id = ${order.id}
        group by product_id order by product_id`,
  );
  const values = sql.join(
    lines.map((l) => sql`(${l.product_id}::int, ${order.warehouse_id}::int, ${l.qty}::int)`),
    sql`, `,
  );
  await describeStockChange(tx, {
    kind: 'cancellation',
    orderId: order.id,
    staffUserId: staffId ?? null,
    reason: note?.trim() ?? '',
  });
  await tx.execute(
    sql`insert into stock (product_id, warehouse_id, quantity) values ${values}
        on conflict (product_id, warehouse_id) do update set quantity = stock.quantity + excluded.quantity`,
  );
}

/** A dated history row; `staffId` names the member of staff who made the change (null: the operator tool). */
async function addHistory(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  note: string | null,
  staffId: number | null = null,
): Promise<void> {
  await tx.execute(
    sql`insert into order_status_history (order_id, status, note, staff_user_id)
        values (${orderId}, ${status}, ${note}, ${staffId})`,
  );
}

const snapshot = (order: Pick<LockedOrder, 'status' | 'version' | 'tracking_reference'>) => ({
  status: order.status,
  version: order.version,
  tracking_reference: order.tracking_reference,
});

/**
 * Staff moving orders along the status flow of docs/product.md §14, from the operator tool or the back office; every change
 * is a dated history row and bumps the order's version. A back-office change (`by`) must name the version it
 * saw and is audited in the same transaction. With `mail`, the customer's notice of a dispatch, a pick-up
 * ready or a cancellation is queued in that transaction too.
 */
export function createFulfilment(db: Db, mail?: MailSettings) {
  return {
    /** Moves an order to its next status; cancelling puts the stock back and credits the invoice. */
    advance(reference: string, to: OrderStatus, note?: string, by?: StaffEdit): Promise<FulfilmentOutcome> {
      return inTransaction(db, async (tx) => {
        const order = await lockOrder(tx, reference, { warehouseIds: by?.warehouseIds ?? [] });
        if (!order) return { kind: 'not_found' };
        const { id, number, status, version } = order;
        if (by && by.version !== version) return { kind: 'stale', id, number, status, version };
        const tracking = by?.trackingReference || null;
        const isPickUp = isPickUpShipType(order.ship_type);
        if (!canTransition(order.status, to, isPickUp)) {
          const allowed = nextStatuses(order.status, isPickUp);
          return { kind: 'illegal_transition', number: order.number, from: order.status, to, allowed };
        }
        await tx.execute(
          sql`update orders set status = ${to}, version = version + 1, updated_at = now(),
              tracking_reference = coalesce(${tracking}, tracking_reference)
              where id = ${order.id}`,
        );
        if (to === 'cancelled') await restock(tx, order, by?.staffId, note);
        if (to === 'dispatched' || to === 'ready_for_pickup')
          await recordShipmentOfOutstanding(tx, order.id, tracking, by?.staffId ?? null);
        if (to === 'cancelled' && order.total_cents > 0) {
          await issueCreditNote(tx, {
            accountId: order.account_id,
            orderId: order.id,
            source: 'cancellation',
            sourceReference: order.number,
            amountCents: order.total_cents,
            reason: note ?? '',
            staffUserId: by?.staffId ?? null,
          });
        }
        const staffId = by?.staffId ?? null;
        await addHistory(tx, order.id, to, note?.trim() || ORDER_STATUS_LABELS[to], staffId);
        if (tracking) await addHistory(tx, order.id, to, `Tracking reference ${tracking}`, staffId);
        if (mail) await queueOrderStatusMail(tx, mail, order.id, to, note?.trim() || null);
        const after = {
          status: to,
          version: version + 1,
          tracking_reference: tracking ?? order.tracking_reference,
        };
        if (by) {
          await audit(tx, {
            staffId: by.staffId,
            action: to === 'cancelled' ? 'order.cancel' : 'order.transition',
            entityType: 'order',
            entityId: id,
            before: snapshot(order),
            after: { ...after, ...(note?.trim() ? { note: note.trim() } : {}) },
          });
        }
        return { kind: 'done', id, number, status: to, version: version + 1 };
      });
    },

    /** Records the carrier's reference of a dispatched delivery; the customer sees it on the order. */
    track(reference: string, trackingReference: string): Promise<FulfilmentOutcome> {
      return inTransaction(db, async (tx) => {
        const order = await lockOrder(tx, reference);
        if (!order) return { kind: 'not_found' };
        if (order.status !== 'dispatched' && order.status !== 'delivered') {
          return { kind: 'not_trackable', number: order.number, status: order.status };
        }
        await tx.execute(
          sql`update orders set tracking_reference = ${trackingReference}, version = version + 1, updated_at = now()
              where id = ${order.id}`,
        );
        await addHistory(tx, order.id, order.status, `Tracking reference ${trackingReference}`);
        await setLastShipmentReference(tx, order.id, trackingReference);
        return {
          kind: 'done',
          id: order.id,
          number: order.number,
          status: order.status,
          version: order.version + 1,
        };
      });
    },
  };
}
