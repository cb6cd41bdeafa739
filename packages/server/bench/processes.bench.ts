/**
 * One server process against two (WEB_CONCURRENCY, decision 0055), the compiled server as `npm start` runs it,
 * on throw-away PostgreSQL databases on loopback:
 * - the tyre-size listing at 64 connections (the catalogue bench's first row: 100,000 products per department,
 *   50 accounts taking turns), beside its bare-bytes ceiling;
 * - checkout with 64 buyers placing 5-line orders back to back (the orders bench's load, on the demo catalogue).
 * The settings alternate (1, 2, 1, 2, …: BENCH_ROUNDS rounds) so the shared machine's drift falls on both; each
 * row is the mean of the rounds. The scale factor is two processes' throughput over one's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, rows, type Db } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { benchDatabase } from './bench-database.ts';
import {
  answersOf,
  benchVariants,
  load,
  loadAverage,
  measure,
  passwordGrant,
  signIn,
  startBareBytes,
  startServer,
  type Request,
} from './bench-servers.ts';
import { createAccounts, seedLargeCatalogue } from './catalogue-fixtures.ts';
import { checkoutLoad } from './checkout-load.ts';
import { createBuyers, stockUp, type Product } from './orders-fixtures.ts';

const PRODUCTS_PER_DEPARTMENT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ACCOUNTS = 50;
const CONNECTIONS = 64;
const BUYERS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PROCESSES = [1, 2] as const;
const LISTING = '/api/cus/products?size=205%2F55R16&in_stock=true&page=1&per_page=50';

/** One case's figures for one setting, over the rounds. */
interface Figures {
  perSecond: number[];
  p99: number[];
  /** The server's CPU time (the primary's and every server process's) per answer, in ms. */
  cpuMsPerAnswer: number[];
  /** That CPU time over the run's wall time: how many cores the server kept busy. */
  coresBusy: number[];
  failed: number;
}
const figures = (): Record<(typeof PROCESSES)[number], Figures> => ({
  1: { perSecond: [], p99: [], cpuMsPerAnswer: [], coresBusy: [], failed: 0 },
  2: { perSecond: [], p99: [], cpuMsPerAnswer: [], coresBusy: [], failed: 0 },
});

/** A process's CPU time so far (user + system) in ms, and its parent's pid, from /proc. */
function processStat(pid: number): { cpuMs: number; parent: number } | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // ppid is field 4 of stat; utime and stime fields 14 and 15, in clock ticks (100 a second on Linux).
    return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return undefined;
  }
}

/** The CPU time of the server: the process started and its children (a cluster's server processes). */
function serverCpuMs(pid: number): number {
  let total = processStat(pid)?.cpuMs ?? 0;
  for (const name of readdirSync('/proc')) {
    const stat = /^\d+$/.test(name) ? processStat(Number(name)) : undefined;
    if (stat?.parent === pid) total += stat.cpuMs;
  }
  return total;
}

/** Runs `work` and adds its CPU per answer and cores busy to `into`. */
async function withCpu<T>(
  pid: number,
  into: Figures,
  answers: (result: T) => number,
  work: () => Promise<T>,
) {
  const cpuBefore = serverCpuMs(pid);
  const began = performance.now();
  const result = await work();
  const cpu = serverCpuMs(pid) - cpuBefore;
  into.cpuMsPerAnswer.push(cpu / Math.max(1, answers(result)));
  into.coresBusy.push(cpu / (performance.now() - began));
  return result;
}
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

async function prepareListing(url: string): Promise<string[]> {
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    await seedDemoIfEmpty(database.db);
    await seedLargeCatalogue(database.db, PRODUCTS_PER_DEPARTMENT);
    const usernames = await createAccounts(database.db, ACCOUNTS);
    await database.db.execute(sql`analyze`);
    return usernames;
  } finally {
    await database.close();
  }
}

async function prepareCheckout(db: Db): Promise<{ products: Product[]; buyers: string[] }> {
  await seedDemoIfEmpty(db);
  return { products: await stockUp(db), buyers: await createBuyers(db, BUYERS, 'buyer') };
}

/** The connections the server holds to its database: the pools stay near twenty in all, whatever the processes. */
async function serverConnections(db: Db): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return found!.n;
}

async function main(): Promise<void> {
  const cpus = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`;
  console.log(`${cpus}, Node ${process.version}, load average before: ${loadAverage()}.`);
  const [variant] = benchVariants().filter((v) => v.name === 'after');
  const listingDatabase = await benchDatabase('tyreline_bench_processes_listing');
  const checkoutDatabase = await benchDatabase('tyreline_bench_processes_checkout');
  const checkoutDb = await openDatabase({ url: checkoutDatabase.url, poolSize: 2 });
  try {
    const started = Date.now();
    const usernames = await prepareListing(listingDatabase.url);
    const { products, buyers } = await prepareCheckout(checkoutDb.db);
    console.log(`Seeded PostgreSQL in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

    const listing = figures();
    const checkout = figures();
    const connections: Record<number, number> = {};
    let placed = 0;
    let listingRequests: Request[] = [];
    let answers: Awaited<ReturnType<typeof answersOf>> = [];
    for (let round = 1; round <= ROUNDS; round++)
      for (const processes of PROCESSES) {
        const env = { SEED_DEMO: '0', LOG_LEVEL: 'warn', WEB_CONCURRENCY: String(processes) };
        const server = await startServer(variant!, { ...env, DATABASE_URL: listingDatabase.url });
        try {
          const authorizations = [];
          for (const username of usernames) authorizations.push(await signIn(server.base, username));
          listingRequests = authorizations.map((authorization) => ({
            method: 'GET',
            path: LISTING,
            headers: { authorization },
          }));
          answers = await answersOf(server.base, listingRequests);
          await load(server.base, listingRequests, CONNECTIONS, 2);
          const r = await withCpu(
            server.pid,
            listing[processes],
            (result) => result.requests.average * SECONDS,
            () => load(server.base, listingRequests, CONNECTIONS, SECONDS),
          );
          listing[processes].perSecond.push(r.requests.average);
          listing[processes].p99.push(r.latency.p99);
          listing[processes].failed += r.non2xx + r.errors + r.timeouts;
          console.log(
            `round ${round}, ${processes} process(es): listing ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
          );
        } finally {
          await server.stop();
        }

        const shop = await startServer(variant!, { ...env, DATABASE_URL: checkoutDatabase.url });
        try {
          const tokens = await Promise.all(
            buyers.map(async (u) => (await passwordGrant(shop.base, u)).access_token),
          );
          const r = await withCpu(
            shop.pid,
            checkout[processes],
            (result) => result.placed,
            () => checkoutLoad(shop.base, tokens, products, SECONDS),
          );
          connections[processes] = Math.max(
            connections[processes] ?? 0,
            await serverConnections(checkoutDb.db),
          );
          placed += r.placed;
          checkout[processes].perSecond.push(r.ordersPerSecond);
          checkout[processes].p99.push(r.p99);
          checkout[processes].failed += Object.entries(r.statuses)
            .filter(([status]) => status !== '201')
            .reduce((sum, [, n]) => sum + n, 0);
          console.log(
            `round ${round}, ${processes} process(es): checkout ${r.ordersPerSecond.toFixed(0)} orders/s, p99 ${r.p99.toFixed(0)} ms, statuses ${JSON.stringify(r.statuses)}`,
          );
        } finally {
          await shop.stop();
        }
      }

    // Never lose or double an order: every 201 is one order in the database, and no shelf went below zero.
    const [check] = await rows<{ orders: number; negative: number }>(
      checkoutDb.db,
      sql`select (select count(*)::int from orders o join users u on u.id = o.user_id
                  where u.username like 'buyer-%') as orders,
                 (select count(*)::int from stock where quantity < 0) as negative`,
    );
    if (check!.orders !== placed || check!.negative !== 0)
      throw new Error(`Inconsistent after the checkout runs: ${JSON.stringify({ ...check, placed })}`);

    const bare = await startBareBytes(answers);
    let ceiling;
    try {
      ceiling = await measure(bare.base, listingRequests, CONNECTIONS, SECONDS);
    } finally {
      await bare.stop();
    }

    const rate = (f: Figures, unit: string) =>
      `${mean(f.perSecond).toFixed(0)} ${unit}${f.failed ? ` (${f.failed} failed)` : ''}`;
    const p99 = (f: Figures) => `${mean(f.p99).toFixed(0)} ms`;
    const scale = (by: Record<number, Figures>) =>
      (mean(by[2]!.perSecond) / mean(by[1]!.perSecond)).toFixed(2);
    const cpu = (by: Record<number, Figures>) =>
      `${mean(by[1]!.cpuMsPerAnswer).toFixed(2)} / ${mean(by[2]!.cpuMsPerAnswer).toFixed(2)} ms ` +
      `| ${mean(by[1]!.coresBusy).toFixed(2)} / ${mean(by[2]!.coresBusy).toFixed(2)}`;
    console.log(
      `\nOne server process against two (PostgreSQL on loopback; ${SECONDS} s per run, mean of ${ROUNDS} alternating rounds; ` +
        `database connections of the server after the checkout load: ${connections[1]} with one process, ${connections[2]} with two)`,
    );
    console.log(
      '| case | 1 process | 1 process p99 | 2 processes | 2 processes p99 | scale | bare-bytes req/s | bare-bytes p99 | server CPU per answer, 1 / 2 | cores busy, 1 / 2 |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| Tyre size 205/55R16, in stock, page 1 of 50, ${CONNECTIONS} connections (${PRODUCTS_PER_DEPARTMENT.toLocaleString('en-AU')} products per department) ` +
        `| ${rate(listing[1], 'req/s')} | ${p99(listing[1])} | ${rate(listing[2], 'req/s')} | ${p99(listing[2])} | ${scale(listing)}× ` +
        `| ${ceiling.requests.average.toFixed(0)} | ${ceiling.latency.p99} ms | ${cpu(listing)} |`,
    );
    console.log(
      `| Checkout, ${BUYERS} buyers, 5-line orders | ${rate(checkout[1], 'orders/s')} | ${p99(checkout[1])} ` +
        `| ${rate(checkout[2], 'orders/s')} | ${p99(checkout[2])} | ${scale(checkout)}× | — | — | ${cpu(checkout)} |`,
    );
    console.log(`Load average after the runs: ${loadAverage()} (${cpus}).`);
  } finally {
    await checkoutDb.close();
    // pg's pool.end() resolves before its sockets close; let them go before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await listingDatabase.drop();
    await checkoutDatabase.drop();
  }
}

await main();
