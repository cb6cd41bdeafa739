/**
 * Back-office bench (issue #12) against PostgreSQL, in a throw-away database on loopback, with the server as
 * `npm start` runs it (the compiled server, its own process, so its memory is its own):
 * - a CSV import of 100,000 products and then 600,000 stock rows (6 warehouses per department), each file a
 *   dry run and then a commit through the back office's upload, with the time of each and the server's peak
 *   resident memory (VmHWM) after each;
 * - the staff order queue over 100,000 orders at 16 connections (the default queue page, a status and
 *   warehouse filter, a text search), each beside its bare-bytes ceiling.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rows, type Db } from '../src/db/client.ts';
import { BACK_OFFICE_CLIENT, DEMO_PASSWORD, DEMO_STAFF } from '../src/db/seed/demo.ts';
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

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const WAREHOUSES_PER_DEPARTMENT = 6;
const ORDERS = Number(process.env.BENCH_QUEUE_ORDERS ?? 100_000);
const ORDER_ACCOUNTS = 20;
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The server's peak resident memory so far, from the kernel (Linux). */
function peakMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Brings each department to six warehouses, as a large wholesaler has. */
async function addWarehouses(db: Db): Promise<Map<number, string[]>> {
  for (const department of [7, 8]) {
    const [{ count }] = (await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from warehouses where department_id = ${department}`,
    )) as [{ count: number }];
    for (let i = count + 1; i <= WAREHOUSES_PER_DEPARTMENT; i++) {
      await db.execute(sql`insert into warehouses (id, department_id, name, code, address)
        values ((select max(id) + 1 from warehouses), ${department}, ${`Bench ${department}-${i}`}, ${`B${department}${i}`}, '1 Bench St')`);
    }
  }
  const found = await rows<{ department_id: number; code: string }>(
    db,
    sql`select department_id, code from warehouses order by id`,
  );
  const codes = new Map<number, string[]>();
  for (const w of found) codes.set(w.department_id, [...(codes.get(w.department_id) ?? []), w.code]);
  return codes;
}

/** The two files: half the products in each department (the same SKUs, as branches carry them), then a level for every product at every warehouse of its department. */
function writeCsvFiles(dir: string, warehouses: Map<number, string[]>): { products: string; stock: string } {
  const products = path.join(dir, 'products.csv');
  const stock = path.join(dir, 'stock.csv');
  const half = PRODUCTS / 2;
  const productLines = [
    'department_id,type,sku,name,brand,width,profile,rim,load_index,speed_rating,list_price',
  ];
  const stockLines = ['warehouse,sku,quantity'];
  const widths = [175, 185, 195, 205, 215, 225, 235, 245, 265];
  for (const department of [7, 8]) {
    for (let i = 1; i <= half; i++) {
      const width = widths[i % widths.length]!;
      const profile = 35 + (i % 9) * 5;
      const rim = 14 + (i % 7);
      const sku = `IMP-${i}`;
      productLines.push(
        `${department},tyre,${sku},Import Grip ${width}/${profile}R${rim} ${i},Importa,${width},${profile},${rim},91,V,${(90 + (i % 300)).toFixed(2)}`,
      );
      for (const code of warehouses.get(department)!) stockLines.push(`${code},${sku},${(i * 7) % 40}`);
    }
  }
  fs.writeFileSync(products, productLines.join('\n') + '\n');
  fs.writeFileSync(stock, stockLines.join('\n') + '\n');
  return { products, stock };
}

async function staffToken(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/staff/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: BACK_OFFICE_CLIENT.id,
      client_secret: BACK_OFFICE_CLIENT.secret,
      username,
      password: DEMO_PASSWORD,
      scope: '',
    }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

interface ImportRun {
  seconds: number;
  peakMb: number;
  report: { rows: number; created: number; updated: number; unchanged: number };
}

/** One upload through the back office's import call, timed, with the server's peak memory after it. */
async function upload(
  base: string,
  authorization: string,
  pid: number,
  file: string,
  kind: 'products' | 'stock',
  dryRun: boolean,
): Promise<ImportRun> {
  const began = performance.now();
  const response = await fetch(
    `${base}/api/staff/imports${dryRun ? '/dry-run' : ''}?kind=${kind}&file_name=${path.basename(file)}`,
    {
      method: 'POST',
      headers: { authorization, 'content-type': 'text/csv' },
      body: fs.readFileSync(file),
    },
  );
  const body = (await response.json()) as { data: ImportRun['report'] & { problem_count?: number } };
  const seconds = (performance.now() - began) / 1000;
  if (response.status !== (dryRun ? 200 : 201) || (body.data.problem_count ?? 0) > 0)
    throw new Error(`${kind} import answered ${response.status}: ${JSON.stringify(body).slice(0, 400)}`);
  return { seconds, peakMb: peakMegabytes(pid), report: body.data };
}

/** 100,000 orders over 20 accounts, written straight into the tables. */
async function writeQueue(db: Db): Promise<void> {
  const products = await rows<Product>(
    db,
    sql`select id, sku, name, list_price_cents from products where department_id = 7 and active order by id limit 2000`,
  );
  const buyers = await createBuyers(db, ORDER_ACCOUNTS, 'queue');
  for (const buyer of buyers) await writeOrderHistory(db, buyer, products, ORDERS / ORDER_ACCOUNTS);
}

async function main(): Promise<void> {
  const bench = await benchDatabase('tyreline_bench_back_office');
  const database = await openDatabase({ url: bench.url, poolSize: 4 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyreline-bench-import-'));
  const [variant] = benchVariants().filter((v) => v.name === 'after');
  const server = await startServer(variant!, { DATABASE_URL: bench.url, LOG_LEVEL: 'warn' });
  try {
    const { db } = database;
    const warehouses = await addWarehouses(db);
    const files = writeCsvFiles(dir, warehouses);
    const admin = await staffToken(server.base, DEMO_STAFF[0].username);
    const idle = peakMegabytes(server.pid);

    const runs: [string, ImportRun][] = [];
    // BENCH_ONLY=queue skips the import (minutes) to measure the queue alone; BENCH_ONLY=import the queue.
    const only = process.env.BENCH_ONLY;
    const kinds = only === 'queue' ? [] : (['products', 'stock'] as const);
    for (const kind of kinds) {
      runs.push([`${kind}, dry run`, await upload(server.base, admin, server.pid, files[kind], kind, true)]);
      runs.push([`${kind}, commit`, await upload(server.base, admin, server.pid, files[kind], kind, false)]);
    }
    const [{ stock }] = (await rows<{ stock: number }>(
      db,
      sql`select count(*)::int as stock from stock s join products p on p.id = s.product_id where p.sku like 'IMP-%'`,
    )) as [{ stock: number }];
    if (kinds.length > 0 && stock !== PRODUCTS * WAREHOUSES_PER_DEPARTMENT)
      throw new Error(`expected ${PRODUCTS * WAREHOUSES_PER_DEPARTMENT} stock rows, found ${stock}`);

    const queue: string[] = [];
    if (only !== 'import') {
      await writeQueue(db);
      const warehouse = await staffToken(server.base, DEMO_STAFF[2].username);
      const [account] = await rows<{ id: number }>(
        db,
        sql`select id from accounts where name = 'Bench queue 7'`,
      );
      const cases: [string, string][] = [
        ['Staff queue, page 1 (oldest first, any status)', '/api/staff/orders?page=1&per_page=20'],
        [
          'Staff queue, submitted at Brisbane North',
          '/api/staff/orders?status=submitted&warehouse_id=1&per_page=20',
        ],
        ['Staff queue, one account', `/api/staff/orders?account_id=${account!.id}&per_page=20`],
        ['Staff queue, text search (a customer reference)', '/api/staff/orders?q=po-100123&per_page=20'],
      ];
      for (const [name, url] of cases) {
        const requests: Request[] = [{ method: 'GET', path: url, headers: { authorization: warehouse } }];
        const result = await measure(server.base, requests, CONNECTIONS, SECONDS);
        const bare = await startBareBytes(await answersOf(server.base, requests));
        const ceiling = await measure(bare.base, requests, CONNECTIONS, SECONDS);
        await bare.stop();
        const errors = result.non2xx + result.errors + result.timeouts;
        queue.push(
          `| ${name}, ${CONNECTIONS} connections | ${result.requests.average.toFixed(0)} req/s | ${result.latency.p50} ms | ${result.latency.p99} ms | ${ceiling.requests.average.toFixed(0)} req/s | ${(result.requests.average / ceiling.requests.average).toFixed(2)} | ${errors} |`,
        );
      }
    }

    console.log(`\nBack-office bench (PostgreSQL; load average ${loadAverage()})`);
    console.log(`Import: the server idles at ${idle.toFixed(0)} MB resident before the first upload.`);
    console.log('| Import | Rows | New / updated / unchanged | Time | Server peak memory |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [name, run] of runs) {
      const r = run.report;
      console.log(
        `| ${name} | ${r.rows.toLocaleString('en-AU')} | ${r.created.toLocaleString('en-AU')} / ${r.updated.toLocaleString('en-AU')} / ${r.unchanged.toLocaleString('en-AU')} | ${run.seconds.toFixed(1)} s | ${run.peakMb.toFixed(0)} MB |`,
      );
    }
    console.log(
      `\n| Staff queue, ${ORDERS.toLocaleString('en-AU')} orders | Throughput | p50 | p99 | Bare-bytes ceiling | Ratio | Errors |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of queue) console.log(row);
  } finally {
    await server.stop();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bench.drop();
  }
}

await main();
