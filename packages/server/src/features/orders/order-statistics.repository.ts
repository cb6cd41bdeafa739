import { sql } from 'drizzle-orm';
import type { OrderStatistic } from '@tyreline/domain/contract/orders';
import type { OrderStatus } from '@tyreline/domain/order-status';
import { toDollars } from '@tyreline/domain/money';
import { rows, type Db } from '../../db/client.ts';
import { createLedgerRepository } from './ledger.repository.ts';

type StatisticName =
  'TotalOrdersThisWeek' | 'RecentOrder' | 'PurchasedQuantityThisMonth' | 'XeroBalance' | 'CreditLimit';

/** The start of this week (Monday) or month in the account's time zone, as a timestamp. */
const startOf = (unit: 'week' | 'month', accountId: number) =>
  sql`(select date_trunc(${unit}, now() at time zone a.timezone) at time zone a.timezone
       from accounts a where a.id = ${accountId})`;

/** The order statistics of docs/product.md §15, from the account's orders (cancelled ones do not count) and its ledger. */
export function createOrderStatisticsRepository(db: Db) {
  const statistics: Record<StatisticName, (accountId: number) => Promise<OrderStatistic>> = {
    async TotalOrdersThisWeek(accountId) {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders
            where account_id = ${accountId} and status <> 'cancelled' and created_at >= ${startOf('week', accountId)}`,
      );
      return { total_orders_this_week: row?.n ?? 0 };
    },
    async RecentOrder(accountId) {
      const [row] = await rows<{
        id: number;
        number: string;
        status: OrderStatus;
        created_at: Date | string;
        total_cents: number;
      }>(
        db,
        sql`select id, number, status, created_at, total_cents from orders
            where account_id = ${accountId} order by created_at desc, id desc limit 1`,
      );
      return {
        recent_order: row
          ? {
              id: row.id,
              number: row.number,
              status: row.status,
              created_at: new Date(row.created_at).toISOString(),
              total: toDollars(row.total_cents),
            }
          : null,
      };
    },
    async PurchasedQuantityThisMonth(accountId) {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select coalesce(sum(l.qty), 0)::int as n
            from orders o join order_lines l on l.order_id = o.id
            where o.account_id = ${accountId} and o.status <> 'cancelled'
              and o.created_at >= ${startOf('month', accountId)}`,
      );
      return { purchased_quantity_this_month: row?.n ?? 0 };
    },
    async XeroBalance(accountId) {
      return { xeroBalance: toDollars(await createLedgerRepository(db).balanceCents(accountId)) };
    },
    async CreditLimit(accountId) {
      const [row] = await rows<{ cents: number }>(
        db,
        sql`select credit_limit_cents as cents from accounts where id = ${accountId}`,
      );
      return { creditLimit: toDollars(row?.cents ?? 0) };
    },
  };
  return {
    get: (name: StatisticName, accountId: number) => statistics[name](accountId),
  };
}
