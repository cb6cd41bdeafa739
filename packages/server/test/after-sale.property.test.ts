import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@tyreline/domain/money';
import { RETURN_REASONS, returnCredit } from '@tyreline/domain/returns';
import { rows } from '../src/db/client.ts';
import { catalogueCommands } from '../src/cli/commands/catalogue.ts';
import { ledgerDisagreements } from '../src/features/catalogue/stock-ledger.repository.ts';
import { csvFolder, runCommand } from './support/cli.ts';
import { TRADE, accountIdOf, checkout, deliveryOrder, setStock } from './support/orders.ts';
import { ADMIN, staffAuth, staffCall, staffPut } from './support/staff.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * The after-sale property of issue #23: whatever mix of checkouts, cancellations, status moves, order edits,
 * partial dispatches, backorder cancellations, returns, transfers, imports and adjustments runs, every shelf's level equals its movements and every account's balance equals
 * its ledger. The test keeps its own model of both (from the answers the API gives) and compares it with the
 * database after the run: a shelf the model and the database disagree on, or a ledger that does not add up to
 * what the account was told it owes, fails it.
 */

const OPERATIONS = 500;
const WAREHOUSES = [1, 2] as const;

let t: TestApp;
let staff: string;
const buyers: { username: string; authorization: string; accountId: number }[] = [];
let products: { id: number; sku: string }[] = [];
let codes: Map<number, string>;
const files = csvFolder('tyreline-property-');

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffAuth(t, ADMIN);
  for (const username of [TRADE, 'nocredit@example.com']) {
    buyers.push({
      username,
      authorization: (await t.authAs(username)).authorization,
      accountId: await accountIdOf(t.database.db, username),
    });
  }
  // Room on the accounts' limits, so what the run tests is stock and money, not credit refusals.
  await t.database.db.execute(
    sql`update accounts set credit_limit_cents = 1000000000
        where id in (${buyers[0]!.accountId}, ${buyers[1]!.accountId})`,
  );
  products = await rows<{ id: number; sku: string }>(
    t.database.db,
    sql`select id, sku from products where department_id = 7 and active order by id offset 300 limit 4`,
  );
  for (const p of products) for (const w of WAREHOUSES) await setStock(t.database.db, p.id, w, 25);
  codes = new Map(
    (
      await rows<{ id: number; code: string }>(
        t.database.db,
        sql`select id, code from warehouses where id in (1, 2)`,
      )
    ).map((w) => [w.id, w.code]),
  );
});
afterAll(async () => {
  files.remove();
  await t?.close();
});

/** A share of what may be taken (0–1): how much of a line to send or return. */
const share = fc.double({ min: 0, max: 1, noNaN: true });

type Operation =
  | { op: 'checkout'; buyer: number; lines: { product: number; qty: number }[] }
  | { op: 'advance'; pick: number }
  | { op: 'cancel'; pick: number }
  | { op: 'edit'; pick: number; line: number; qty: number; add: number | null }
  | { op: 'ship'; pick: number; shares: number[] }
  | { op: 'cancelBackorder'; pick: number }
  | { op: 'return'; pick: number; shares: number[]; saleable: boolean[]; reason: number; warehouse: 0 | 1 }
  | { op: 'transfer'; product: number; from: 0 | 1; qty: number }
  | { op: 'import'; product: number; warehouse: 0 | 1; level: number }
  | { op: 'adjust'; product: number; warehouse: 0 | 1; level: number };

const productIndex = fc.integer({ min: 0, max: 3 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('checkout' as const),
      buyer: fc.integer({ min: 0, max: 1 }),
      lines: fc.uniqueArray(fc.record({ product: productIndex, qty: fc.integer({ min: 1, max: 4 }) }), {
        minLength: 1,
        maxLength: 3,
        selector: (l) => l.product,
      }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('advance' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      pick: fc.nat(),
      line: fc.nat(),
      // 0 removes the line (when it is not the only one).
      qty: fc.integer({ min: 0, max: 5 }),
      add: fc.option(productIndex),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('ship' as const),
      pick: fc.nat(),
      shares: fc.array(share, { minLength: 4, maxLength: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancelBackorder' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('return' as const),
      pick: fc.nat(),
      shares: fc.array(share, { minLength: 4, maxLength: 4 }),
      saleable: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      reason: fc.integer({ min: 0, max: RETURN_REASONS.length - 1 }),
      warehouse: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('transfer' as const),
      product: productIndex,
      from: fc.constantFrom(0 as const, 1 as const),
      qty: fc.integer({ min: 1, max: 8 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('import' as const),
      product: productIndex,
      warehouse: fc.constantFrom(0 as const, 1 as const),
      level: fc.integer({ min: 0, max: 40 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('adjust' as const),
      product: productIndex,
      warehouse: fc.constantFrom(0 as const, 1 as const),
      level: fc.integer({ min: 0, max: 40 }),
    }),
  },
);

interface ModelLine {
  lineNo: number;
  productId: number;
  qty: number;
  unitCents: number;
  shipped: number;
  cancelled: number;
  returned: number;
}

interface PlacedOrder {
  id: number;
  buyer: number;
  status: string;
  totalCents: number;
  lines: ModelLine[];
}

interface AnsweredLine {
  line_no?: number;
  product_id: number;
  qty: number;
  unit_price: number;
}
const modelLines = (lines: AnsweredLine[]): ModelLine[] =>
  lines.map((l, index) => ({
    lineNo: l.line_no ?? index + 1,
    productId: l.product_id,
    qty: l.qty,
    unitCents: toCents(l.unit_price),
    shipped: 0,
    cancelled: 0,
    returned: 0,
  }));
const outstanding = (l: ModelLine) => l.qty - l.shipped - l.cancelled;

interface SeenOrder {
  version: number;
  status: string;
  next_statuses: string[];
}
const seenOrder = async (id: number) => {
  const answer = await staffCall(t, staff, `/api/staff/orders/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as SeenOrder;
};

/** What the test expects, from the answers it got: each shelf's level and what each account owes. */
class Model {
  readonly shelves = new Map<string, number>();
  readonly owed = new Map<number, number>();
  readonly orders: PlacedOrder[] = [];

  static key = (productId: number, warehouseId: number) => `${productId}@${warehouseId}`;
  level = (productId: number, warehouseId: number) =>
    this.shelves.get(Model.key(productId, warehouseId)) ?? 0;
  move(productId: number, warehouseId: number, delta: number) {
    this.shelves.set(Model.key(productId, warehouseId), this.level(productId, warehouseId) + delta);
  }
  owe(accountId: number, cents: number) {
    this.owed.set(accountId, (this.owed.get(accountId) ?? 0) + cents);
  }
}

async function startingModel(): Promise<Model> {
  const model = new Model();
  for (const p of products) for (const w of WAREHOUSES) model.move(p.id, w, 25);
  for (const b of buyers) {
    const [row] = await rows<{ cents: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_cents), 0)::float8 as cents from ledger_entries where account_id = ${b.accountId}`,
    );
    model.owe(b.accountId, row!.cents);
  }
  return model;
}

async function run(model: Model, operation: Operation): Promise<void> {
  const db = t.database.db;
  switch (operation.op) {
    case 'checkout': {
      const buyer = buyers[operation.buyer]!;
      const lines = operation.lines.map((l) => ({ product_id: products[l.product]!.id, qty: l.qty }));
      const answer = await checkout(t, buyer.authorization, deliveryOrder(lines));
      if (answer.statusCode === 409) return; // short of stock: nothing taken, nothing owed
      expect(answer.statusCode, answer.body).toBe(201);
      const order = answer.json().data as { id: number; total: number; lines: AnsweredLine[] };
      for (const l of lines) model.move(l.product_id, 1, -l.qty);
      model.owe(buyer.accountId, toCents(order.total));
      model.orders.push({
        id: order.id,
        buyer: operation.buyer,
        status: 'submitted',
        totalCents: toCents(order.total),
        lines: modelLines(order.lines),
      });
      return;
    }
    case 'advance':
    case 'cancel': {
      const open = model.orders.filter((o) => !['delivered', 'collected', 'cancelled'].includes(o.status));
      if (open.length === 0) return;
      const order = open[operation.pick % open.length]!;
      const seen = await seenOrder(order.id);
      const to =
        operation.op === 'cancel'
          ? 'cancelled'
          : seen.next_statuses.find((s) => s !== 'cancelled' && s !== 'backordered');
      if (!to || !seen.next_statuses.includes(to)) return;
      const moved = await staffCall(t, staff, `/api/staff/orders/${order.id}/transitions`, {
        to,
        version: seen.version,
        note: operation.op === 'cancel' ? 'Property run' : undefined,
        tracking_reference: to === 'dispatched' ? `CP${order.id}` : undefined,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      order.status = to;
      if (to === 'cancelled') {
        for (const l of order.lines) model.move(l.productId, 1, l.qty);
        model.owe(buyers[order.buyer]!.accountId, -order.totalCents);
      }
      // A whole-order dispatch sends everything still to send.
      if (to === 'dispatched') for (const l of order.lines) l.shipped += outstanding(l);
      return;
    }
    case 'edit': {
      const editable = model.orders.filter((o) => ['submitted', 'confirmed'].includes(o.status));
      if (editable.length === 0) return;
      const order = editable[operation.pick % editable.length]!;
      const seen = await seenOrder(order.id);
      const wanted = new Map(order.lines.map((l) => [l.productId, l.qty]));
      const changed = order.lines[operation.line % order.lines.length]!;
      if (operation.qty === 0 && order.lines.length > 1) wanted.delete(changed.productId);
      else if (operation.qty > 0) wanted.set(changed.productId, operation.qty);
      if (operation.add !== null) {
        const added = products[operation.add]!.id;
        wanted.set(added, (wanted.get(added) ?? 0) + 1);
      }
      const answer = await staffCall(t, staff, `/api/staff/orders/${order.id}/edits`, {
        version: seen.version,
        lines: [...wanted].map(([product_id, qty]) => ({ product_id, qty })),
        reason: 'Property run',
      });
      const unchanged =
        order.lines.length === wanted.size && order.lines.every((l) => wanted.get(l.productId) === l.qty);
      if (unchanged) {
        expect(answer.statusCode, answer.body).toBe(422);
        return;
      }
      if (answer.statusCode === 409 && 'short_lines' in answer.json()) return; // short of stock: nothing moved
      expect(answer.statusCode, answer.body).toBe(200);
      const after = answer.json().data.order as { total: number; lines: AnsweredLine[] };
      for (const l of order.lines) model.move(l.productId, 1, l.qty);
      for (const l of after.lines) model.move(l.product_id, 1, -l.qty);
      model.owe(buyers[order.buyer]!.accountId, toCents(after.total) - order.totalCents);
      order.totalCents = toCents(after.total);
      order.lines = modelLines(after.lines);
      return;
    }
    case 'ship': {
      const shippable = model.orders.filter((o) => ['picking', 'backordered'].includes(o.status));
      if (shippable.length === 0) return;
      const order = shippable[operation.pick % shippable.length]!;
      const seen = await seenOrder(order.id);
      const lines = order.lines.map((l, index) => ({
        line_no: l.lineNo,
        qty: Math.min(outstanding(l), Math.floor((operation.shares[index % 4] ?? 0) * (outstanding(l) + 1))),
      }));
      const answer = await staffCall(t, staff, `/api/staff/orders/${order.id}/shipments`, {
        version: seen.version,
        lines,
        tracking_reference: `PART-${order.id}`,
      });
      if (lines.every((l) => l.qty === 0)) {
        expect(answer.statusCode, answer.body).toBe(422);
        return;
      }
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      for (const [index, l] of order.lines.entries()) l.shipped += lines[index]!.qty;
      order.status = order.lines.some((l) => outstanding(l) > 0) ? 'backordered' : 'dispatched';
      expect((await seenOrder(order.id)).status).toBe(order.status);
      return;
    }
    case 'cancelBackorder': {
      const waiting = model.orders.filter((o) => o.status === 'backordered');
      if (waiting.length === 0) return;
      const order = waiting[operation.pick % waiting.length]!;
      const seen = await seenOrder(order.id);
      const answer = await staffCall(t, staff, `/api/staff/orders/${order.id}/backorder/cancel`, {
        version: seen.version,
        reason: 'Property run: no more coming',
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      let credit = 0;
      for (const l of order.lines) {
        const left = outstanding(l);
        model.move(l.productId, 1, left);
        credit += left * l.unitCents;
        l.cancelled += left;
      }
      model.owe(buyers[order.buyer]!.accountId, -credit);
      order.status = 'dispatched';
      return;
    }
    case 'return': {
      const delivered = model.orders.filter(
        (o) => o.status === 'delivered' && o.lines.some((l) => l.shipped - l.returned > 0),
      );
      if (delivered.length === 0) return;
      const order = delivered[operation.pick % delivered.length]!;
      const buyer = buyers[order.buyer]!;
      const lines = order.lines
        .map((l, index) => ({
          line: l,
          qty: Math.ceil((operation.shares[index % 4] ?? 0) * (l.shipped - l.returned)),
          saleable: operation.saleable[index % 4] ?? true,
        }))
        .filter((l) => l.qty > 0);
      if (lines.length === 0) return;
      const reason = RETURN_REASONS[operation.reason]!;
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/cus/orders/${order.id}/returns`,
        headers: { authorization: buyer.authorization },
        payload: { lines: lines.map((l) => ({ line_no: l.line.lineNo, qty: l.qty })), reason },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const rma = asked.json().data as { id: number };
      const approved = await staffCall(t, staff, `/api/staff/returns/${rma.id}/approve`, { version: 1 });
      expect(approved.statusCode, approved.body).toBe(200);
      const warehouse = WAREHOUSES[operation.warehouse];
      const received = await staffCall(t, staff, `/api/staff/returns/${rma.id}/receive`, {
        version: approved.json().data.version,
        warehouse_id: warehouse,
        lines: lines.map((l) => ({
          line_no: l.line.lineNo,
          condition: l.saleable ? 'saleable' : 'write_off',
        })),
      });
      expect(received.statusCode, received.body).toBe(200);
      for (const l of lines) {
        l.line.returned += l.qty;
        if (l.saleable) model.move(l.line.productId, warehouse, l.qty);
      }
      const { creditCents } = returnCredit(
        reason,
        lines.map((l) => ({ unitPriceCents: l.line.unitCents, qty: l.qty })),
      );
      model.owe(buyer.accountId, -creditCents);
      return;
    }

    case 'transfer': {
      const product = products[operation.product]!;
      const from = WAREHOUSES[operation.from];
      const to = WAREHOUSES[1 - operation.from]!;
      const answer = await staffCall(t, staff, `/api/staff/products/${product.id}/stock-transfers`, {
        from_warehouse_id: from,
        to_warehouse_id: to,
        quantity: operation.qty,
        reason: 'Property run',
      });
      if (operation.qty > model.level(product.id, from)) {
        expect(answer.statusCode, answer.body).toBe(422);
        return;
      }
      expect(answer.statusCode, answer.body).toBe(201);
      model.move(product.id, from, -operation.qty);
      model.move(product.id, to, operation.qty);
      return;
    }
    case 'import': {
      const product = products[operation.product]!;
      const warehouse = WAREHOUSES[operation.warehouse];
      await runCommand(
        catalogueCommands.find((c) => c.name === 'catalogue:import')!,
        db,
        {
          stock: files.write('stock.csv', [
            'warehouse,sku,quantity',
            `${codes.get(warehouse)},${product.sku},${operation.level}`,
          ]),
        },
      );
      model.move(product.id, warehouse, operation.level - model.level(product.id, warehouse));
      return;
    }
    case 'adjust': {
      const product = products[operation.product]!;
      const warehouse = WAREHOUSES[operation.warehouse];
      const current = model.level(product.id, warehouse);
      const answer = await staffPut(t, staff, `/api/staff/products/${product.id}/stock/${warehouse}`, {
        quantity: operation.level,
        expected_quantity: current,
        reason: 'Property run count',
      });
      if (operation.level === current) {
        expect(answer.statusCode, answer.body).toBe(422);
        return;
      }
      expect(answer.statusCode, answer.body).toBe(200);
      model.move(product.id, warehouse, operation.level - current);
      return;
    }
  }
}

async function expectAgreement(model: Model): Promise<void> {
  const db = t.database.db;
  expect(await ledgerDisagreements(db)).toEqual([]);
  const levels = await rows<{ product_id: number; warehouse_id: number; quantity: number }>(
    db,
    sql`select product_id, warehouse_id, quantity from stock
        where product_id in (${sql.join(
          products.map((p) => sql`${p.id}`),
          sql`, `,
        )}) and warehouse_id in (1, 2)`,
  );
  expect(
    Object.fromEntries(levels.map((l) => [Model.key(l.product_id, l.warehouse_id), l.quantity])),
  ).toEqual(Object.fromEntries(model.shelves));
  for (const b of buyers) {
    // What the back office shows the account owes, what its ledger adds up to, and what the run was told.
    const account = await staffCall(t, staff, `/api/staff/accounts/${b.accountId}`);
    expect(account.statusCode, account.body).toBe(200);
    const [ledger] = await rows<{ cents: number }>(
      db,
      sql`select coalesce(sum(amount_cents), 0)::float8 as cents from ledger_entries where account_id = ${b.accountId}`,
    );
    const expected = model.owed.get(b.accountId);
    expect({
      account: b.username,
      shown: toCents(account.json().data.balance),
      ledger: ledger!.cents,
    }).toEqual({
      account: b.username,
      shown: expected,
      ledger: expected,
    });
  }
}

describe('after the sale, under a random mix of operations', () => {
  it(`keeps every shelf equal to its movements and every balance equal to its ledger, over ${OPERATIONS} operations`, async () => {
    const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 2_147_483_647);
    const [operations] = fc.sample(fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }), {
      seed,
      numRuns: 1,
    });
    const model = await startingModel();
    for (const [index, next] of operations!.entries()) {
      try {
        await run(model, next);
      } catch (error) {
        throw new Error(
          `operation ${index} ${JSON.stringify(next)} (PROPERTY_SEED=${seed}): ${String(error)}`,
          {
            cause: error,
          },
        );
      }
    }
    const counts = operations!.reduce<Record<string, number>>(
      (sum, o) => ({ ...sum, [o.op]: (sum[o.op] ?? 0) + 1 }),
      {},
    );
    expect(Object.keys(counts).sort()).toEqual([
      'adjust',
      'advance',
      'cancel',
      'cancelBackorder',
      'checkout',
      'edit',
      'import',
      'return',
      'ship',
      'transfer',
    ]);
    await expectAgreement(model);
  }, 240_000);
});
