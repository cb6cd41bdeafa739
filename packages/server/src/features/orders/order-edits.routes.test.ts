import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import {
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  setStock,
  stockOf,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
let sales: string;
let admin: string;
let warehouse: string;
let products: { id: number; sku: string; name: string }[];
let accountId: number;
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  sales = await staffAuth(t, SALES);
  admin = await staffAuth(t, ADMIN);
  warehouse = await staffAuth(t, WAREHOUSE);
  products = await stockedProducts(t.database.db, 7, 1, 3, 100);
  accountId = await accountIdOf(t.database.db, TRADE);
});
afterAll(() => t?.close());

const [A, B, C] = [0, 1, 2];
const idOf = (index: number) => products[index]!.id;

/** Places an order as the trade customer (warehouse 1) and answers it as staff see it. */
async function placeOrder(lines: [number, number][]) {
  const response = await checkout(
    t,
    trade,
    deliveryOrder(lines.map(([index, qty]) => ({ product_id: idOf(index), qty }))),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (await staffCall(t, sales, `/api/staff/orders/${response.json().data.id}`)).json().data;
}

const edit = (authorization: string, id: number, body: object) =>
  staffCall(t, authorization, `/api/staff/orders/${id}/edits`, body);

const cents = (dollars: number) => Math.round(dollars * 100);

const balance = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_cents), 0)::int as n from ledger_entries where account_id = ${accountId}`,
    )
  )[0]!.n;

describe('staff editing an order before picking', () => {
  it('changes a quantity, removes a line and adds one, with stock, ledger, history and audit following', async () => {
    const order = await placeOrder([
      [A, 4],
      [B, 1],
    ]);
    const stockBefore = await Promise.all([A, B, C].map((i) => stockOf(t.database.db, idOf(i), 1)));
    const owedBefore = await balance();

    // A dry run answers the order as it would be, and writes nothing.
    const body = {
      version: order.version,
      lines: [
        { product_id: idOf(A), qty: 2 },
        { product_id: idOf(C), qty: 3 },
      ],
      reason: 'Customer phoned',
    };
    const preview = await edit(sales, order.id, { ...body, dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.order.lines.map((l: { qty: number }) => l.qty)).toEqual([2, 3]);
    expect(preview.json().data.credit_note).toBeNull();
    expect((await staffCall(t, sales, `/api/staff/orders/${order.id}`)).json().data.version).toBe(
      order.version,
    );
    expect(await stockOf(t.database.db, idOf(C), 1)).toBe(stockBefore[C]);

    const response = await edit(sales, order.id, body);
    expect(response.statusCode, response.body).toBe(200);
    const { order: after, summary, total_change, credit_note } = response.json().data;
    expect(after.version).toBe(order.version + 1);
    expect(after.line_count).toBe(2);
    const [kept, added] = after.lines;
    expect(kept).toMatchObject({ product_id: idOf(A), qty: 2, unit_price: order.lines[0].unit_price });
    expect(added).toMatchObject({ product_id: idOf(C), qty: 3, sku: products[C]!.sku });
    // The added product is priced at the account's price now: what a checkout of it charges.
    const fresh = await placeOrder([[C, 1]]);
    expect(added.unit_price).toBe(fresh.lines[0].unit_price);
    const lineSum = after.lines.reduce((s: number, l: { line_total: number }) => s + cents(l.line_total), 0);
    expect(cents(after.total)).toBe(lineSum);
    expect(cents(total_change)).toBe(cents(after.total) - cents(order.total));
    expect(summary).toBe(
      `Order changed: 4 → 2 × ${products[A]!.name}; removed 1 × ${products[B]!.name}; added 3 × ${products[C]!.name}`,
    );

    // Stock moved to match, each movement naming the order, who and why.
    expect(await stockOf(t.database.db, idOf(A), 1)).toBe(stockBefore[A]! + 2);
    expect(await stockOf(t.database.db, idOf(B), 1)).toBe(stockBefore[B]! + 1);
    expect(await stockOf(t.database.db, idOf(C), 1)).toBe(stockBefore[C]! - 4);
    const movements = await rows<{ product_id: number; kind: string; delta: number; reference: string }>(
      t.database.db,
      sql`select product_id, kind, delta, reference from stock_movements
          where order_id = ${order.id} and staff_user_id is not null and reason = 'Customer phoned'
          order by product_id`,
    );
    expect(movements).toEqual(
      [
        { product_id: idOf(A), kind: 'cancellation', delta: 2, reference: order.number },
        { product_id: idOf(B), kind: 'cancellation', delta: 1, reference: order.number },
        { product_id: idOf(C), kind: 'sale', delta: -3, reference: order.number },
      ].sort((x, y) => x.product_id - y.product_id),
    );

    // The ledger follows: one entry for the difference (an invoice up, a credit note down).
    expect(await balance()).toBe(owedBefore + cents(total_change) + cents(fresh.total));
    const entries = await rows<{ kind: string; amount_cents: number }>(
      t.database.db,
      sql`select kind, amount_cents from ledger_entries where order_id = ${order.id} order by id`,
    );
    expect(entries.length).toBe(2);
    expect(entries[1]!.amount_cents).toBe(cents(total_change));
    expect(entries[1]!.kind).toBe(total_change > 0 ? 'invoice' : 'credit_note');
    if (total_change < 0) expect(credit_note).toMatch(/^CN-\d{6}$/);

    // The customer sees the change in the order's history; staff in the audit log with before and after.
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/cus/orders/${order.id}`,
      headers: { authorization: trade },
    });
    expect(customer.json().data.status_history.at(-1).note).toBe(`${summary} (Customer phoned)`);
    expect(customer.json().data.total).toBe(after.total);
    const logged = await staffCall(t, admin, `/api/staff/audit?entity_type=order&entity_id=${order.id}`);
    expect(logged.json().data[0]).toMatchObject({
      action: 'order.edit',
      before: { version: order.version, lines: [{ qty: 4 }, { qty: 1 }] },
      after: { version: order.version + 1, lines: [{ qty: 2 }, { qty: 3 }], reason: 'Customer phoned' },
    });
    // The order's search reads the added product and no longer the removed one.
    const found = await staffCall(t, sales, `/api/staff/orders?q=${encodeURIComponent(products[C]!.sku)}`);
    expect(found.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('issues a credit note for a lower total and an invoice for a higher one', async () => {
    const order = await placeOrder([[A, 4]]);
    const down = await edit(sales, order.id, {
      version: order.version,
      lines: [{ product_id: idOf(A), qty: 1 }],
    });
    expect(down.statusCode, down.body).toBe(200);
    const unit = cents(order.lines[0].unit_price);
    expect(cents(down.json().data.total_change)).toBe(-3 * unit);
    expect(down.json().data.order.credit_notes).toEqual([
      expect.objectContaining({
        number: down.json().data.credit_note,
        source: 'edit',
        source_reference: order.number,
        amount: (3 * unit) / 100,
      }),
    ]);
    const up = await edit(sales, order.id, {
      version: order.version + 1,
      lines: [{ product_id: idOf(A), qty: 5 }],
    });
    expect(up.statusCode, up.body).toBe(200);
    const invoices = await rows<{ amount_cents: number; reference: string }>(
      t.database.db,
      sql`select amount_cents, reference from ledger_entries where order_id = ${order.id} and kind = 'invoice' order by id`,
    );
    expect(invoices).toEqual([
      { amount_cents: 4 * unit, reference: order.number },
      { amount_cents: 4 * unit, reference: order.number },
    ]);
  });

  it('answers 409 with the order as it is now when the version seen is stale, and changes nothing', async () => {
    const order = await placeOrder([[A, 2]]);
    const first = await edit(sales, order.id, {
      version: order.version,
      lines: [{ product_id: idOf(A), qty: 3 }],
    });
    expect(first.statusCode).toBe(200);
    const stock = await stockOf(t.database.db, idOf(A), 1);
    const second = await edit(admin, order.id, {
      version: order.version,
      lines: [{ product_id: idOf(A), qty: 1 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/changed by someone else/);
    expect(second.json().current).toMatchObject({ version: order.version + 1, lines: [{ qty: 3 }] });
    expect(await stockOf(t.database.db, idOf(A), 1)).toBe(stock);
  });

  it('refuses an order already picking with 409 naming its status', async () => {
    const order = await placeOrder([[A, 1]]);
    for (const [to, version] of [
      ['confirmed', order.version],
      ['picking', order.version + 1],
    ] as const) {
      const moved = await staffCall(t, warehouse, `/api/staff/orders/${order.id}/transitions`, {
        to,
        version,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const response = await edit(sales, order.id, {
      version: order.version + 2,
      lines: [{ product_id: idOf(A), qty: 2 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${order.number} is picking and can no longer be changed.`);
    expect(response.json().current.status).toBe('picking');
  });

  it('refuses more than the warehouse holds with checkout’s short lines, taking nothing', async () => {
    const order = await placeOrder([
      [A, 1],
      [B, 1],
    ]);
    await setStock(t.database.db, idOf(C), 1, 2);
    const stockA = await stockOf(t.database.db, idOf(A), 1);
    const response = await edit(sales, order.id, {
      version: order.version,
      lines: [
        { product_id: idOf(A), qty: 1 },
        { product_id: idOf(C), qty: 5 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().short_lines).toEqual([
      { product_id: idOf(C), sku: products[C]!.sku, name: products[C]!.name, requested: 5, available: 2 },
    ]);
    expect(response.json().message[0]).toMatch(/you asked for 5, .* has 2/);
    expect(await stockOf(t.database.db, idOf(C), 1)).toBe(2);
    expect(await stockOf(t.database.db, idOf(A), 1)).toBe(stockA);
    await setStock(t.database.db, idOf(C), 1, 100);
  });

  it('refuses an increase past the account’s credit limit as a checkout is refused, and allows a decrease', async () => {
    const order = await placeOrder([[A, 2]]);
    const [{ limit } = { limit: 0 }] = await rows<{ limit: number }>(
      t.database.db,
      sql`select credit_limit_cents as limit from accounts where id = ${accountId}`,
    );
    await t.database.db.execute(
      sql`update accounts set credit_limit_cents = ${await balance()} where id = ${accountId}`,
    );
    try {
      const up = await edit(sales, order.id, {
        version: order.version,
        lines: [{ product_id: idOf(A), qty: 3 }],
      });
      expect(up.statusCode).toBe(403);
      expect(up.json().message).toMatch(/past your credit limit/);
      const down = await edit(sales, order.id, {
        version: order.version,
        lines: [{ product_id: idOf(A), qty: 1 }],
      });
      expect(down.statusCode, down.body).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`update accounts set credit_limit_cents = ${limit} where id = ${accountId}`,
      );
    }
  });

  it('refuses to remove every line (cancel instead), another department’s product, and no change, naming the field', async () => {
    const order = await placeOrder([[A, 1]]);
    const empty = await edit(sales, order.id, { version: order.version, lines: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.lines).toEqual([
      'An order needs at least one line: cancel the order instead.',
    ]);
    const [foreign] = await stockedProducts(t.database.db, 8, 4, 1, 10);
    const other = await edit(sales, order.id, {
      version: order.version,
      lines: [
        { product_id: idOf(A), qty: 1 },
        { product_id: foreign!.id, qty: 1 },
      ],
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['lines.1.product_id']).toEqual([
      'This product is not available to this account',
    ]);
    const same = await edit(sales, order.id, {
      version: order.version,
      lines: [{ product_id: idOf(A), qty: 1 }],
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.lines).toBeDefined();
    const zero = await edit(sales, order.id, {
      version: order.version,
      lines: [{ product_id: idOf(A), qty: 0 }],
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors['lines.0.qty']).toBeDefined();
  });

  it('is for roles that may edit orders: the warehouse gets 403, an unknown order 404', async () => {
    const order = await placeOrder([[A, 1]]);
    const body = { version: order.version, lines: [{ product_id: idOf(A), qty: 2 }] };
    expect((await edit(warehouse, order.id, body)).statusCode).toBe(403);
    expect((await edit(sales, 99_999_999, body)).statusCode).toBe(404);
  });
});
