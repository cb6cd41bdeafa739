/**
 * Catalogue bench against PostgreSQL on loopback, in a throw-away database: 100,000 products in each
 * of the two demo departments, 6 warehouses, 50 accounts. The server runs in its own process; autocannon
 * drives each case for 20 s at 64 connections, then drives the same server's in-memory twin of the route
 * (same framework, validation and JSON, no database) for the ceiling. Prints a table for the README.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { once } from 'node:events';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase, rows } from '../src/db/client.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty, WEB_CLIENT } from '../src/db/seed/demo.ts';
import { benchDatabase } from './bench-database.ts';
import { createAccounts, seedLargeCatalogue } from './catalogue-fixtures.ts';

const PRODUCTS_PER_DEPARTMENT = 100_000;
const ACCOUNTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 64;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.5;

interface Request {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Request[];
}) => Promise<Result>;

/** One benchmarked call as each account makes it, and the path of its in-memory twin for a stored answer. */
interface Case {
  name: string;
  requestFor(account: Account): Request;
  ceilingPath(key: string): string;
}
interface Account {
  authorization: string;
  productIds: number[];
}

const json = { 'content-type': 'application/json' };
const products = (query: string): Pick<Case, 'requestFor' | 'ceilingPath'> => ({
  requestFor: (account) => ({
    method: 'GET',
    path: `/api/cus/products?${query}`,
    headers: { authorization: account.authorization },
  }),
  ceilingPath: (key) => `/bench/ceiling/products/${key}?${query}`,
});
const CASES: Case[] = [
  {
    name: 'Tyre size 205/55R16, in stock, page 1 of 50',
    ...products('size=205%2F55R16&in_stock=true&page=1&per_page=50'),
  },
  {
    name: 'Wheels 5x114.3, 18", page 1 of 50',
    ...products('type=wheel&bolt_pattern=5x114.3&diameter=18&per_page=50'),
  },
  { name: 'Text search "pilot sport", page 1 of 50', ...products('q=pilot%20sport&per_page=50') },
  {
    name: 'Batch price of 50 products',
    requestFor: (account) => ({
      method: 'POST',
      path: '/api/cus/prices',
      headers: { authorization: account.authorization, ...json },
      body: JSON.stringify({ product_ids: account.productIds }),
    }),
    ceilingPath: (key) => `/bench/ceiling/prices/${key}`,
  },
];

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function call(base: string, request: Request): Promise<{ status: number; body: unknown }> {
  const response = await fetch(base + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function signIn(base: string, username: string): Promise<string> {
  const { status, body } = await call(base, {
    method: 'POST',
    path: '/oauth/token',
    headers: json,
    body: JSON.stringify({
      grant_type: 'password',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      username,
      password: DEMO_PASSWORD,
    }),
  });
  if (status !== 200) throw new Error(`sign-in of ${username} failed: ${status}`);
  return `Bearer ${(body as { access_token: string }).access_token}`;
}

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./catalogue-server.ts', import.meta.url).pathname],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` };
}

async function measure(base: string, requests: Request[], seconds: number): Promise<Result> {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

/** Seeds the bench database; answers the accounts' usernames and, for each, 50 products of its department. */
async function prepare(url: string) {
  const started = Date.now();
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    const { db } = database;
    await seedDemoIfEmpty(db);
    await seedLargeCatalogue(db, PRODUCTS_PER_DEPARTMENT);
    const usernames = await createAccounts(db, ACCOUNTS);
    await db.execute(sql`analyze`);
    const [counts] = await rows<{ products: number; warehouses: number; stock: number }>(
      db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from warehouses) as warehouses,
                 (select count(*)::int from stock) as stock`,
    );
    const productIdsByAccount = await Promise.all(
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
    console.log(`Seeded ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    return { usernames, productIdsByAccount };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const bench = await benchDatabase('tyreline_bench_catalogue');
  let server: { child: ChildProcess; base: string } | undefined;
  const cpus = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`;
  console.log(`${cpus}, Node ${process.version}, load average before: ${loadAverage()}.`);
  try {
    const { usernames, productIdsByAccount } = await prepare(bench.url);
    server = await startServer(bench.url);
    const base = server.base;
    const accounts: Account[] = [];
    for (const [i, username] of usernames.entries()) {
      accounts.push({ authorization: await signIn(base, username), productIds: productIdsByAccount[i]! });
    }

    const table: string[] = [];
    for (const benchCase of CASES) {
      const real = accounts.map((account) => benchCase.requestFor(account));
      const ceiling: Request[] = [];
      for (const [i, request] of real.entries()) {
        const answer = await call(base, request);
        const data = (answer.body as { data: unknown[] }).data;
        if (answer.status !== 200 || data.length === 0)
          throw new Error(`${benchCase.name}: ${answer.status}, ${data?.length} rows`);
        const key = `${CASES.indexOf(benchCase)}-${i}`;
        await call(base, {
          method: 'PUT',
          path: `/bench/ceiling/${key}`,
          headers: json,
          body: JSON.stringify(answer.body),
        });
        ceiling.push({ ...request, path: benchCase.ceilingPath(key), headers: { ...json } });
      }
      await measure(base, real, 3);
      const measured = await measure(base, real, SECONDS);
      await measure(base, ceiling, 3);
      const top = await measure(base, ceiling, SECONDS);
      const ratio = measured.requests.average / top.requests.average;
      const met = measured.latency.p99 < TARGET_P99_MS && ratio >= TARGET_RATIO ? 'yes' : 'no';
      table.push(
        `| ${benchCase.name} | ${measured.requests.average.toFixed(0)} | ${measured.latency.p50} ms | ${measured.latency.p99} ms ` +
          `| ${top.requests.average.toFixed(0)} | ${top.latency.p50} ms | ${top.latency.p99} ms | ${ratio.toFixed(2)} | ${met} |`,
      );
      console.log(table.at(-1));
    }
    console.log(
      `\nCatalogue bench (PostgreSQL on loopback; ${SECONDS} s per run, ${CONNECTIONS} connections, ${ACCOUNTS} accounts in turn)`,
    );
    console.log(
      '| Case | req/s | p50 | p99 | ceiling req/s | ceiling p50 | ceiling p99 | ratio | p99 < 50 ms and ratio ≥ 0.5 |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of table) console.log(row);
    console.log(`Load average after the runs: ${loadAverage()} (${cpus}).`);
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
    // pg's pool.end() resolves before its sockets close; let them go before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bench.drop();
  }
}

await main();
