import { sql, type SQL } from 'drizzle-orm';
import {
  QUEUE_COUNT_CAP,
  type StaffOrder,
  type StaffOrderListQuery,
  type StaffOrderSummary,
} from '@tyreline/domain/contract/staff';
import { isPickUpShipType } from '@tyreline/domain/enums';
import { OPEN_ORDER_STATUSES, nextStatuses, type OrderStatus } from '@tyreline/domain/order-status';
import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { isMailAddress } from '@tyreline/domain/text';
import { rows, type Db } from '../../db/client.ts';
import {
  EVERY_WAREHOUSE,
  staffWarehouseFilter,
  type WarehouseLimited,
} from '../staff/staff-warehouse-guard.ts';
import { SUMMARY_COLUMNS, findOrder, likePattern, toSummary, type SummaryRow } from './orders.repository.ts';

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

/** Which statuses the queue's `status` names: one, the open ones (its default), or all. */
function statusCondition(status: StaffOrderListQuery['status']): SQL {
  if (status === 'all') return sql`true`;
  if (status === 'open')
    return sql`o.status in (${sql.join(
      OPEN_ORDER_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})`;
  return sql`o.status = ${status}`;
}

/**
 * Every account's orders, for the supplier's staff: oldest waiting first, so the queue reads top-down; a member
 * of staff limited to some warehouses sees theirs only (decision 0052).
 */
export function createStaffOrdersRepository(db: Db) {
  return {
    /** The warehouses the member of staff works for, for the queue's filter. */
    warehouses(staff: WarehouseLimited) {
      return rows<{ id: number; name: string }>(
        db,
        sql`select id, name from warehouses where ${staffWarehouseFilter(staff, sql`id`)} order by id`,
      );
    },

    async list(
      query: StaffOrderListQuery,
      staff: WarehouseLimited,
    ): Promise<{ data: StaffOrderSummary[]; total: number; capped: boolean }> {
      const conditions: SQL[] = [
        staffWarehouseFilter(staff, sql`o.warehouse_id`),
        statusCondition(query.status),
      ];
      if (query.warehouse_id) conditions.push(sql`o.warehouse_id = ${query.warehouse_id}`);
      if (query.ship_type) conditions.push(sql`o.ship_type = ${query.ship_type}`);
      if (query.account_id) conditions.push(sql`o.account_id = ${query.account_id}`);
      if (query.from)
        conditions.push(
          sql`o.created_at >= (${query.from}::date)::timestamp at time zone ${SUPPLIER_TIME_ZONE}`,
        );
      if (query.to)
        conditions.push(
          sql`o.created_at < (${query.to}::date + 1)::timestamp at time zone ${SUPPLIER_TIME_ZONE}`,
        );
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
      const limit = offset + Math.max(QUEUE_COUNT_CAP, query.per_page);
      const countUpTo = sql`(select count(*)::int from (select 1 from orders o where ${where} limit ${limit + 1}) m)`;
      // One statement, one round trip. The page's ids come from orders alone (an index walk that stops at
      // the page) and are joined for the summary after: a count over every match, or the joins in the walk,
      // made each page read every matching order. One row past the page tells whether it is the last; only
      // a page with more after it counts, up to QUEUE_COUNT_CAP past its start (an init plan: run once, and
      // only when the case needs it).
      const found = await rows<StaffSummaryRow & { counted: number | null }>(
        db,
        sql`with page as materialized (
              select o.id from orders o where ${where} order by o.created_at, o.id
              limit ${query.per_page + 1} offset ${offset})
            select ${SUMMARY_COLUMNS}, o.account_id, a.name as account_name, o.version,
              case when (select count(*) from page) > ${query.per_page} then ${countUpTo} end as counted
            from page join orders o on o.id = page.id
              join warehouses w on w.id = o.warehouse_id join accounts a on a.id = o.account_id
            order by o.created_at, o.id`,
      );
      const data = found.slice(0, query.per_page).map(toStaffSummary);
      // Past the end there is no row to carry the count.
      const counted =
        found.length === 0 && offset > 0
          ? ((await rows<{ n: number }>(db, sql`select ${countUpTo} as n`))[0]?.n ?? 0)
          : (found[0]?.counted ?? offset + found.length);
      return { data, total: Math.min(counted, limit), capped: counted > limit };
    },

    /** One order; none when it is of a warehouse `staff` does not work for (routes under /orders/:id gate first). */
    async find(orderId: number, staff = EVERY_WAREHOUSE): Promise<StaffOrder | undefined> {
      const order = await findOrder(db, orderId, staffWarehouseFilter(staff, sql`o.warehouse_id`));
      if (!order) return undefined;
      const [extra] = await rows<{
        account_id: number;
        account_name: string;
        version: number;
        placed_by_username: string | null;
        history: { status: OrderStatus; note: string | null; created_at: string; by: string | null }[];
      }>(
        db,
        // The history again, with the member of staff behind each change: only staff see who moved an order.
        sql`select o.account_id, a.name as account_name, o.version,
                   (select u.username from users u where u.id = o.user_id) as placed_by_username,
                   (select coalesce(json_agg(json_build_object(
                             'status', h.status, 'note', h.note, 'created_at', h.created_at, 'by', s.name)
                             order by h.id), '[]')
                    from order_status_history h left join staff_users s on s.id = h.staff_user_id
                    where h.order_id = o.id) as history
            from orders o join accounts a on a.id = o.account_id where o.id = ${orderId}`,
      );
      const placer = extra!.placed_by_username;
      return {
        ...order,
        account: { id: extra!.account_id, name: extra!.account_name },
        version: extra!.version,
        status_history: extra!.history.map((h) => ({
          status: h.status,
          note: h.note,
          at: new Date(h.created_at).toISOString(),
          by: h.by,
        })),
        placed_by_email: placer && isMailAddress(placer) ? placer : null,
        next_statuses: nextStatuses(order.status, isPickUpShipType(order.ship_type.id)),
      };
    },
  };
}
export type StaffOrdersRepository = ReturnType<typeof createStaffOrdersRepository>;
