/**
 * The steps of a staff order edit (`order-edits.service.ts`), each inside the edit's transaction: what it locks
 * and reads, and what it writes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import type { OrderEditRequest } from '@tyreline/domain/contract/order-edits';
import { lineTotal, summarize, type Cents } from '@tyreline/domain/money';
import type { EditLine, LineChange } from '@tyreline/domain/order-edits';
import type { OrderStatus } from '@tyreline/domain/order-status';
import { rows, sqlList, type Db } from '../../db/client.ts';
import { auditInsert } from '../../lib/audit.ts';
import { stockChangeSource } from '../catalogue/stock-ledger.repository.ts';
import {
  accountPricesQuery,
  chargedCents,
  toAccountPrices,
  type PriceRow,
} from '../pricing/price-list.repository.ts';
import type { Refusal } from './checkout.service.ts';
import { takeStock, type PricedLine } from './checkout-steps.ts';
import { orderSearchText } from './orders.repository.ts';

export interface LockedOrder {
  id: number;
  number: string;
  account_id: number;
  status: OrderStatus;
  warehouse_id: number;
  warehouse_name: string;
  customer_reference: string | null;
  delivery_fee_cents: number;
  total_cents: number;
  version: number;
}

export interface HeldLine extends EditLine {
  id: number;
  line_no: number;
}

export type OrderEditOutcome =
  | {
      kind: 'done';
      order: StaffOrder;
      summary: string;
      totalChangeCents: Cents;
      creditNote: string | null;
    }
  | { kind: 'not_found' }
  | { kind: 'stale'; status: OrderStatus }
  | { kind: 'not_editable'; number: string; status: OrderStatus }
  | { kind: 'refused'; refusal: Refusal };

/** Thrown inside the transaction so everything rolls back; a dry run leaves by it too, with its answer. */
export class Leave extends Error {
  constructor(readonly outcome: OrderEditOutcome) {
    super(outcome.kind);
  }
}

export const refuse = (refusal: Refusal): never => {
  throw new Leave({ kind: 'refused', refusal });
};

/** The lines as the audit log keeps them. */
const auditLines = (lines: readonly EditLine[]) =>
  lines.map((l) => ({
    product_id: l.product_id,
    sku: l.sku,
    qty: l.qty,
    unit_price_cents: l.unit_price_cents,
  }));

/** Locks the order and reads its lines, in one statement. */
export async function lockOrder(
  tx: Db,
  id: number,
): Promise<(LockedOrder & { lines: HeldLine[] }) | undefined> {
  const [order] = await rows<LockedOrder & { lines: HeldLine[] }>(
    tx,
    sql`select o.id, o.number, o.account_id, o.status, o.warehouse_id, w.name as warehouse_name,
               o.customer_reference, o.delivery_fee_cents, o.total_cents, o.version,
               (select coalesce(json_agg(json_build_object(
                         'id', l.id, 'line_no', l.line_no, 'product_id', l.product_id, 'sku', l.sku,
                         'name', l.name, 'unit_price_cents', l.unit_price_cents, 'qty', l.qty)
                       order by l.line_no), '[]')
                from order_lines l where l.order_id = o.id) as lines
        from orders o join warehouses w on w.id = o.warehouse_id
        where o.id = ${id} for no key update of o`,
  );
  return order;
}

/** Products added by the edit, each priced at the account's price now, as checkout prices a line. */
export async function priceAdded(
  tx: Db,
  order: LockedOrder,
  held: readonly HeldLine[],
  wanted: OrderEditRequest['lines'],
): Promise<Map<number, EditLine>> {
  const holds = new Set(held.map((l) => l.product_id));
  const ids = [...new Set(wanted.map((l) => l.product_id).filter((id) => !holds.has(id)))];
  if (ids.length === 0) return new Map();
  const found = await rows<PriceRow>(tx, accountPricesQuery(order.account_id, ids));
  const prices = toAccountPrices(found);
  const added = new Map<number, EditLine>();
  for (const row of found) {
    added.set(row.product_id, {
      product_id: row.product_id,
      sku: row.sku,
      name: row.name,
      unit_price_cents: chargedCents(prices.get(row.product_id)!),
      qty: 0,
    });
  }
  const errors: Record<string, string[]> = {};
  wanted.forEach((line, index) => {
    if (!holds.has(line.product_id) && !added.has(line.product_id))
      errors[`lines.${index}.product_id`] = ['This product is not available to this account'];
  });
  if (Object.keys(errors).length > 0) refuse({ kind: 'invalid', fieldErrors: errors });
  return added;
}

/**
 * Moves the stock to match: more taken from the order's warehouse as a `sale` (refused with checkout's
 * short lines when the shelf cannot give it), less given back as a `cancellation`. Every shelf the edit
 * touches is locked first, in product order like checkout, so an edit and a checkout never deadlock.
 */
export async function moveStock(
  tx: Db,
  order: LockedOrder,
  changes: readonly LineChange[],
  who: { staffId: number; reason: string },
): Promise<void> {
  const more = changes.filter((c) => c.to > c.from);
  const less = changes.filter((c) => c.to < c.from);
  const change = { orderId: order.id, reference: order.number, staffUserId: who.staffId, reason: who.reason };
  if (more.length > 0 && less.length > 0) {
    await tx.execute(
      sql`select 1 from stock where warehouse_id = ${order.warehouse_id}
          and product_id in (${sqlList(changes.map((c) => c.product_id))})
          order by product_id for no key update`,
    );
  }
  if (more.length > 0) {
    const lines: PricedLine[] = more.map((c) => ({
      productId: c.product_id,
      sku: c.sku,
      name: c.name,
      unitPriceCents: c.unit_price_cents,
      qty: c.to - c.from,
      lineTotalCents: lineTotal(c.unit_price_cents, c.to - c.from),
    }));
    const short = await takeStock(tx, order.warehouse_id, lines, { kind: 'sale', ...change });
    if (short.length > 0)
      refuse({ kind: 'insufficient_stock', warehouseName: order.warehouse_name, lines: short });
  }
  if (less.length > 0) {
    const values = sql.join(
      less.map((c) => sql`(${c.product_id}::int, ${order.warehouse_id}::int, ${c.from - c.to}::int)`),
      sql`, `,
    );
    // What the change is, said inside the statement (no round trip of its own), as checkout's takeStock does.
    await tx.execute(
      sql`insert into stock (product_id, warehouse_id, quantity)
          select v.product_id, v.warehouse_id, v.qty
          from (values ${values}) as v(product_id, warehouse_id, qty),
               ${stockChangeSource({ kind: 'cancellation', ...change })}
          on conflict (product_id, warehouse_id) do update set quantity = stock.quantity + excluded.quantity`,
    );
  }
}

/**
 * The order's lines written as they are after the edit, in one statement: changed in place (the price charged at
 * checkout kept), removed, and added after the last line number.
 */
export async function writeLines(
  tx: Db,
  order: LockedOrder,
  held: readonly HeldLine[],
  changes: readonly LineChange[],
) {
  const byProduct = new Map(held.map((l) => [l.product_id, l]));
  const changed = changes.filter((c) => byProduct.has(c.product_id) && c.to > 0);
  const removed = changes.filter((c) => c.to === 0).map((c) => byProduct.get(c.product_id)!.id);
  const added = changes.filter((c) => !byProduct.has(c.product_id));
  let lineNo = Math.max(0, ...held.map((l) => l.line_no));
  const parts: SQL[] = [];
  if (changed.length > 0) {
    const values = sql.join(
      changed.map((c) => sql`(${byProduct.get(c.product_id)!.id}::int, ${c.to}::int)`),
      sql`, `,
    );
    parts.push(
      sql`changed as (update order_lines l set qty = v.qty, line_total_cents = l.unit_price_cents * v.qty
                      from (values ${values}) as v(id, qty) where l.id = v.id)`,
    );
  }
  if (removed.length > 0)
    parts.push(sql`removed as (delete from order_lines where id in (${sqlList(removed)}))`);
  if (added.length > 0) {
    const values = sql.join(
      added.map(
        (c) =>
          sql`(${order.id}::int, ${++lineNo}::int, ${c.product_id}::int, ${c.sku}, ${c.name},
               ${c.unit_price_cents}::int, ${c.to}::int, ${lineTotal(c.unit_price_cents, c.to)}::int)`,
      ),
      sql`, `,
    );
    parts.push(
      sql`added as (insert into order_lines (order_id, line_no, product_id, sku, name, unit_price_cents, qty,
                                             line_total_cents) values ${values})`,
    );
  }
  if (parts.length > 0) await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

/**
 * The order's row after the edit (totals, search text, version), its history line and the audit line, in one
 * statement.
 */
export async function writeOrder(
  tx: Db,
  order: LockedOrder,
  edit: {
    held: readonly EditLine[];
    after: readonly EditLine[];
    money: ReturnType<typeof summarize>;
    summary: string;
    reason: string;
    staffId: number;
  },
) {
  const { held, after, money, summary, reason, staffId } = edit;
  await tx.execute(
    sql`with history as (
          insert into order_status_history (order_id, status, note, staff_user_id)
          values (${order.id}, ${order.status}, ${reason ? `${summary} (${reason})` : summary}, ${staffId})
        ), audited as (
          ${auditInsert({
            staffId,
            action: 'order.edit',
            entityType: 'order',
            entityId: order.id,
            before: { version: order.version, total_cents: order.total_cents, lines: auditLines(held) },
            after: {
              version: order.version + 1,
              total_cents: money.total,
              lines: auditLines(after),
              ...(reason ? { reason } : {}),
            },
          })}
        )
        update orders set subtotal_cents = ${money.subtotal}, gst_cents = ${money.gst},
          delivery_fee_cents = ${money.delivery}, total_cents = ${money.total},
          line_count = ${after.length},
          search_text = ${orderSearchText(order.number, order.customer_reference, after)},
          version = version + 1, updated_at = now()
        where id = ${order.id}`,
  );
}
