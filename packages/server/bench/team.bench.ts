/**
 * Team-tools bench (issue #13) against PostgreSQL, in a throw-away database on loopback, with the server as
 * `npm start` runs it: a quick order resolving 200 pasted lines (SKUs, sizes run together, sizes written out)
 * over 100,000 products, and an order's invoice PDF; each beside its bare-bytes ceiling (the same answer's
 * bytes from a minimal node:http server, same run, same connections).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, rows } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { benchDatabase } from './bench-database.ts';
import {
  answersOf,
  benchVariants,
  loadAverage,
  measure,
  signIn,
  startBareBytes,
  startServer,
  type Request,
} from './bench-servers.ts';
import { seedLargeCatalogue } from './catalogue-fixtures.ts';

const PRODUCTS_PER_DEPARTMENT = 50_000;
const LINES = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USER = 'trade@example.com';

/** 200 lines as a counter would paste them: a third SKUs, a third sizes run together, a third written out. */
async function pastedLines(url: string): Promise<string> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const tyres = await rows<{
      sku: string;
      width: number;
      profile: number;
      rim: string;
      load_index: string;
      speed_rating: string;
    }>(
      database.db,
      sql`select sku, width, profile, rim::text as rim, load_index, speed_rating from products
          where department_id = 7 and type = 'tyre' and sku like 'LG-T%' order by id limit ${LINES}`,
    );
    return tyres
      .map((t, i) => {
        const rim = String(Number(t.rim));
        if (i % 3 === 0) return `${t.sku} ${1 + (i % 4)}`;
        if (i % 3 === 1) return `${t.width}${t.profile}${rim} x4`;
        return `${t.width}/${t.profile}R${rim} ${t.load_index}${t.speed_rating} 2`;
      })
      .join('\n');
  } finally {
    await database.close();
  }
}

/** One real order of the demo user, through checkout, for its invoice. */
async function placeOrder(base: string, authorization: string, url: string): Promise<number> {
  const database = await openDatabase({ url, poolSize: 1 });
  const products = {
    data: await rows<{ id: number }>(
      database.db,
      sql`select p.id from products p join stock s on s.product_id = p.id and s.warehouse_id = 1
          where p.department_id = 7 and p.type = 'tyre' and p.active and s.quantity >= 1 order by p.id limit 5`,
    ),
  };
  await database.close();
  const response = await fetch(`${base}/api/cus/orders`, {
    method: 'POST',
    headers: { authorization, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: products.data.map((p) => ({ product_id: p.id, qty: 1 })),
      ship_type: 1,
      warehouse_id: 1,
      delivery_address: { street: '1 Bench St', suburb: 'Albion', state: 'QLD', postcode: '4010' },
      payment_type_id: 1,
    }),
  });
  const body = (await response.json()) as { data: { id: number } };
  if (response.status !== 201)
    throw new Error(`checkout answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.id;
}

async function main(): Promise<void> {
  const bench = await benchDatabase('tyreline_bench_team');
  try {
    const database = await openDatabase({ url: bench.url, poolSize: 4 });
    await seedDemoIfEmpty(database.db);
    await seedLargeCatalogue(database.db, PRODUCTS_PER_DEPARTMENT);
    await database.db.execute(sql`analyze`);
    await database.close();
    const text = await pastedLines(bench.url);

    const [variant] = benchVariants().filter((v) => v.name === 'after');
    const server = await startServer(variant!, {
      DATABASE_URL: bench.url,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    });
    const table: string[] = [];
    try {
      const authorization = await signIn(server.base, USER);
      const orderId = await placeOrder(server.base, authorization, bench.url);
      const cases: [string, Request, number][] = [
        [
          `Quick order, ${LINES} pasted lines`,
          {
            method: 'POST',
            path: '/api/cus/quick-order',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ text }),
          },
          8,
        ],
        [
          'Invoice PDF of a 5-line order',
          { method: 'GET', path: `/api/cus/orders/${orderId}/invoice`, headers: { authorization } },
          8,
        ],
      ];
      const resolved = (await (
        await fetch(server.base + cases[0]![1].path, { ...cases[0]![1], method: 'POST' })
      ).json()) as { data: { lines: { status: string }[] } };
      const { lines } = resolved.data;
      const found = lines.filter((l) => l.status !== 'not_found' && l.status !== 'invalid').length;
      if (lines.length !== LINES || found < LINES * 0.9)
        throw new Error(`quick order resolved ${found} of ${lines.length} lines`);

      for (const [name, request, connections] of cases) {
        for (const c of [1, connections]) {
          const result = await measure(server.base, [request], c, SECONDS);
          const bare = await startBareBytes(await answersOf(server.base, [request]));
          const ceiling = await measure(bare.base, [request], c, SECONDS);
          await bare.stop();
          const errors = result.non2xx + result.errors + result.timeouts;
          table.push(
            `| ${name}, ${c} connection${c === 1 ? '' : 's'} | ${result.requests.average.toFixed(0)} req/s | ${result.latency.p50} ms | ${result.latency.p99} ms | ${ceiling.requests.average.toFixed(0)} req/s | ${(result.requests.average / ceiling.requests.average).toFixed(2)} | ${errors} |`,
          );
        }
      }
    } finally {
      await server.stop();
    }
    console.log(
      `\nTeam-tools bench (PostgreSQL, ${(PRODUCTS_PER_DEPARTMENT * 2).toLocaleString('en-AU')} products; load average ${loadAverage()})`,
    );
    console.log('| Case | Throughput | p50 | p99 | Bare-bytes ceiling | Ratio | Errors |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of table) console.log(row);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bench.drop();
  }
}

await main();
