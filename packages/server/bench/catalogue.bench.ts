/**
 * Catalogue and account bench, every row beside its bare-bytes ceiling (the same answer's exact bytes from
 * a minimal node:http server, same run, same autocannon, same connections):
 * - PostgreSQL on loopback, a throw-away database: 100,000 products in each of the two demo departments,
 *   6 warehouses, 50 accounts taking turns;
 * - the embedded default (`npm start`: PGlite in a data folder, the demo catalogue).
 * Each server is the real one as `npm start` runs it ("after"; "before" too with BENCH_BASELINE).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  type Result,
  type Variant,
} from './bench-servers.ts';
import type { StoredAnswer } from './bare-bytes-server.ts';
import { createAccounts, seedLargeCatalogue } from './catalogue-fixtures.ts';

const PRODUCTS_PER_DEPARTMENT = 100_000;
const ACCOUNTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Account {
  authorization: string;
  productIds: number[];
}
/** One benchmarked call as each signed-in account makes it. */
interface Case {
  name: string;
  connections: number;
  requestFor(account: Account): Request;
}

const json = { 'content-type': 'application/json' };
const get = (name: string, url: string, connections = 64): Case => ({
  name,
  connections,
  requestFor: (account) => ({ method: 'GET', path: url, headers: { authorization: account.authorization } }),
});
const POSTGRES_CASES: Case[] = [
  get(
    'Tyre size 205/55R16, in stock, page 1 of 50',
    '/api/cus/products?size=205%2F55R16&in_stock=true&page=1&per_page=50',
  ),
  get(
    'Wheels 5x114.3, 18", page 1 of 50',
    '/api/cus/products?type=wheel&bolt_pattern=5x114.3&diameter=18&per_page=50',
  ),
  get('Text search "pilot sport", page 1 of 50', '/api/cus/products?q=pilot%20sport&per_page=50'),
  {
    name: 'Batch price of 50 products',
    connections: 64,
    requestFor: (account) => ({
      method: 'POST',
      path: '/api/cus/prices',
      headers: { authorization: account.authorization, ...json },
      body: JSON.stringify({ product_ids: account.productIds }),
    }),
  },
];
const EMBEDDED_CASES: Case[] = [
  get('Embedded: tyres, page 1 of 50', '/api/cus/products?type=tyre&per_page=50'),
  get('Embedded: /api/cus/account', '/api/cus/account', 1),
  get('Embedded: /api/cus/account', '/api/cus/account', 16),
];

/** Seeds the bench database; answers the accounts' usernames and, for each, 50 products of its department. */
async function preparePostgres(url: string) {
  const started = Date.now();
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    const { db } = database;
    await seedDemoIfEmpty(db);
    await seedLargeCatalogue(db, PRODUCTS_PER_DEPARTMENT);
    const usernames = await createAccounts(db, ACCOUNTS);
    await db.execute(sql`analyze`);
    const productIds = await Promise.all(
      usernames.map(async (username, i) =>
        (
          await rows<{ id: number }>(
            db,
            sql`select p.id from products p join accounts a on a.department_id = p.department_id
                join users u on u.account_id = a.id
                where u.username = ${username} and p.sku like 'LG-%' and p.id % 1999 = ${i} limit 50`,
          )
        ).map((r) => r.id),
      ),
    );
    console.log(`Seeded PostgreSQL in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    return { usernames, productIds };
  } finally {
    await database.close();
  }
}

type Row = { benchCase: Case; results: Partial<Record<Variant['name'] | 'bare', Result>> };

/** Runs every case on each variant's server in turn, then on the bare-bytes server with the last answers. */
async function runPart(
  cases: Case[],
  env: (variant: Variant) => Record<string, string>,
  users: { username: string; productIds: number[] }[],
): Promise<Row[]> {
  const rowsOut: Row[] = cases.map((benchCase) => ({ benchCase, results: {} }));
  let answers: StoredAnswer[] = [];
  let lastRequests: Request[][] = [];
  for (const variant of benchVariants()) {
    const server = await startServer(variant, env(variant));
    try {
      const accounts: Account[] = [];
      for (const user of users)
        accounts.push({
          authorization: await signIn(server.base, user.username),
          productIds: user.productIds,
        });
      lastRequests = cases.map((benchCase) => accounts.map((account) => benchCase.requestFor(account)));
      answers = (await Promise.all(lastRequests.map((requests) => answersOf(server.base, requests)))).flat();
      for (const [i, row] of rowsOut.entries()) {
        row.results[variant.name] = await measure(
          server.base,
          lastRequests[i]!,
          row.benchCase.connections,
          SECONDS,
        );
        const r = row.results[variant.name]!;
        console.log(
          `${variant.name}: ${row.benchCase.name} (${row.benchCase.connections} connections): ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  const bare = await startBareBytes(answers);
  try {
    for (const [i, row] of rowsOut.entries()) {
      const r = await measure(bare.base, lastRequests[i]!, row.benchCase.connections, SECONDS);
      row.results.bare = r;
      console.log(
        `bare bytes: ${row.benchCase.name}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`,
      );
    }
  } finally {
    await bare.stop();
  }
  return rowsOut;
}

function printTable(title: string, table: Row[]): void {
  const rps = (r?: Result) => (r ? r.requests.average.toFixed(0) : '—');
  const failed = (r?: Result) => (r ? r.non2xx + r.errors + r.timeouts : 0);
  const p99 = (r?: Result) => (r ? `${r.latency.p99} ms${failed(r) ? ` (${failed(r)} failed)` : ''}` : '—');
  const ratio = (r?: Result, bare?: Result) =>
    r && bare ? (r.requests.average / bare.requests.average).toFixed(3) : '—';
  console.log(`\n${title}`);
  console.log(
    '| case | connections | before req/s | before p99 | before ratio | after req/s | after p50 | after p99 | after ratio | bare-bytes req/s | bare-bytes p99 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { benchCase, results: r } of table) {
    console.log(
      `| ${benchCase.name} | ${benchCase.connections} | ${rps(r.before)} | ${p99(r.before)} | ${ratio(r.before, r.bare)} ` +
        `| ${rps(r.after)} | ${r.after ? `${r.after.latency.p50} ms` : '—'} | ${p99(r.after)} | ${ratio(r.after, r.bare)} ` +
        `| ${rps(r.bare)} | ${p99(r.bare)} |`,
    );
  }
}

async function main(): Promise<void> {
  const cpus = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`;
  console.log(`${cpus}, Node ${process.version}, load average before: ${loadAverage()}.`);

  const dataDirs = fs.mkdtempSync(path.join(os.tmpdir(), 'tyreline-bench-pglite-'));
  let embedded: Row[];
  try {
    embedded = await runPart(
      EMBEDDED_CASES,
      (variant) => ({ DATA_DIR: path.join(dataDirs, variant.name), DATABASE_URL: '' }),
      [{ username: 'trade@example.com', productIds: [] }],
    );
  } finally {
    fs.rmSync(dataDirs, { recursive: true, force: true });
  }

  const bench = await benchDatabase('tyreline_bench_catalogue');
  let postgres: Row[];
  try {
    const { usernames, productIds } = await preparePostgres(bench.url);
    postgres = await runPart(POSTGRES_CASES, () => ({ DATABASE_URL: bench.url, SEED_DEMO: '0' }), [
      ...usernames.map((username, i) => ({ username, productIds: productIds[i]! })),
    ]);
  } finally {
    // pg's pool.end() resolves before its sockets close; let them go before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bench.drop();
  }

  printTable(`Embedded default (PGlite, demo catalogue; ${SECONDS} s per run)`, embedded);
  printTable(
    `PostgreSQL on loopback (${PRODUCTS_PER_DEPARTMENT.toLocaleString('en-AU')} products per department, ${ACCOUNTS} accounts in turn; ${SECONDS} s per run)`,
    postgres,
  );
  console.log(`Load average after the runs: ${loadAverage()} (${cpus}).`);
}

await main();
