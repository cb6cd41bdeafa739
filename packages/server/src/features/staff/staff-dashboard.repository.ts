import { sql } from 'drizzle-orm';
import {
  NEAR_CREDIT_LIMIT,
  SOLD_WITHIN_DAYS,
  type StaffDashboard,
} from '@tyreline/domain/contract/staff-dashboard';
import { OPEN_ORDER_STATUSES, type OrderStatus } from '@tyreline/domain/order-status';
import { toDollars } from '@tyreline/domain/money';
import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { rows, sqlList, type Db } from '../../db/client.ts';

const LIST_LIMIT = 50;

/** The back office's landing page in four queries; the accounts panel only for roles that may see accounts. */
export async function staffDashboard(db: Db, withAccounts: boolean): Promise<StaffDashboard> {
  const waiting = rows<{ status: OrderStatus; warehouse_id: number; warehouse: string; count: number }>(
    db,
    sql`select o.status, w.id as warehouse_id, w.name as warehouse, count(*)::int as count
        from orders o join warehouses w on w.id = o.warehouse_id
        where o.status in (${sqlList(OPEN_ORDER_STATUSES)})
        group by o.status, w.id, w.name
        order by array_position(array[${sqlList(OPEN_ORDER_STATUSES)}]::text[], o.status),
                 w.name`,
  );
  const today = rows<{ orders: number; value_cents: number }>(
    db,
    sql`select count(*)::int as orders, coalesce(sum(total_cents), 0)::float8 as value_cents
        from orders
        where status <> 'cancelled'
          and created_at >= (now() at time zone ${SUPPLIER_TIME_ZONE})::date::timestamp at time zone ${SUPPLIER_TIME_ZONE}`,
  );
  const nearLimit = withAccounts
    ? rows<{ id: number; name: string; balance_cents: number; credit_limit_cents: number }>(
        db,
        sql`select a.id, a.name, b.balance_cents, a.credit_limit_cents
            from accounts a
            join (select account_id, sum(amount_cents)::float8 as balance_cents from ledger_entries group by account_id) b
              on b.account_id = a.id
            where a.credit_limit_cents > 0 and not a.disabled
              and b.balance_cents >= a.credit_limit_cents * ${NEAR_CREDIT_LIMIT}::float8
            order by b.balance_cents / a.credit_limit_cents desc, a.name
            limit ${LIST_LIMIT}`,
      )
    : Promise.resolve(null);
  const outOfStock = rows<{
    product_id: number;
    sku: string;
    name: string;
    warehouse_id: number;
    warehouse: string;
    sold: number;
  }>(
    db,
    sql`with sold as (
          select l.product_id, sum(l.qty)::int as sold
          from order_lines l join orders o on o.id = l.order_id
          where o.status <> 'cancelled' and o.created_at >= now() - make_interval(days => ${SOLD_WITHIN_DAYS})
          group by l.product_id
        )
        select p.id as product_id, p.sku, p.name, w.id as warehouse_id, w.name as warehouse, sold.sold
        from sold
        join products p on p.id = sold.product_id and p.active
        join warehouses w on w.department_id = p.department_id
        left join stock s on s.product_id = p.id and s.warehouse_id = w.id
        where coalesce(s.quantity, 0) = 0
        order by sold.sold desc, p.sku, w.name
        limit ${LIST_LIMIT}`,
  );
  const [waitingRows, [todayRow], nearRows, outRows] = await Promise.all([
    waiting,
    today,
    nearLimit,
    outOfStock,
  ]);
  return {
    orders_waiting: waitingRows.map((r) => ({
      status: r.status,
      warehouse: { id: r.warehouse_id, name: r.warehouse },
      count: r.count,
    })),
    today: { orders: todayRow?.orders ?? 0, value: toDollars(todayRow?.value_cents ?? 0) },
    accounts_near_limit:
      nearRows?.map((r) => ({
        id: r.id,
        name: r.name,
        balance: toDollars(r.balance_cents),
        credit_limit: toDollars(r.credit_limit_cents),
        used_percent: Math.round((r.balance_cents / r.credit_limit_cents) * 1000) / 10,
      })) ?? null,
    out_of_stock: outRows.map((r) => ({
      product: { id: r.product_id, sku: r.sku, name: r.name },
      warehouse: { id: r.warehouse_id, name: r.warehouse },
      sold: r.sold,
    })),
  };
}
