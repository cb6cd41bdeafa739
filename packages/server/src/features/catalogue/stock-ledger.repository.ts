import { sql, type SQL } from 'drizzle-orm';
import type { StockChange } from '@tyreline/domain/stock-ledger';
import { rows, type Db } from '../../db/client.ts';

const SETTING = 'tyreline.stock_change';

const changeJson = (change: StockChange): string =>
  JSON.stringify({
    kind: change.kind,
    reference: change.reference ?? null,
    order_id: change.orderId ?? null,
    user_id: change.userId ?? null,
    staff_user_id: change.staffUserId ?? null,
    reason: change.reason ?? '',
  });

/**
 * Says what the transaction's next stock changes are; the `stock_ledger` trigger writes each change's movement
 * with it (decision 0044). Transaction-local: it ends with the transaction, and a later call replaces it.
 */
export async function describeStockChange(tx: Db, change: StockChange): Promise<void> {
  await tx.execute(sql`select set_config(${SETTING}, ${changeJson(change)}, true)`);
}

/**
 * The same, as a one-row FROM item of the statement that changes the stock, so a hot path (checkout) says it
 * without a round trip of its own: the row is made before any stock row changes, and the trigger's movements
 * are written at the statement's end.
 */
export const stockChangeSource = (change: StockChange): SQL =>
  sql`(select set_config(${SETTING}, ${changeJson(change)}, true)) as stock_change`;

export interface LedgerDisagreement {
  product_id: number;
  sku: string | null;
  warehouse_id: number;
  warehouse_code: string | null;
  level: number;
  ledger: number;
}

/** Every shelf whose level is not the sum of its movements (a shelf with neither counts as 0 = 0). */
export async function ledgerDisagreements(db: Db, limit = 1_000): Promise<LedgerDisagreement[]> {
  return rows<LedgerDisagreement>(
    db,
    sql`select coalesce(s.product_id, m.product_id) as product_id, p.sku,
               coalesce(s.warehouse_id, m.warehouse_id) as warehouse_id, w.code as warehouse_code,
               coalesce(s.quantity, 0) as level, coalesce(m.total, 0)::int as ledger
        from stock s
        full join (select product_id, warehouse_id, sum(delta) as total
                   from stock_movements group by product_id, warehouse_id) m
          on m.product_id = s.product_id and m.warehouse_id = s.warehouse_id
        left join products p on p.id = coalesce(s.product_id, m.product_id)
        left join warehouses w on w.id = coalesce(s.warehouse_id, m.warehouse_id)
        where coalesce(s.quantity, 0) <> coalesce(m.total, 0)
        order by 1, 3
        limit ${limit}`,
  );
}

/** How many shelves and movements the ledger holds, for `stock:verify`'s summary. */
export async function ledgerSize(db: Db): Promise<{ shelves: number; movements: number }> {
  const [row] = await rows<{ shelves: number; movements: number }>(
    db,
    sql`select (select count(*) from stock)::int as shelves, (select count(*) from stock_movements)::int as movements`,
  );
  return row!;
}
