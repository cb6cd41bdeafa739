import { vehicleName } from '@tyreline/domain/vehicle-fit';
import { sql, type SQL } from 'drizzle-orm';
import type {
  DeliveryAddress,
  OrderListQuery,
  PricedOrder as Order,
  PricedOrderSummary as OrderSummary,
} from '@tyreline/domain/contract/orders';
import { ORDER_TAGS, ORDER_TYPES, SHIP_TYPES, TAX_TYPES, labelOf } from '@tyreline/domain/enums';
import { type OrderStatus } from '@tyreline/domain/order-status';
import { CREDIT_NOTE_SOURCE_LABELS, type CreditNoteSource } from '@tyreline/domain/credit-notes';
import { documentNumber } from '@tyreline/domain/document-number';
import { toDollars } from '@tyreline/domain/money';
import { outstandingQty } from '@tyreline/domain/shipments';
import { rows, sqlList, type Db } from '../../db/client.ts';

/** SO-000123: the customer-facing order number, made from the order's id. */
export function orderNumber(id: number): string {
  return documentNumber('SO', id);
}

/** What the order lists' text search reads: the number, the customer's reference, each line's SKU and name. */
export function orderSearchText(
  number: string,
  reference: string | null,
  lines: readonly { sku: string; name: string }[],
): string {
  return [number, reference ?? '', ...lines.flatMap((l) => [l.sku, l.name])].join(' ').toLowerCase();
}

const option = (list: Parameters<typeof labelOf>[0], id: number) => ({
  id,
  name: labelOf(list, id) ?? String(id),
});
const iso = (value: Date | string) => new Date(value).toISOString();

export interface SummaryRow {
  id: number;
  number: string;
  status: OrderStatus;
  created_at: Date | string;
  customer_reference: string | null;
  ship_type: number;
  warehouse_id: number;
  warehouse_name: string;
  tracking_reference: string | null;
  line_count: number;
  total_cents: number;
  placed_by: string | null;
  approved_by: string | null;
}

interface OrderRow extends SummaryRow {
  order_type: number;
  tag: number;
  tax_type: number;
  payment_type_id: number;
  payment_type_name: string;
  employee_id: number | null;
  employee_name: string | null;
  delivery_address: DeliveryAddress | null;
  notes: string | null;
  promised_date: string | null;
  promise: string | null;
  subtotal_cents: number;
  gst_cents: number;
  delivery_fee_cents: number;
}

export const SUMMARY_COLUMNS = sql`o.id, o.number, o.status, o.created_at, o.customer_reference, o.ship_type,
  o.warehouse_id, w.name as warehouse_name, o.tracking_reference, o.line_count, o.total_cents,
  (select u.name from users u where u.id = o.user_id) as placed_by,
  (select u.name from users u where u.id = o.approved_by_user_id) as approved_by`;

export function toSummary(row: SummaryRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: iso(row.created_at),
    customer_reference: row.customer_reference,
    ship_type: option(SHIP_TYPES, row.ship_type),
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    tracking_reference: row.tracking_reference,
    line_count: row.line_count,
    total: toDollars(row.total_cents),
    placed_by: row.placed_by,
    approved_by: row.approved_by,
  };
}

/** LIKE wildcards in the customer's text are matched literally. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The customer's view of orders: always scoped by account, so another account's order is simply not found. */
export function createOrdersRepository(db: Db) {
  return {
    async list(accountId: number, query: OrderListQuery): Promise<{ data: OrderSummary[]; total: number }> {
      const conditions: SQL[] = [sql`o.account_id = ${accountId}`];
      if (query.status) conditions.push(sql`o.status = ${query.status}`);
      // Dates are whole days in the account's time zone.
      const zone = sql`(select timezone from accounts where id = ${accountId})`;
      if (query.from)
        conditions.push(sql`o.created_at >= (${query.from}::date)::timestamp at time zone ${zone}`);
      if (query.to)
        conditions.push(sql`o.created_at < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
      if (query.q) conditions.push(sql`o.search_text like ${likePattern(query.q)}`);
      const where = sql.join(conditions, sql` and `);
      // One pass over the matching orders gives both the page's ids and the total.
      const page = await rows<{ id: number; total: number }>(
        db,
        sql`select o.id, (count(*) over ())::int as total from orders o where ${where}
            order by o.created_at desc, o.id desc
            limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      );
      if (page.length === 0) {
        const [counted] = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders o where ${where}`,
        );
        return { data: [], total: counted?.n ?? 0 };
      }
      const ids = sqlList(page.map((p) => p.id));
      const found = await rows<SummaryRow>(
        db,
        sql`select ${SUMMARY_COLUMNS}
            from orders o join warehouses w on w.id = o.warehouse_id
            where o.id in (${ids})
            order by o.created_at desc, o.id desc`,
      );
      const total = page[0]!.total;
      return { data: found.map(toSummary), total };
    },

    find(accountId: number, orderId: number): Promise<Order | undefined> {
      return findOrder(db, orderId, sql`o.account_id = ${accountId}`);
    },
  };
}

interface ShipmentRow {
  seq: number;
  created_at: string;
  tracking_reference: string | null;
  lines: { line_no: number; sku: string; name: string; qty: number }[];
}

/** The order's shipments in the order they went, each with what went (docs/product.md §25). */
const SHIPMENTS_JSON = sql`(select coalesce(json_agg(json_build_object(
      'seq', s.seq, 'created_at', s.created_at, 'tracking_reference', s.tracking_reference,
      'lines', (select coalesce(json_agg(json_build_object(
                  'line_no', l.line_no, 'sku', l.sku, 'name', l.name, 'qty', sl.qty) order by l.line_no), '[]')
                from order_shipment_lines sl join order_lines l on l.id = sl.order_line_id
                where sl.shipment_id = s.id)) order by s.seq), '[]')
    from order_shipments s where s.order_id = o.id)`;

/** An order's row as `orderQuery` answers it, for `toOrder`. */
export type FullOrderRow = OrderRow & {
  lines: {
    line_no: number;
    product_id: number;
    sku: string;
    name: string;
    unit_price_cents: number;
    qty: number;
    qty_shipped: number;
    qty_cancelled: number;
    line_total_cents: number;
    vehicle: Parameters<typeof vehicleName>[0] | null;
    fit_override: string | null;
  }[];
  shipments: ShipmentRow[];
  history: { status: OrderStatus; note: string | null; created_at: string }[];
  credit_notes: {
    number: string;
    source: CreditNoteSource;
    source_reference: string;
    amount_cents: number;
    reason: string;
    created_at: string;
  }[];
};

/** Where an order's rows are read from: the tables, or the rows a checkout's statement has just written (its CTEs). */
export interface OrderSources {
  orders: SQL;
  lines: SQL;
  history: SQL;
}

const ORDER_TABLES: OrderSources = {
  orders: sql`orders`,
  lines: sql`order_lines`,
  history: sql`order_status_history`,
};

/**
 * One statement for an order with its lines and history as JSON arrays (`o` is the order; the caller adds the
 * where): the order read back by the order page, and by checkout from its own write's RETURNING rows.
 */
export const orderQuery = (sources: OrderSources = ORDER_TABLES) =>
  sql`select ${SUMMARY_COLUMNS}, o.order_type, o.tag, o.tax_type, o.payment_type_id,
               pt.name as payment_type_name, o.employee_id, e.name as employee_name,
               o.delivery_address, o.notes, to_char(o.promised_date, 'YYYY-MM-DD') as promised_date, o.promise,
               o.subtotal_cents, o.gst_cents, o.delivery_fee_cents,
               (select coalesce(json_agg(json_build_object(
                         'line_no', l.line_no, 'product_id', l.product_id, 'sku', l.sku, 'name', l.name,
                         'unit_price_cents', l.unit_price_cents, 'qty', l.qty,
                         'qty_shipped', (select coalesce(sum(sl.qty), 0) from order_shipment_lines sl
                                         where sl.order_line_id = l.id),
                         'qty_cancelled', l.qty_cancelled,
                         'line_total_cents', l.line_total_cents,
                         'vehicle', (select json_build_object('make', v.make, 'model', v.model,
                                       'variant', v.variant, 'year_from', v.year_from, 'year_to', v.year_to)
                                     from vehicles v where v.id = l.vehicle_id),
                         'fit_override', l.fit_override) order by l.line_no), '[]')
                from ${sources.lines} l where l.order_id = o.id) as lines,
               ${SHIPMENTS_JSON} as shipments,
               (select coalesce(json_agg(json_build_object(
                         'status', h.status, 'note', h.note, 'created_at', h.created_at) order by h.id), '[]')
                from ${sources.history} h where h.order_id = o.id) as history,
               (select coalesce(json_agg(json_build_object(
                         'number', c.number, 'source', c.source, 'source_reference', c.source_reference,
                         'amount_cents', c.amount_cents, 'reason', c.reason, 'created_at', c.created_at)
                         order by c.id), '[]')
                from credit_notes c where c.order_id = o.id) as credit_notes
        from ${sources.orders} o
        join warehouses w on w.id = o.warehouse_id
        join payment_types pt on pt.id = o.payment_type_id
        left join employees e on e.id = o.employee_id`;

/** One order with its lines and history, if it matches `scope` (the customer's account, or any for staff). */
export async function findOrder(db: Db, orderId: number, scope: SQL): Promise<Order | undefined> {
  const [row] = await rows<FullOrderRow>(db, sql`${orderQuery()} where o.id = ${orderId} and ${scope}`);
  return row && toOrder(row);
}

/** The order as the API answers it, from its row. */
export function toOrder(row: FullOrderRow): Order {
  const { lines, history } = row;
  return {
    ...toSummary(row),
    order_type: option(ORDER_TYPES, row.order_type),
    tag: option(ORDER_TAGS, row.tag),
    tax_type: option(TAX_TYPES, row.tax_type),
    payment_type: { id: row.payment_type_id, name: row.payment_type_name },
    employee: row.employee_id === null ? null : { id: row.employee_id, name: row.employee_name ?? '' },
    delivery_address: row.delivery_address,
    notes: row.notes,
    promised_date: row.promised_date,
    promise: row.promise,
    lines: lines.map((l) => ({
      line_no: l.line_no,
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      unit_price: toDollars(l.unit_price_cents),
      qty: l.qty,
      line_total: toDollars(l.line_total_cents),
      qty_shipped: l.qty_shipped,
      // What waits on backorder once part of the order went; before any shipment nothing is "back" ordered.
      qty_backordered: row.status === 'backordered' ? outstandingQty(l) : 0,
      qty_cancelled: l.qty_cancelled,
      // Only a line sold for a vehicle carries its fit (decision 0049).
      ...((l.vehicle || l.fit_override) && {
        fit: {
          vehicle: l.vehicle ? vehicleName(l.vehicle) : 'a vehicle no longer in the fitment data',
          override: l.fit_override,
        },
      }),
    })),
    subtotal: toDollars(row.subtotal_cents),
    gst: toDollars(row.gst_cents),
    delivery_fee: toDollars(row.delivery_fee_cents),
    status_history: history.map((h) => ({ status: h.status, note: h.note, at: iso(h.created_at) })),
    credit_notes: row.credit_notes.map((c) => ({
      number: c.number,
      source: c.source,
      source_label: CREDIT_NOTE_SOURCE_LABELS[c.source],
      source_reference: c.source_reference,
      amount: toDollars(c.amount_cents),
      reason: c.reason,
      created_at: iso(c.created_at),
    })),
    shipments: row.shipments.map((shipment) => ({
      seq: shipment.seq,
      at: iso(shipment.created_at),
      tracking_reference: shipment.tracking_reference,
      lines: shipment.lines,
    })),
  };
}
