import { sql } from 'drizzle-orm';
import { summarize } from '@tyreline/domain/money';
import { ORDER_STATUSES } from '@tyreline/domain/order-status';
import { rows, type Db } from '../src/db/client.ts';
import { orderLines, orders } from '../src/db/schema/orders.ts';
import { orderNumber } from '../src/features/orders/orders.repository.ts';

export interface Product {
  id: number;
  sku: string;
  name: string;
  list_price_cents: number;
}

/** Every department-7 product, with a deep shelf at warehouse 1 so the checkout bench measures orders, not 409s. */
export async function stockUp(db: Db): Promise<Product[]> {
  await db.execute(
    sql`update stock set quantity = 1000000 where warehouse_id = 1
        and product_id in (select id from products where department_id = 7)`,
  );
  return rows<Product>(
    db,
    sql`select id, sku, name, list_price_cents from products where department_id = 7 and active order by id`,
  );
}

/** `count` department-7 accounts with one user each (the demo password) and room on their credit limit. */
export async function createBuyers(db: Db, count: number, prefix: string): Promise<string[]> {
  const [demo] = await rows<{ password_hash: string }>(
    db,
    sql`select password_hash from users where username = 'trade@example.com'`,
  );
  const usernames: string[] = [];
  for (let i = 1; i <= count; i++) {
    const username = `${prefix}-${i}@bench.example`;
    const [account] = await rows<{ id: number }>(
      db,
      sql`insert into accounts (department_id, name, credit_limit_cents, discount_bp)
          values (7, ${`Bench ${prefix} ${i}`}, 2000000000, 1000) returning id`,
    );
    await db.execute(
      sql`insert into users (account_id, username, name, password_hash)
          values (${account!.id}, ${username}, ${`Buyer ${i}`}, ${demo!.password_hash})`,
    );
    usernames.push(username);
  }
  return usernames;
}

/** Writes `count` past orders of 5 lines each for one account, spread over two years, straight into the tables. */
export async function writeOrderHistory(
  db: Db,
  username: string,
  products: Product[],
  count: number,
): Promise<void> {
  const [user] = await rows<{ id: number; account_id: number }>(
    db,
    sql`select id, account_id from users where username = ${username}`,
  );
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const ids = await rows<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${size})`,
    );
    const lines: (typeof orderLines.$inferInsert)[] = [];
    const header = ids.map(({ id }, i) => {
      const n = start + i;
      const picked = [0, 1, 2, 3, 4].map((k) => products[(n * 7 + k * 53) % products.length]!);
      picked.forEach((p, k) =>
        lines.push({
          orderId: id,
          lineNo: k + 1,
          productId: p.id,
          sku: p.sku,
          name: p.name,
          unitPriceCents: p.list_price_cents,
          qty: 1 + (k % 4),
          lineTotalCents: p.list_price_cents * (1 + (k % 4)),
        }),
      );
      const money = summarize(picked.reduce((sum, p, k) => sum + p.list_price_cents * (1 + (k % 4)), 0));
      const number = orderNumber(id);
      const reference = `PO-${100000 + n}`;
      return {
        id,
        number,
        accountId: user!.account_id,
        departmentId: 7,
        userId: user!.id,
        orderType: 1,
        tag: 1,
        shipType: 1,
        taxType: 2,
        paymentTypeId: 1,
        warehouseId: 1,
        customerReference: reference,
        status: ORDER_STATUSES[n % ORDER_STATUSES.length]!,
        subtotalCents: money.subtotal,
        gstCents: money.gst,
        deliveryFeeCents: money.delivery,
        totalCents: money.total,
        lineCount: 5,
        searchText: [number, reference, ...picked.flatMap((p) => [p.sku, p.name])].join(' ').toLowerCase(),
        createdAt: new Date(Date.now() - (count - n) * 3600_000 * 1.75),
      };
    });
    await db.insert(orders).values(header);
    await db.insert(orderLines).values(lines);
  }
  // A two-year history has long been vacuumed by autovacuum; do it now so plans match production.
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_lines`);
}
