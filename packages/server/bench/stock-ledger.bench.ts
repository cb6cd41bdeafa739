/**
 * `stock:verify` at scale (issue #23): 600,000 shelves and 2,000,000 movements on the local PostgreSQL server,
 * the ledger's whole check timed as the operator tool runs it. Target: under 30 s.
 *
 *   node --import tsx bench/stock-ledger.bench.ts     (BENCH_SHELVES, BENCH_MOVEMENTS to change the size)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { inTransaction, openDatabase, rows } from '../src/db/client.ts';
import { stockCommands } from '../src/cli/commands/stock.ts';
import { describeStockChange } from '../src/features/catalogue/stock-ledger.repository.ts';
import { benchDatabase } from './bench-database.ts';

const WAREHOUSES = 6;
const shelves = Number(process.env.BENCH_SHELVES ?? 600_000);
const movements = Number(process.env.BENCH_MOVEMENTS ?? 2_000_000);
const products = Math.ceil(shelves / WAREHOUSES);
const verify = stockCommands.find((c) => c.name === 'stock:verify')!;

const bench = await benchDatabase('tyreline_bench_ledger');
const database = await openDatabase({ url: bench.url, poolSize: 2 });
const db = database.db;
try {
  const loadStarted = performance.now();
  await inTransaction(db, async (tx) => {
    // Stock ranks are computed once at the end, as an import does (decision 0036).
    await tx.execute(sql`select defer_stock_ranks()`);
    await tx.execute(sql`insert into departments (id, name) values (1, 'Bench')`);
    await tx.execute(
      sql`insert into warehouses (id, department_id, name, code)
          select w, 1, 'Warehouse ' || w, 'W' || w from generate_series(1, ${WAREHOUSES}) w`,
    );
    await tx.execute(
      sql`insert into products (department_id, type, sku, name, list_price_cents)
          select 1, 'tyre', 'SKU-' || g, 'Bench tyre ' || g, 10000 + g % 500 from generate_series(1, ${products}) g`,
    );
    // Each shelf's first level is its opening balance: one movement per shelf, written by the ledger's trigger.
    await describeStockChange(tx, { kind: 'opening', reason: 'Bench' });
    await tx.execute(
      sql`insert into stock (product_id, warehouse_id, quantity)
          select p.id, w.id, (p.id * 7 + w.id) % 50 from products p cross join warehouses w
          limit ${shelves}`,
    );
    await tx.execute(sql`select flush_stock_ranks()`);
  });
  // The rest of the ledger: sales and their cancellations, in pairs that leave each level as it is.
  const [{ opening } = { opening: 0 }] = await rows<{ opening: number }>(
    db,
    sql`select count(*)::int as opening from stock_movements`,
  );
  const pairs = Math.max(0, Math.floor((movements - opening) / 2));
  await db.execute(
    sql`insert into stock_movements (product_id, warehouse_id, before, after, delta, kind, reason)
        select s.product_id, s.warehouse_id, s.quantity - (1 - m.d) / 2, s.quantity - (1 - m.d) / 2 - m.d, -m.d,
               m.kind, 'Bench'
        from (select product_id, warehouse_id, quantity, row_number() over () as n from stock) s
        join generate_series(1, ${pairs}) g on s.n = 1 + (g - 1) % ${shelves}
        cross join (values (1, 'sale'), (-1, 'cancellation')) as m(d, kind)`,
  );
  await db.execute(sql`analyze stock`);
  await db.execute(sql`analyze stock_movements`);
  const loaded = ((performance.now() - loadStarted) / 1000).toFixed(0);

  const times: number[] = [];
  let printed: string[] = [];
  for (let run = 0; run < 3; run++) {
    const lines: string[] = [];
    const started = performance.now();
    await verify.run({ db, values: {}, positionals: [], out: (line) => lines.push(line) });
    times.push((performance.now() - started) / 1000);
    printed = lines;
  }
  const [size] = await rows<{ shelves: number; movements: number }>(
    db,
    sql`select (select count(*) from stock)::int as shelves, (select count(*) from stock_movements)::int as movements`,
  );
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`\nStock ledger bench (PostgreSQL; data loaded in ${loaded} s; load average ${load})`);
  console.log('| what | measured | target |');
  console.log('| --- | --- | --- |');
  console.log(
    `| \`stock:verify\` over ${size!.shelves.toLocaleString('en-AU')} shelves and ${size!.movements.toLocaleString('en-AU')} movements (3 runs) | ${times.map((t) => `${t.toFixed(1)} s`).join(' / ')} | under 30 s |`,
  );
  console.log(printed.at(-1));
} finally {
  await database.close();
  await bench.drop();
}
