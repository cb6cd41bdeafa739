import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckoutRequest } from '@tyreline/domain/contract/orders';
import { inTransaction, rows, type Db } from '../../src/db/client.ts';
import { describeStockChange } from '../../src/features/catalogue/stock-ledger.repository.ts';
import type { TestApp } from './test-app.ts';

export const TRADE = 'trade@example.com';
export const GOLD_COAST = 'brisbane@example.com';

/** The demo account id of a user. */
export async function accountIdOf(db: Db, username: string): Promise<number> {
  const [row] = await rows<{ account_id: number }>(
    db,
    sql`select account_id from users where username = ${username}`,
  );
  return row!.account_id;
}

/** `count` products of a department, each with exactly `quantity` in stock at the warehouse (set for the test). */
export async function stockedProducts(
  db: Db,
  departmentId: number,
  warehouseId: number,
  count: number,
  quantity = 20,
) {
  const found = await rows<{ id: number; sku: string; name: string }>(
    db,
    sql`select id, sku, name from products where department_id = ${departmentId} and active
        order by id offset 100 limit ${count}`,
  );
  for (const p of found) await setStock(db, p.id, warehouseId, quantity);
  return found;
}

export async function setStock(
  db: Db,
  productId: number,
  warehouseId: number,
  quantity: number,
): Promise<void> {
  // A level the test starts from: in the stock ledger as an opening balance, apart from what the test does.
  await inTransaction(db, async (tx) => {
    await describeStockChange(tx, { kind: 'opening', reason: 'Set by the test' });
    await tx.execute(
      sql`insert into stock (product_id, warehouse_id, quantity) values (${productId}, ${warehouseId}, ${quantity})
          on conflict (product_id, warehouse_id) do update set quantity = excluded.quantity`,
    );
  });
}

export async function stockOf(db: Db, productId: number, warehouseId: number): Promise<number> {
  const [row] = await rows<{ quantity: number }>(
    db,
    sql`select quantity from stock where product_id = ${productId} and warehouse_id = ${warehouseId}`,
  );
  return row?.quantity ?? 0;
}

export async function countRows(
  db: Db,
  table: 'orders' | 'order_lines' | 'ledger_entries' | 'idempotency_keys',
) {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

/** A valid delivery order from warehouse 1 (department 7) for the given lines. */
export function deliveryOrder(
  lines: CheckoutRequest['lines'],
  extra: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  return {
    lines,
    ship_type: 1,
    warehouse_id: 1,
    delivery_address: { street: '12 Logan Rd', suburb: 'Woolloongabba', state: 'QLD', postcode: '4102' },
    customer_reference: 'PO-7781',
    payment_type_id: 1,
    ...extra,
  };
}

export function checkout(t: TestApp, authorization: string, body: unknown, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cus/orders',
    headers: { authorization, 'idempotency-key': key },
    payload: body as object,
  });
}
