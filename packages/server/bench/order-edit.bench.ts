/**
 * Staff order edits (issue #23) against PostgreSQL, in a throw-away database on loopback, with the server as
 * `npm start` runs it: 100,000 orders over 20 accounts, and staff editing them at 8 connections. Each request
 * edits an order nobody has edited yet (submitted or confirmed, version 1) the full way: one quantity up, one
 * down, one line removed and one product added, so it prices a product, takes and gives back stock, writes the
 * lines, the totals, the history, the audit and a credit note or invoice. Target: p99 ≤ 100 ms. Beside it the
 * bare-bytes ceiling, a node:http server sending the same answer's bytes.
 *
 *   node --import tsx bench/order-edit.bench.ts     (BENCH_EDIT_ORDERS, BENCH_SECONDS to change the size)
 */
import { sql } from 'drizzle-orm';
import { inTransaction, openDatabase, rows } from '../src/db/client.ts';
import { BACK_OFFICE_CLIENT, DEMO_PASSWORD, DEMO_STAFF } from '../src/db/seed/demo.ts';
import { describeStockChange } from '../src/features/catalogue/stock-ledger.repository.ts';
import { benchDatabase } from './bench-database.ts';
import {
  answersOf,
  benchVariants,
  loadAverage,
  measure,
  startBareBytes,
  startServer,
  type Request,
} from './bench-servers.ts';
import { createBuyers, writeOrderHistory, type Product } from './orders-fixtures.ts';

const ORDERS = Number(process.env.BENCH_EDIT_ORDERS ?? 100_000);
const ACCOUNTS = 20;
const CONNECTIONS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 100;

interface Editable {
  id: number;
  lines: { product_id: number; qty: number }[];
}

/** The edit of one order: line 1 up by one, line 4 down to 2, line 5 removed, a product it lacks added. */
function editOf(order: Editable, products: Product[], n: number): string {
  const held = new Set(order.lines.map((l) => l.product_id));
  let added = products[(n * 11 + 17) % products.length]!;
  for (let k = 1; held.has(added.id); k++) added = products[(n * 11 + 17 + k) % products.length]!;
  const lines = order.lines.slice(0, 4).map((l, k) => ({
    product_id: l.product_id,
    qty: k === 0 ? l.qty + 1 : k === 3 ? 2 : l.qty,
  }));
  return JSON.stringify({
    version: 1,
    lines: [...lines, { product_id: added.id, qty: 1 }],
    reason: 'Bench',
  });
}

async function main(): Promise<void> {
  const bench = await benchDatabase('tyreline_bench_order_edit');
  const database = await openDatabase({ url: bench.url, poolSize: 4 });
  const [variant] = benchVariants().filter((v) => v.name === 'after');
  const server = await startServer(variant!, { DATABASE_URL: bench.url, LOG_LEVEL: 'warn' });
  try {
    const { db } = database;
    const products = await rows<Product>(
      db,
      sql`select id, sku, name, list_price_cents from products where department_id = 7 and active order by id limit 2000`,
    );
    // A deep shelf of every product the orders hold at Brisbane North, so the bench measures edits, not 409s.
    await inTransaction(db, async (tx) => {
      await describeStockChange(tx, { kind: 'opening', reason: 'Bench' });
      await tx.execute(
        sql`insert into stock (product_id, warehouse_id, quantity)
            select id, 1, 1000000 from products where department_id = 7
            on conflict (product_id, warehouse_id) do update set quantity = excluded.quantity`,
      );
    });
    const buyers = await createBuyers(db, ACCOUNTS, 'edit');
    for (const buyer of buyers) await writeOrderHistory(db, buyer, products, ORDERS / ACCOUNTS);
    const [{ total } = { total: 0 }] = await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from orders`,
    );

    // The orders still editable, in a shuffled order so neighbouring requests hit different accounts.
    const found = await rows<{ id: number; lines: Editable['lines'] }>(
      db,
      sql`select o.id, (select json_agg(json_build_object('product_id', l.product_id, 'qty', l.qty) order by l.line_no)
                        from order_lines l where l.order_id = o.id) as lines
          from orders o where o.status in ('submitted', 'confirmed') and o.line_count = 5
          order by md5(o.id::text)`,
    );
    const authorization = `Bearer ${await signInStaff(server.base)}`;
    const headers = { authorization, 'content-type': 'application/json' };
    // One order answers for the bare-bytes ceiling; the rest are the bench's, each edited once.
    const sample = found.shift()!;
    let next = 0;
    const requests = (): Request[] => [
      {
        method: 'POST',
        path: `/api/staff/orders/${sample.id}/edits`,
        headers,
        body: editOf(sample, products, 0),
        // Each request edits the next order; autocannon rebuilds it from here every time.
        ...({
          setupRequest: (request: Request) => {
            const n = next++;
            const order = found[n % found.length]!;
            return {
              ...request,
              path: `/api/staff/orders/${order.id}/edits`,
              body: editOf(order, products, n + 1),
            };
          },
        } as object),
      },
    ];
    const sampleRequest: Request[] = [
      {
        method: 'POST',
        path: `/api/staff/orders/${sample.id}/edits`,
        headers,
        body: editOf(sample, products, 0),
      },
    ];
    const answers = await answersOf(server.base, sampleRequest);
    // One at a time first: what an edit costs with nothing beside it (the median of 50).
    const alone: number[] = [];
    for (let i = 0; i < 50; i++) {
      const order = found.pop()!;
      const began = performance.now();
      const response = await fetch(`${server.base}/api/staff/orders/${order.id}/edits`, {
        method: 'POST',
        headers,
        body: editOf(order, products, i + 1_000_000),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`an edit answered ${response.status}`);
      alone.push(performance.now() - began);
    }
    alone.sort((a, b) => a - b);
    const result = await measure(server.base, requests(), CONNECTIONS, SECONDS);
    const edited = next;
    const bare = await startBareBytes(answers);
    const ceiling = await measure(bare.base, sampleRequest, CONNECTIONS, SECONDS);
    await bare.stop();
    if (edited > found.length)
      console.warn(`Warning: ${edited} edits over ${found.length} orders: some were stale (409).`);
    const errors = result.non2xx + result.errors + result.timeouts;
    const [movements] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from stock_movements where reason = 'Bench' and order_id is not null`,
    );

    console.log(`\nOrder edit bench (PostgreSQL; load average ${loadAverage()})`);
    console.log(
      `${total.toLocaleString('en-AU')} orders, ${found.length.toLocaleString('en-AU')} of them editable; ${edited.toLocaleString('en-AU')} edited in the warm-up and the run (${movements!.n.toLocaleString('en-AU')} stock movements).`,
    );
    console.log(
      '| Staff order edit | Throughput | p50 | p99 | Bare-bytes ceiling | Ratio | Errors | Target |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| 4 line changes, 1 connection (50 edits one after another) | – | ${alone[25]!.toFixed(0)} ms | ${alone[49]!.toFixed(0)} ms (the slowest) | – | – | 0 | – |`,
    );
    console.log(
      `| 4 line changes, ${CONNECTIONS} connections | ${result.requests.average.toFixed(0)} req/s | ${result.latency.p50} ms | ${result.latency.p99} ms | ${ceiling.requests.average.toFixed(0)} req/s | ${(result.requests.average / ceiling.requests.average).toFixed(2)} | ${errors} | p99 ≤ ${TARGET_P99_MS} ms: ${result.latency.p99 <= TARGET_P99_MS ? 'met' : 'not met'} |`,
    );
  } finally {
    await server.stop();
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bench.drop();
  }
}

/** The demo's sales member of staff (may edit orders), signed in. */
async function signInStaff(base: string): Promise<string> {
  const response = await fetch(`${base}/api/staff/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: BACK_OFFICE_CLIENT.id,
      client_secret: BACK_OFFICE_CLIENT.secret,
      username: DEMO_STAFF.find((s) => s.role === 'sales')!.username,
      password: DEMO_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

await main();
