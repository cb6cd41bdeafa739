import { sql, type SQL } from 'drizzle-orm';
import {
  QUEUE_COUNT_CAP,
  type StaffOrder,
  type StaffOrderListQuery,
  type StaffOrderSummary,
} from '@tyreline/domain/contract/staff';
import { isPickUpShipType, nextStatuses } from '@tyreline/domain/enums';
import { rows, type Db } from '../../db/client.ts';
import {
  SUMMARY_COLUMNS,
  findOrder,
  likePattern,
  toSummary,
  type SummaryRow,
} from '../orders/orders.repository.ts';

const SUPPLIER_ZONE = 'Australia/Brisbane';

interface StaffSummaryRow extends SummaryRow {
  account_id: number;
  account_name: string;
  version: number;
}

const toStaffSummary = (row: StaffSummaryRow): StaffOrderSummary => ({
  ...toSummary(row),
  account: { id: row.account_id, name: row.account_name },
  version: row.version,
});

/** Every account's orders, for the supplier's staff: oldest waiting first, so the queue reads top-down. */
export function createStaffOrdersRepository(db: Db) {
  return {
    async list(
      query: StaffOrderListQuery,
    ): Promise<{ data: StaffOrderSummary[]; total: number; capped: boolean }> {
      const conditions: SQL[] = [sql`true`];
      if (query.status) conditions.push(sql`o.status = ${query.status}`);
      if (query.warehouse_id) conditions.push(sql`o.warehouse_id = ${query.warehouse_id}`);
      if (query.ship_type) conditions.push(sql`o.ship_type = ${query.ship_type}`);
      if (query.account_id) conditions.push(sql`o.account_id = ${query.account_id}`);
      if (query.from)
        conditions.push(sql`o.created_at >= (${query.from}::date)::timestamp at time zone ${SUPPLIER_ZONE}`);
      if (query.to)
        conditions.push(sql`o.created_at < (${query.to}::date + 1)::timestamp at time zone ${SUPPLIER_ZONE}`);
      if (query.q) {
        const pattern = likePattern(query.q);
        conditions.push(
          // Each half on its own index (trigrams; the account's orders), then together: written as one
          // `or`, the planner read every order.
          sql`o.id in (select id from orders where search_text like ${pattern}
                       union all
                       select id from orders
                       where account_id = any(array(select id from accounts where lower(name) like ${pattern})))`,
        );
      }
      const where = sql.join(conditions, sql` and `);
      const offset = (query.page - 1) * query.per_page;
      // The page's ids from orders alone (an index walk that stops at the page), joined for the summary
      // after: a count over every match beside each page, or the joins in the paging walk, made each page
      // read every matching order. One row past the page tells whether this page is the last.
      const found = await rows<StaffSummaryRow>(
        db,
        sql`with page as (
              select o.id from orders o where ${where} order by o.created_at, o.id
              limit ${query.per_page + 1} offset ${offset})
            select ${SUMMARY_COLUMNS}, o.account_id, a.name as account_name, o.version
            from page join orders o on o.id = page.id
              join warehouses w on w.id = o.warehouse_id join accounts a on a.id = o.account_id
            order by o.created_at, o.id`,
      );
      const data = found.slice(0, query.per_page).map(toStaffSummary);
      // The last page's end is the total, with no count. Otherwise count, but only up to QUEUE_COUNT_CAP
      // past the page's start (12,500 orders of one status took 40-70 ms to count).
      if (found.length <= query.per_page && (found.length > 0 || offset === 0)) {
        return { data, total: offset + found.length, capped: false };
      }
      const limit = offset + Math.max(QUEUE_COUNT_CAP, query.per_page);
      const [counted] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from orders o where ${where} limit ${limit + 1}) matches`,
      );
      const n = counted?.n ?? 0;
      return { data, total: Math.min(n, limit), capped: n > limit };
    },

    async find(orderId: number): Promise<StaffOrder | undefined> {
      const order = await findOrder(db, orderId, sql`true`);
      if (!order) return undefined;
      const [extra] = await rows<{ account_id: number; account_name: string; version: number }>(
        db,
        sql`select o.account_id, a.name as account_name, o.version
            from orders o join accounts a on a.id = o.account_id where o.id = ${orderId}`,
      );
      return {
        ...order,
        account: { id: extra!.account_id, name: extra!.account_name },
        version: extra!.version,
        next_statuses: nextStatuses(order.status, isPickUpShipType(order.ship_type.id)),
      };
    },
  };
}
export type StaffOrdersRepository = ReturnType<typeof createStaffOrdersRepository>;
