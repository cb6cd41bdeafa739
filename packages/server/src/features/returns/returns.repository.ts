import { sql, type SQL } from 'drizzle-orm';
import type {
  ReturnDetail,
  ReturnListQuery,
  ReturnSummary,
  StaffReturn,
  StaffReturnListQuery,
  StaffReturnSummary,
} from '@tyreline/domain/contract/returns';
import { toDollars } from '@tyreline/domain/money';
import type { OrderStatus } from '@tyreline/domain/order-status';
import {
  nextReturnStatuses,
  returnRefusal,
  returnWindowEnd,
  returnableQty,
  type ReturnCondition,
  type ReturnReason,
  type ReturnStatus,
} from '@tyreline/domain/returns';
import { rows, type Db } from '../../db/client.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** LIKE wildcards in the person's text are matched literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface SummaryRow {
  id: number;
  number: string;
  status: ReturnStatus;
  reason: ReturnReason;
  order_id: number;
  order_number: string;
  units: number;
  value_cents: number;
  credit_cents: number | null;
  created_at: Date | string;
  account_id: number;
  account_name: string;
  version: number;
}

const SUMMARY_COLUMNS = sql`r.id, r.number, r.status, r.reason, r.order_id, o.number as order_number,
  (select coalesce(sum(rl.qty), 0)::int from return_lines rl where rl.return_id = r.id) as units,
  (select coalesce(sum(rl.qty * l.unit_price_cents), 0)::int from return_lines rl
     join order_lines l on l.id = rl.order_line_id where rl.return_id = r.id) as value_cents,
  (select c.amount_cents from credit_notes c where c.id = r.credit_note_id) as credit_cents,
  r.created_at, r.account_id, a.name as account_name, r.version`;

const FROM = sql`returns r join orders o on o.id = r.order_id join accounts a on a.id = r.account_id`;

function toSummary(row: SummaryRow): ReturnSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    reason: row.reason,
    order: { id: row.order_id, name: row.order_number },
    units: row.units,
    value: toDollars(row.value_cents),
    credit: row.credit_cents === null ? null : toDollars(row.credit_cents),
    created_at: iso(row.created_at),
  };
}

const toStaffSummary = (row: SummaryRow): StaffReturnSummary => ({
  ...toSummary(row),
  account: { id: row.account_id, name: row.account_name },
  version: row.version,
});

async function listWhere(
  db: Db,
  where: SQL,
  page: { page: number; per_page: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const found = await rows<SummaryRow & { total: number }>(
    db,
    sql`select ${SUMMARY_COLUMNS}, (count(*) over ())::int as total from ${FROM} where ${where}
        order by r.id desc limit ${page.per_page} offset ${(page.page - 1) * page.per_page}`,
  );
  if (found.length > 0) return { rows: found, total: found[0]!.total };
  const [counted] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${FROM} where ${where}`);
  return { rows: [], total: counted?.n ?? 0 };
}

interface DetailRow extends SummaryRow {
  note: string | null;
  decision_note: string | null;
  requested_by: string | null;
  warehouse_id: number | null;
  warehouse_name: string | null;
  restocking_fee_cents: number | null;
  credit_note: { number: string; amount_cents: number; created_at: string } | null;
  department_id: number;
  lines: {
    line_no: number;
    product_id: number;
    sku: string;
    name: string;
    qty: number;
    unit_price_cents: number;
    condition: ReturnCondition | null;
  }[];
  events: {
    event: string;
    note: string | null;
    user_name: string | null;
    staff_name: string | null;
    at: string;
  }[];
}

async function findRow(db: Db, id: number, scope: SQL): Promise<DetailRow | undefined> {
  const [row] = await rows<DetailRow>(
    db,
    sql`select ${SUMMARY_COLUMNS}, r.note, r.decision_note, u.name as requested_by, r.warehouse_id,
               w.name as warehouse_name, r.restocking_fee_cents, a.department_id,
               (select json_build_object('number', c.number, 'amount_cents', c.amount_cents,
                                         'created_at', c.created_at)
                from credit_notes c where c.id = r.credit_note_id) as credit_note,
               (select coalesce(json_agg(json_build_object(
                         'line_no', l.line_no, 'product_id', l.product_id, 'sku', l.sku, 'name', l.name,
                         'qty', rl.qty, 'unit_price_cents', l.unit_price_cents, 'condition', rl.condition)
                         order by l.line_no), '[]')
                from return_lines rl join order_lines l on l.id = rl.order_line_id
                where rl.return_id = r.id) as lines,
               (select coalesce(json_agg(json_build_object(
                         'event', e.event, 'note', e.note, 'user_name', eu.name, 'staff_name', es.name,
                         'at', e.created_at) order by e.id), '[]')
                from after_sale_events e
                left join users eu on eu.id = e.user_id
                left join staff_users es on es.id = e.staff_user_id
                where e.return_id = r.id) as events
        from ${FROM}
        left join users u on u.id = r.user_id
        left join warehouses w on w.id = r.warehouse_id
        where r.id = ${id} and ${scope}`,
  );
  return row;
}

/** Staff are named to staff; a customer reads that the supplier took the step. */
const SUPPLIER_NAME_FOR_CUSTOMERS = 'Tyreline';

function toDetail(row: DetailRow, audience: 'customer' | 'staff'): ReturnDetail {
  return {
    ...toSummary(row),
    note: row.note,
    decision_note: row.decision_note,
    requested_by: row.requested_by,
    warehouse: row.warehouse_id === null ? null : { id: row.warehouse_id, name: row.warehouse_name ?? '' },
    restocking_fee: row.restocking_fee_cents === null ? null : toDollars(row.restocking_fee_cents),
    credit_note: row.credit_note
      ? {
          number: row.credit_note.number,
          amount: toDollars(row.credit_note.amount_cents),
          created_at: iso(row.credit_note.created_at),
        }
      : null,
    lines: row.lines.map((l) => ({
      line_no: l.line_no,
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unit_price: toDollars(l.unit_price_cents),
      condition: l.condition,
    })),
    events: row.events.map((e) => ({
      event: e.event,
      note: e.note,
      by:
        e.user_name ??
        (e.staff_name ? (audience === 'staff' ? e.staff_name : SUPPLIER_NAME_FOR_CUSTOMERS) : null),
      at: iso(e.at),
    })),
  };
}

export interface ReturnableLineRow {
  order_line_id: number;
  line_no: number;
  product_id: number;
  sku: string;
  name: string;
  qty: number;
  qty_cancelled: number;
  unit_price_cents: number;
  /** Units of this line in returns that were not rejected. */
  in_returns: number;
}

/** The order's lines with what other live returns already hold of each (call with the order locked). */
export function returnableLines(db: Db, orderId: number): Promise<ReturnableLineRow[]> {
  return rows<ReturnableLineRow>(
    db,
    sql`select l.id as order_line_id, l.line_no, l.product_id, l.sku, l.name, l.qty, l.qty_cancelled,
               l.unit_price_cents,
               (select coalesce(sum(rl.qty), 0)::int from return_lines rl join returns r on r.id = rl.return_id
                where rl.order_line_id = l.id and r.status <> 'rejected') as in_returns
        from order_lines l where l.order_id = ${orderId} order by l.line_no`,
  );
}

export interface ReturnableOrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  account_id: number;
  window_days: number;
  time_zone: string;
  /** When it first became delivered or collected, per its status history. */
  delivered_at: Date | string | null;
}

/** The account's order with what the return window needs; `lock` holds it for a request's transaction. */
export async function returnableOrder(
  db: Db,
  accountId: number,
  orderId: number,
  lock = false,
): Promise<ReturnableOrderRow | undefined> {
  const [row] = await rows<ReturnableOrderRow>(
    db,
    sql`select o.id, o.number, o.status, o.account_id, a.return_window_days as window_days,
               a.timezone as time_zone,
               (select min(h.created_at) from order_status_history h
                where h.order_id = o.id and h.status in ('delivered', 'collected')) as delivered_at
        from orders o join accounts a on a.id = o.account_id
        where o.id = ${orderId} and o.account_id = ${accountId}
        ${lock ? sql`for no key update of o` : sql``}`,
  );
  return row;
}

/** Whether the order takes a return now, and of how many of each line (the form's question). */
export function returnabilityOf(order: ReturnableOrderRow, lines: ReturnableLineRow[], now: Date) {
  const deliveredAt = order.delivered_at === null ? null : new Date(order.delivered_at);
  const withLeft = lines.map((l) => ({
    ...l,
    returnable: returnableQty({ qty: l.qty, qtyCancelled: l.qty_cancelled }, l.in_returns),
  }));
  const facts = {
    status: order.status,
    deliveredAt,
    windowDays: order.window_days,
    timeZone: order.time_zone,
    now,
  };
  return {
    deliveredAt,
    refusal: returnRefusal({ ...facts, returnableUnits: withLeft.reduce((sum, l) => sum + l.returnable, 0) }),
    /** The order's own refusal (status, window), whatever is left on its lines. */
    orderRefusal: returnRefusal({ ...facts, returnableUnits: 1 }),
    windowEndsAt: deliveredAt ? returnWindowEnd(deliveredAt, order.window_days, order.time_zone) : null,
    lines: withLeft,
  };
}

/** The customer's returns: always scoped by account, so another account's return is simply not found. */
export function createReturnsRepository(db: Db) {
  return {
    async list(accountId: number, query: ReturnListQuery): Promise<{ data: ReturnSummary[]; total: number }> {
      const conditions: SQL[] = [sql`r.account_id = ${accountId}`];
      if (query.status) conditions.push(sql`r.status = ${query.status}`);
      const found = await listWhere(db, sql.join(conditions, sql` and `), query);
      return { data: found.rows.map(toSummary), total: found.total };
    },

    async find(accountId: number, id: number): Promise<ReturnDetail | undefined> {
      const row = await findRow(db, id, sql`r.account_id = ${accountId}`);
      return row && toDetail(row, 'customer');
    },

    async listForStaff(query: StaffReturnListQuery): Promise<{ data: StaffReturnSummary[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (query.status) conditions.push(sql`r.status = ${query.status}`);
      if (query.q) {
        const like = likePattern(query.q);
        conditions.push(
          sql`(lower(r.number) like ${like} or lower(o.number) like ${like} or lower(a.name) like ${like})`,
        );
      }
      const found = await listWhere(db, sql.join(conditions, sql` and `), query);
      return { data: found.rows.map(toStaffSummary), total: found.total };
    },

    async findForStaff(id: number): Promise<StaffReturn | undefined> {
      const row = await findRow(db, id, sql`true`);
      if (!row) return undefined;
      const warehouses = await rows<{ id: number; name: string }>(
        db,
        sql`select id, name from warehouses where department_id = ${row.department_id} order by id`,
      );
      return {
        ...toDetail(row, 'staff'),
        account: { id: row.account_id, name: row.account_name },
        version: row.version,
        next_statuses: nextReturnStatuses(row.status),
        warehouses,
      };
    },
  };
}
