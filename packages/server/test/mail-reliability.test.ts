import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rows, type Database, type Db } from '../src/db/client.ts';
import { paths } from '../src/env.ts';
import { freePort, healthStatus } from './support/server-process.ts';
import { queueMail } from '../src/lib/mail/outbox.ts';
import { createBuyers, stockUp, type Product } from '../bench/orders-fixtures.ts';
import { deliveryOrder } from './support/orders.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp-server.ts';
import { openTestDatabase, passwordGrant } from './support/test-app.ts';

/**
 * The outbox under failure, with real server processes (`node --import tsx src/main.ts`), each with its own
 * connection pool and its own sender, a real SMTP server that goes away and comes back, and SIGKILL.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The real server in a process of its own, over `database` (a PostgreSQL URL, or a PGlite data folder). */
async function startServer(
  database: { url: string } | { dataDir: string },
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: paths.serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('url' in database
        ? { DATABASE_URL: database.url }
        : { DATABASE_URL: '', DATA_DIR: database.dataDir }),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // One process per server: SIGKILL here means that process dies, not a cluster's primary (decision 0055).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = { child, url: `http://127.0.0.1:${port}`, output: () => output };
  cleanups.push(() => stop(server, 'SIGKILL'));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    if ((await healthStatus(server.url)) === 200) return server;
    await sleep(200);
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${output}`);
}

async function stop(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

async function smtpServer(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer(options);
  cleanups.push(() => smtp.close());
  return smtp;
}

/** A port nothing listens on now, where the SMTP server will come up later. */
async function portOfAnSmtpServerThatIsDown(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

const messageIdsOf = (received: ReceivedMail[]) => received.map((m) => m.header('message-id')!);

/** How many times each Message-ID arrived. */
function arrivals(received: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of messageIdsOf(received)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  message_id: string;
  last_error: string | null;
}
const outbox = (db: Db, kind: string) =>
  rows<OutboxRow>(
    db,
    sql`select id, status, attempts, message_id, last_error from mail_outbox where kind = ${kind} order by id`,
  );

async function until(what: string, ms: number, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

async function openShared(): Promise<Database & { url: string }> {
  const database = (await openTestDatabase('demo')) as Database & { url: string };
  cleanups.push(() => database.close());
  return database;
}

const NOTICES = 500;
const OUTAGE_MS = 30_000;

describe.skipIf(!onPostgres)(
  'two server processes over one PostgreSQL database (skipped on PGlite, which one process opens at a time)',
  () => {
    it(
      'deliver every one of 500 order notices exactly once after a 30-second SMTP outage',
      { timeout: 180_000 },
      async () => {
        const database = await openShared();
        const products = await stockUp(database.db);
        const buyers = await createBuyers(database.db, 20, 'outage');
        const smtpPort = await portOfAnSmtpServerThatIsDown();
        // Retries from 2 s doubling to at most 8 s: a few attempts each during the outage (fewer than the 10
        // that would fail a message), and every message tried again within 8 s of the server's return.
        const mailEnv = {
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MAIL_RETRY_BASE_MS: '2000',
          MAIL_RETRY_CAP_MS: '8000',
          MAIL_LEASE_MS: '20000',
        };
        const servers = await Promise.all([startServer(database, mailEnv), startServer(database, mailEnv)]);
        const downSince = Date.now();

        // 500 real checkouts, spread over both processes: each commits its order with its notice.
        const tokens = await Promise.all(buyers.map((buyer) => signIn(servers[0]!.url, buyer)));
        let next = 0;
        await Promise.all(
          tokens.map(async (token, b) => {
            for (let n = next++; n < NOTICES; n = next++) {
              const status = await placeOrder(servers[(n + b) % 2]!.url, token, products, n);
              expect(status).toBe(201);
            }
          }),
        );

        const queued = await outbox(database.db, 'order.placed');
        expect(queued).toHaveLength(NOTICES);
        // Every notice has been tried and has failed: the senders were running into the outage.
        await until('every notice tried once while the SMTP server is down', 20_000, async () =>
          (await outbox(database.db, 'order.placed')).every((m) => m.attempts >= 1 && m.last_error),
        );
        const duringOutage = await outbox(database.db, 'order.placed');
        expect(duringOutage.every((m) => m.status === 'queued')).toBe(true);

        await sleep(Math.max(0, downSince + OUTAGE_MS - Date.now()));
        expect(Date.now() - downSince).toBeGreaterThanOrEqual(OUTAGE_MS);
        const smtp = await smtpServer({ port: smtpPort });

        await until('every notice sent after the SMTP server came back', 60_000, async () =>
          (await outbox(database.db, 'order.placed')).every((m) => m.status === 'sent'),
        );
        // Long enough for a second copy from either process to arrive, had one been sent.
        await sleep(2_000);

        const sent = await outbox(database.db, 'order.placed');
        const counts = arrivals(smtp.received);
        expect(smtp.received).toHaveLength(NOTICES);
        expect([...counts.values()].filter((n) => n > 1)).toEqual([]);
        expect(new Set(counts.keys())).toEqual(new Set(sent.map((m) => m.message_id)));
        expect(sent.every((m) => m.status === 'sent' && m.last_error === null)).toBe(true);
        // Each was tried more than once: the outage was real for every one of them.
        expect(sent.every((m) => m.attempts >= 2)).toBe(true);
        for (const server of servers) expect(server.output()).not.toMatch(/"level":50|Error:/);
      },
    );
  },
);

async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(passwordGrant(username)),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function placeOrder(base: string, token: string, products: Product[], n: number): Promise<number> {
  const lines = [0, 1, 2].map((k) => ({
    product_id: products[(n * 7 + k * 37) % products.length]!.id,
    qty: 1,
  }));
  const response = await fetch(`${base}/api/cus/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
      'content-type': 'application/json',
    },
    body: JSON.stringify(deliveryOrder(lines)),
  });
  await response.arrayBuffer();
  return response.status;
}

const IN_KILL_TEST = 150;
const BATCH = 50;

describe('a sender killed with SIGKILL in the middle of a batch', () => {
  it(
    `loses nothing: the next sender delivers the rest once the lease runs out, and only messages that were in flight arrive twice, with the same Message-ID (${onPostgres ? 'PostgreSQL: then a second server process' : 'PGlite: the process restarted on its data folder'})`,
    { timeout: 120_000 },
    async () => {
      // Each message is answered 300 ms after its data arrives, so at any moment a few are in flight.
      const smtp = await smtpServer({ answerDelayMs: 300 });
      const mailEnv = { SMTP_URL: smtp.url, MAIL_LEASE_MS: '6000', MAIL_RETRY_BASE_MS: '1000' };

      // The shared database, or (PGlite) a data folder one process at a time opens.
      let target: { url: string } | { dataDir: string };
      let open: () => Promise<Database>;
      if (onPostgres) {
        const database = (await openTestDatabase('migrated')) as Database & { url: string };
        cleanups.push(() => database.close());
        target = { url: database.url };
        open = () => Promise.resolve({ ...database, close: async () => undefined });
      } else {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'tyreline-mail-kill-'));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        target = { dataDir };
        open = () => openDatabase({ dataDir });
      }
      const before = await open();
      for (let n = 1; n <= IN_KILL_TEST; n++)
        await queueMail(
          before.db,
          { delivers: true },
          {
            kind: 'test.kill',
            to: `buyer${n}@example.com`,
            subject: `Note ${n}`,
            html: `<p>Note ${n}</p>`,
            text: `Note ${n}`,
          },
        );
      await before.close();

      const first = await startServer(target, mailEnv);
      // Past the first batch of 50, in the middle of the second.
      await until('the first sender well into its second batch', 60_000, () => smtp.received.length >= 60);
      await stop(first, 'SIGKILL');
      // A message written just before the kill may still reach the SMTP server from the socket's buffer.
      await sleep(300);
      const receivedFromFirst = new Set(messageIdsOf(smtp.received));
      smtp.answerDelayMs = 0;

      const afterKill = await open();
      const atKill = await outbox(afterKill.db, 'test.kill');
      await afterKill.close();
      // In flight: claimed by the dead sender (attempt counted, leased) and never marked.
      const inFlight = atKill.filter((m) => m.status === 'queued' && m.attempts === 1);
      const sentByFirst = atKill.filter((m) => m.status === 'sent');
      expect(sentByFirst.length).toBeGreaterThanOrEqual(BATCH);
      expect(inFlight.length).toBeGreaterThan(0);
      expect(inFlight.length).toBeLessThanOrEqual(BATCH);

      const second = await startServer(target, mailEnv);
      const everyId = new Set(atKill.map((m) => m.message_id));
      await until('every message delivered by the second sender', 60_000, () =>
        [...everyId].every((id) => messageIdsOf(smtp.received).includes(id)),
      );
      // Let the second sender mark its last round, then (PGlite) free the data folder.
      await sleep(1_500);
      await stop(second, 'SIGTERM');

      const after = await open();
      const final = await outbox(after.db, 'test.kill');
      await after.close();
      expect(final.every((m) => m.status === 'sent')).toBe(true);

      const counts = arrivals(smtp.received);
      const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
      const inFlightIds = new Set(inFlight.map((m) => m.message_id));
      // Nothing lost, nothing sent three times.
      expect(new Set(counts.keys())).toEqual(everyId);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
      // A duplicate is a message in flight at the kill whose data the SMTP server already had.
      for (const id of twice) {
        expect(inFlightIds.has(id)).toBe(true);
        expect(receivedFromFirst.has(id)).toBe(true);
      }
      // The one the kill was waiting on (the 60th had arrived, unanswered) did arrive twice.
      expect(twice.length).toBeGreaterThan(0);
      // The in-flight messages were sent again only after the lease: attempt 2, by the second sender.
      const again = final.filter((m) => inFlightIds.has(m.message_id));
      expect(again.every((m) => m.attempts === 2)).toBe(true);
      // Both copies of a duplicate are the same message.
      for (const id of twice) {
        const copies = smtp.received.filter((m) => m.header('message-id') === id);
        expect(new Set(copies.map((m) => m.header('subject')))).toHaveProperty('size', 1);
        expect(new Set(copies.map((m) => m.to.join()))).toHaveProperty('size', 1);
      }
    },
  );
});
