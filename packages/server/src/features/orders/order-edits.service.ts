import { sql, type SQL } from 'drizzle-orm';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import type { OrderEditRequest } from '@tyreline/domain/contract/order-edits';
import { MAX_AMOUNT_CENTS, formatAud, lineTotal, summarize, type Cents } from '@tyreline/domain/money';
import {
  isOrderEditable,
  linesAfter,
  orderEditSummary,
  orderLineChanges,
  type EditLine,
  type LineChange,
} from '@tyreline/domain/order-edits';
import type { OrderStatus } from '@tyreline/domain/order-status';
import { inTransaction, rows, sqlList, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { stockChangeSource } from '../catalogue/stock-ledger.repository.ts';
import {
  accountPricesQuery,
  chargedCents,
  toAccountPrices,
  type PriceRow,
} from '../pricing/price-list.repository.ts';
import type { Refusal } from './checkout.service.ts';
import { lockCreditPosition, takeStock, type PricedLine } from './checkout-steps.ts';
import { issueCreditNote } from './credit-notes.repository.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { orderSearchText } from './orders.repository.ts';
import { createStaffOrdersRepository } from './staff-orders.repository.ts';

interface LockedOrder {
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

interface HeldLine extends EditLine {
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
class Leave extends Error {
  constructor(readonly outcome: OrderEditOutcome) {
    super(outcome.kind);
  }
}

const refuse = (refusal: Refusal): never => {
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

async function lockOrder(tx: Db, id: number): Promise<LockedOrder | undefined> {
  const [order] = await rows<LockedOrder>(
    tx,
    sql`select o.id, o.number, o.account_id, o.status, o.warehouse_id, w.name as warehouse_name,
               o.customer_reference, o.delivery_fee_cents, o.total_cents, o.version
        from orders o join warehouses w on w.id = o.warehouse_id
        where o.id = ${id} for no key update of o`,
  );
  return order;
}

/** Products added by the edit, each priced at the account's price now, as checkout prices a line. */
async function priceAdded(
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
async function moveStock(
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
async function writeLines(
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
 * Staff changing an order's lines before picking (docs/product.md §24), in one transaction: the lines, the
 * totals and what the order's search reads; the stock moved to match; the difference invoiced or credited;
 * the version bumped; a line in the history the customer sees; the audit log. An added product is priced at
 * the account's price now, stock and credit are checked as at checkout, and a refusal writes nothing.
 */
export function createOrderEdits(db: Db) {
  return {
    async edit(orderId: number, request: OrderEditRequest, staffId: number): Promise<OrderEditOutcome> {
      try {
        return await inTransaction(db, async (tx) => {
          const order = await lockOrder(tx, orderId);
          if (!order) return { kind: 'not_found' };
          if (order.version !== request.version) return { kind: 'stale', status: order.status };
          if (!isOrderEditable(order.status))
            return { kind: 'not_editable', number: order.number, status: order.status };

          const held = await rows<HeldLine>(
            tx,
            sql`select id, line_no, product_id, sku, name, unit_price_cents, qty
                from order_lines where order_id = ${order.id} order by line_no`,
          );
          const added = await priceAdded(tx, order, held, request.lines);
          const changes = orderLineChanges(held, request.lines, added);
          if (changes.length === 0 && !request.dry_run)
            refuse({
              kind: 'invalid',
              fieldErrors: { lines: ['These are the order’s lines already: there is nothing to change'] },
            });
          const after = linesAfter(held, changes);
          const money = summarize(
            after.reduce((sum, l) => sum + lineTotal(l.unit_price_cents, l.qty), 0),
            order.delivery_fee_cents,
          );
          const change = money.total - order.total_cents;
          const reason = request.reason?.trim() ?? '';

          // As at checkout: a short line first, then the amount bound, then the credit limit.
          const credit = change > 0 ? await lockCreditPosition(tx, order.account_id) : undefined;
          await moveStock(tx, order, changes, { staffId, reason });
          if (money.total > MAX_AMOUNT_CENTS)
            refuse({
              kind: 'invalid',
              fieldErrors: {
                lines: [
                  `An order can total at most ${formatAud(MAX_AMOUNT_CENTS)}; this one would come to ${formatAud(money.total)}.`,
                ],
              },
            });
          if (credit && credit.balanceCents + change > credit.limitCents)
            refuse({ kind: 'over_credit_limit', ...credit, orderCents: change });

          await writeLines(tx, order, held, changes);
          await tx.execute(
            sql`update orders set subtotal_cents = ${money.subtotal}, gst_cents = ${money.gst},
                  delivery_fee_cents = ${money.delivery}, total_cents = ${money.total},
                  line_count = ${after.length},
                  search_text = ${orderSearchText(order.number, order.customer_reference, after)},
                  version = version + 1, updated_at = now()
                where id = ${order.id}`,
          );
          // A dry run writes no money: a credit note's number, once drawn, is never given back.
          let creditNote: string | null = null;
          if (request.dry_run) creditNote = null;
          else if (change > 0)
            await createLedgerRepository(tx).record({
              accountId: order.account_id,
              kind: 'invoice',
              amountCents: change,
              orderId: order.id,
              reference: order.number,
            });
          else if (change < 0)
            creditNote = (
              await issueCreditNote(tx, {
                accountId: order.account_id,
                orderId: order.id,
                source: 'edit',
                sourceReference: order.number,
                amountCents: -change,
                reason,
                staffUserId: staffId,
              })
            ).number;
          const summary = orderEditSummary(changes);
          await tx.execute(
            sql`insert into order_status_history (order_id, status, note, staff_user_id)
                values (${order.id}, ${order.status}, ${reason ? `${summary} (${reason})` : summary}, ${staffId})`,
          );
          await audit(tx, {
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
          });
          const done: OrderEditOutcome = {
            kind: 'done',
            order: (await createStaffOrdersRepository(tx).find(order.id))!,
            summary,
            totalChangeCents: change,
            creditNote,
          };
          if (request.dry_run) throw new Leave(done);
          return done;
        });
      } catch (error) {
        if (error instanceof Leave) return error.outcome;
        throw error;
      }
    },
  };
}
