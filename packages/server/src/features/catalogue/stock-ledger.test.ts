import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { catalogueCommands } from '../../cli/commands/catalogue.ts';
import { stockCommands } from '../../cli/commands/stock.ts';
import { TRADE, checkout, deliveryOrder, setStock, stockOf } from '../../../test/support/orders.ts';
import { csvFolder, refusal, runCommand } from '../../../test/support/cli.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ledgerDisagreements } from './stock-ledger.repository.ts';

let t: TestApp;
let trade: string;
let warehouse: string;
const files = csvFolder('tyreline-ledger-');
/** Two products of department 7 with stock at warehouse 1 (BNE), untouched by the demo's orders. */
let products: { id: number; sku: string }[];
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  warehouse = await staffAuth(t, WAREHOUSE);
  products = await rows<{ id: number; sku: string }>(
    t.database.db,
    sql`select p.id, p.sku from products p join stock s on s.product_id = p.id and s.warehouse_id = 1
        where p.department_id = 7 and p.active and s.quantity >= 30 order by p.id limit 2`,
  );
});
afterAll(async () => {
  files.remove();
  await t?.close();
});

interface Movement {
  product_id: number;
  warehouse_id: number;
  before: number;
  after: number;
  delta: number;
  kind: string;
  reference: string | null;
  order_id: number | null;
  user_id: number | null;
  staff_user_id: number | null;
  reason: string;
}
/** The movements written since `afterId`, oldest first. */
const movementsAfter = (afterId: number) =>
  rows<Movement>(
    t.database.db,
    sql`select product_id, warehouse_id, before, after, delta, kind, reference, order_id, user_id, staff_user_id,
               reason
        from stock_movements where id > ${afterId} order by id`,
  );
const lastMovementId = async () =>
  (
    await rows<{ id: number }>(
      t.database.db,
      sql`select coalesce(max(id), 0)::int as id from stock_movements`,
    )
  )[0]!.id;
const userIdOf = async (table: 'users' | 'staff_users', username: string) =>
  (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id from ${sql.identifier(table)} where username = ${username}`,
    )
  )[0]!.id;

const verify = stockCommands.find((c) => c.name === 'stock:verify')!;

describe('the stock ledger', () => {
  it('starts with the demo’s levels as opening balances, so every shelf agrees from the first day', async () => {
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
    const [opening] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_movements where kind = 'opening'`,
    );
    expect(opening!.n).toBeGreaterThan(0);
    const printed = await runCommand(verify, t.database.db, {});
    expect(printed.at(-1)).toMatch(
      /^Every shelf agrees with its movements: checked [\d,]+ shelves and [\d,]+ movements/,
    );
  });

  it('records a checkout as a sale per line, naming the order and the buyer', async () => {
    const [a, b] = products as [{ id: number; sku: string }, { id: number; sku: string }];
    const before = [await stockOf(t.database.db, a.id, 1), await stockOf(t.database.db, b.id, 1)];
    const since = await lastMovementId();
    const placed = await checkout(
      t,
      trade,
      deliveryOrder([
        { product_id: a.id, qty: 4 },
        { product_id: b.id, qty: 2 },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as number;
    expect(await movementsAfter(since)).toEqual([
      expect.objectContaining({
        product_id: a.id,
        warehouse_id: 1,
        before: before[0],
        after: before[0]! - 4,
        delta: -4,
        kind: 'sale',
        order_id: orderId,
        user_id: await userIdOf('users', TRADE),
        staff_user_id: null,
      }),
      expect.objectContaining({
        product_id: b.id,
        warehouse_id: 1,
        before: before[1],
        after: before[1]! - 2,
        delta: -2,
        kind: 'sale',
        order_id: orderId,
      }),
    ]);
  });

  it('records nothing for a checkout that is refused', async () => {
    const since = await lastMovementId();
    const refused = await checkout(
      t,
      trade,
      deliveryOrder([{ product_id: products[0]!.id, qty: 1_000_000 }]),
    );
    expect(refused.statusCode).toBe(422);
    expect(await movementsAfter(since)).toEqual([]);
  });

  it('records a cancellation’s restock with the order, the member of staff and the reason', async () => {
    const a = products[0]!;
    const placed = await checkout(t, trade, deliveryOrder([{ product_id: a.id, qty: 3 }]));
    const order = placed.json().data as { id: number };
    const level = await stockOf(t.database.db, a.id, 1);
    const since = await lastMovementId();
    const cancelled = await staffCall(t, warehouse, `/api/staff/orders/${order.id}/transitions`, {
      to: 'cancelled',
      version: 1,
      note: 'Customer rang',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await movementsAfter(since)).toEqual([
      expect.objectContaining({
        product_id: a.id,
        before: level,
        after: level + 3,
        delta: 3,
        kind: 'cancellation',
        order_id: order.id,
        staff_user_id: await userIdOf('staff_users', WAREHOUSE),
        reason: 'Customer rang',
      }),
    ]);
  });

  it('records a staff count as an adjustment with its reason, and answers with that movement', async () => {
    const a = products[1]!;
    const level = await stockOf(t.database.db, a.id, 1);
    const since = await lastMovementId();
    const admin = await staffAuth(t, ADMIN);
    const adjusted = await staffPut(t, admin, `/api/staff/products/${a.id}/stock/1`, {
      quantity: level + 5,
      expected_quantity: level,
      reason: 'Found five in the back',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const written = await movementsAfter(since);
    expect(written).toEqual([
      expect.objectContaining({
        before: level,
        after: level + 5,
        delta: 5,
        kind: 'adjustment',
        staff_user_id: await userIdOf('staff_users', ADMIN),
        reason: 'Found five in the back',
      }),
    ]);
    expect(adjusted.json().data.movement_id).toBe(since + 1);
  });

  it('records an import as one movement per changed shelf, naming the import', async () => {
    const [a, b] = products as [{ id: number; sku: string }, { id: number; sku: string }];
    const levels = [await stockOf(t.database.db, a.id, 1), await stockOf(t.database.db, b.id, 1)];
    const since = await lastMovementId();
    const printed = await runCommand(
      catalogueCommands.find((c) => c.name === 'catalogue:import')!,
      t.database.db,
      {
        stock: files.write('stock.csv', [
          'warehouse,sku,quantity',
          `BNE-N,${a.sku},${levels[0]! + 10}`,
          `BNE-N,${b.sku},${levels[1]}`,
        ]),
      },
    );
    expect(printed.join('\n')).toContain('stock');
    const [history] = await rows<{ id: number }>(
      t.database.db,
      sql`select max(id)::int as id from catalogue_imports`,
    );
    expect(await movementsAfter(since)).toEqual([
      expect.objectContaining({
        product_id: a.id,
        before: levels[0],
        after: levels[0]! + 10,
        kind: 'import',
        reference: `import ${history!.id}`,
        reason: 'stock.csv',
        staff_user_id: null,
      }),
    ]);
  });

  it('records a transfer as a transfer-out and a transfer-in naming it, with who and why', async () => {
    const a = products[1]!;
    const levels = [await stockOf(t.database.db, a.id, 1), await stockOf(t.database.db, a.id, 2)];
    const since = await lastMovementId();
    const moved = await staffCall(t, warehouse, `/api/staff/products/${a.id}/stock-transfers`, {
      from_warehouse_id: 1,
      to_warehouse_id: 2,
      quantity: 4,
      reason: 'Brisbane South ran out',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const { id, from, to } = moved.json().data;
    expect(from).toMatchObject({ warehouse_id: 1, quantity: levels[0]! - 4 });
    expect(to).toMatchObject({ warehouse_id: 2, quantity: levels[1]! + 4 });
    const staffId = await userIdOf('staff_users', WAREHOUSE);
    expect(await movementsAfter(since)).toEqual([
      expect.objectContaining({
        warehouse_id: 1,
        delta: -4,
        kind: 'transfer_out',
        reference: `transfer ${id}`,
        staff_user_id: staffId,
        reason: 'Brisbane South ran out',
      }),
      expect.objectContaining({
        warehouse_id: 2,
        delta: 4,
        kind: 'transfer_in',
        reference: `transfer ${id}`,
        staff_user_id: staffId,
      }),
    ]);
    expect(await stockOf(t.database.db, a.id, 1)).toBe(levels[0]! - 4);
    expect(await stockOf(t.database.db, a.id, 2)).toBe(levels[1]! + 4);
  });

  it('refuses a transfer of more than the shelf holds, to the same warehouse, to another department’s, or by sales', async () => {
    const a = products[1]!;
    const url = `/api/staff/products/${a.id}/stock-transfers`;
    const level = await stockOf(t.database.db, a.id, 1);
    const since = await lastMovementId();
    const tooMany = await staffCall(t, warehouse, url, {
      from_warehouse_id: 1,
      to_warehouse_id: 3,
      quantity: level + 1,
      reason: 'x',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({
      quantity: [`Brisbane North holds only ${level}; nothing was moved`],
    });
    const same = await staffCall(t, warehouse, url, {
      from_warehouse_id: 1,
      to_warehouse_id: 1,
      quantity: 1,
      reason: 'x',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({
      to_warehouse_id: ['Choose another warehouse than the one it leaves'],
    });
    const elsewhere = await staffCall(t, warehouse, url, {
      from_warehouse_id: 1,
      to_warehouse_id: 4,
      quantity: 1,
      reason: 'x',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['to_warehouse_id']);
    const noReason = await staffCall(t, warehouse, url, {
      from_warehouse_id: 1,
      to_warehouse_id: 2,
      quantity: 0,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toMatchObject({
      quantity: ['Quantity must be at least 1'],
      reason: ['Reason is required'],
    });
    const sales = await staffAuth(t, SALES);
    expect(
      (await staffCall(t, sales, url, { from_warehouse_id: 1, to_warehouse_id: 2, quantity: 1, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await staffCall(t, warehouse, '/api/staff/products/2147483647/stock-transfers', {
          from_warehouse_id: 1,
          to_warehouse_id: 2,
          quantity: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await movementsAfter(since)).toEqual([]);
    expect(await stockOf(t.database.db, a.id, 1)).toBe(level);
  });

  it('lets only as many concurrent transfers through as the shelf holds, either way round', async () => {
    const a = products[0]!;
    await setStock(t.database.db, a.id, 2, 3);
    await setStock(t.database.db, a.id, 3, 0);
    const answers = await Promise.all(
      [2, 3, 2, 3, 2, 3].map((from, i) =>
        staffCall(t, warehouse, `/api/staff/products/${a.id}/stock-transfers`, {
          from_warehouse_id: from,
          to_warehouse_id: from === 2 ? 3 : 2,
          quantity: 1,
          reason: `Race ${i}`,
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    expect((await stockOf(t.database.db, a.id, 2)) + (await stockOf(t.database.db, a.id, 3))).toBe(3);
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('still records a change made directly in the database, as an adjustment that says so', async () => {
    const a = products[0]!;
    const since = await lastMovementId();
    await t.database.db.execute(
      sql`update stock set quantity = quantity + 1 where product_id = ${a.id} and warehouse_id = 1`,
    );
    expect(await movementsAfter(since)).toEqual([
      expect.objectContaining({ delta: 1, kind: 'adjustment', reason: 'Changed directly in the database' }),
    ]);
  });

  it('is proved by stock:verify, which names a shelf that disagrees with its movements', async () => {
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
    const a = products[0]!;
    // A movement lost: the only way a shelf can disagree is by someone editing the ledger itself.
    const [lost] = await rows<Movement & { id: number }>(
      t.database.db,
      sql`delete from stock_movements
          where id = (select max(id) from stock_movements where product_id = ${a.id} and warehouse_id = 1)
          returning *`,
    );
    try {
      const message = await refusal(runCommand(verify, t.database.db, {}));
      expect(message).toMatch(/^1 shelves disagree with their movements \(checked/);
      const [shelf] = await ledgerDisagreements(t.database.db);
      expect(shelf).toMatchObject({ product_id: a.id, sku: a.sku, warehouse_id: 1, warehouse_code: 'BNE-N' });
      expect(shelf!.level - shelf!.ledger).toBe(lost!.delta);
    } finally {
      await t.database.db.execute(
        sql`insert into stock_movements (id, product_id, warehouse_id, before, after, delta, kind, reason)
            values (${lost!.id}, ${a.id}, 1, ${lost!.before}, ${lost!.after}, ${lost!.delta}, ${lost!.kind}, ${lost!.reason})`,
      );
    }
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });
});
