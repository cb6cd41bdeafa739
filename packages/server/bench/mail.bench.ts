/**
 * Mail bench against PostgreSQL, in a throw-away database on loopback, with a local SMTP server in a process of
 * its own (smtp-sink.ts):
 *  - the sender's delivery rate: order notices queued in the outbox, drained by one sender (`createSender`, the
 *    server's default options and pool) as the server's background loop does, beside the bare ceiling:
 *    nodemailer pooled the same way straight to the same SMTP server, same messages, no database;
 *  - checkout throughput with notices on (SMTP_URL: the server's sender delivers them while buyers order) and off
 *    (no SMTP_URL: the notices are only recorded), same load, alternating runs in one go.
 * Prints rows for the README's bench table. `node --import tsx bench/mail.bench.ts` runs it alone.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { inTransaction, openDatabase, rows, type Db } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { newMessageId, queueMail } from '../src/lib/mail/outbox.ts';
import { paragraph, renderLayout } from '../src/lib/mail/render.ts';
import { createSender } from '../src/lib/mail/sender.ts';
import { benchDatabase } from './bench-database.ts';
import { benchVariants, loadAverage, passwordGrant, startServer, type Variant } from './bench-servers.ts';
import { checkoutLoad, LINES_PER_ORDER } from './checkout-load.ts';
import { createBuyers, stockUp } from './orders-fixtures.ts';

const MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES || 3_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const BUYERS = 32;
/** Each mode runs this many times, alternating (off, on, off, on): the machine's drift falls on both. */
const CHECKOUT_ROUNDS = 3;
const FROM = 'Tyreline <orders@tyreline.test>';

interface Sink {
  url: string;
  /** How many messages the SMTP server has taken so far. */
  count(): Promise<number>;
  stop(): Promise<void>;
}

async function startSink(): Promise<Sink> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./smtp-sink.ts', import.meta.url).pathname],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines: Interface = createInterface({ input: child.stdout! });
  const [first] = (await once(lines, 'line')) as [string];
  const { port } = JSON.parse(first) as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    async count() {
      const answer = once(lines, 'line') as Promise<[string]>;
      child.stdin!.write('count\n');
      return (JSON.parse((await answer)[0]) as { count: number }).count;
    },
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** An order-placed notice as the checkout writes one (same layout, about the same words). */
function notice(n: number) {
  const number = `SO-${String(100_000 + n).padStart(6, '0')}`;
  return {
    kind: 'bench.notice',
    to: `buyer${n}@bench.example`,
    subject: `Order ${number} placed`,
    ...renderLayout({
      supplierName: 'Tyreline Wholesale Pty Ltd',
      logoUrl: 'http://127.0.0.1/mail-logo.png',
      heading: `Thank you for your order ${number}`,
      paragraphs: [
        paragraph`Hello Bench Buyer ${n},`,
        paragraph`We received your order ${number} on Thursday 26 November 2026: 5 lines, $ 1,234.50 AUD
          including GST.`,
        paragraph`Your reference is PO-${n}.`,
        paragraph`Delivery from Rocklea. Delivered Friday 27 November 2026.`,
      ],
      link: { label: 'View the order', url: `https://shop.example.com/orders/${100_000 + n}` },
    }),
  };
}

/** Seconds for one sender to drain `count` queued notices, round after round as its background loop does. */
async function senderRun(db: Db, sink: Sink, count = MESSAGES): Promise<number> {
  await db.execute(sql`delete from mail_outbox`);
  for (let from = 1; from <= count; from += 100)
    await inTransaction(db, async (tx) => {
      for (let n = from; n < Math.min(from + 100, count + 1); n++)
        await queueMail(tx, { delivers: true }, notice(n));
    });
  const before = await sink.count();
  const sender = createSender(db, { smtpUrl: sink.url, from: FROM });
  const began = performance.now();
  try {
    while ((await sender.runOnce()).claimed > 0);
  } finally {
    await sender.stop();
  }
  const seconds = (performance.now() - began) / 1000;
  const [left] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from mail_outbox where status <> 'sent'`,
  );
  const delivered = (await sink.count()) - before;
  if (left!.n !== 0 || delivered !== count)
    throw new Error(`the sender left ${left!.n} unsent and the SMTP server took ${delivered} of ${count}`);
  return seconds;
}

/** Seconds for nodemailer alone (pooled, 5 connections like the sender) to send the same messages. */
async function bareRun(sink: Sink, count = MESSAGES): Promise<number> {
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: 5 });
  const messages = Array.from({ length: count }, (_, i) => notice(i + 1));
  const before = await sink.count();
  const began = performance.now();
  try {
    await Promise.all(
      messages.map((m) =>
        transport.sendMail({
          from: FROM,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          messageId: newMessageId(),
        }),
      ),
    );
  } finally {
    transport.close();
  }
  const seconds = (performance.now() - began) / 1000;
  const delivered = (await sink.count()) - before;
  if (delivered !== count) throw new Error(`nodemailer alone delivered ${delivered} of ${count}`);
  return seconds;
}

interface CheckoutRun {
  mode: 'on' | 'off';
  ordersPerSecond: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
  /** Notices still queued when the load stopped (on), and seconds until the sender had sent them all. */
  backlog: number;
  drainSeconds: number;
  /** The server process's CPU time per order placed in the measured run (user + system): steadier than orders/s on a shared machine. */
  cpuMsPerOrder: number;
}

/** A process's CPU time so far (user + system), in milliseconds, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let after: Variant;

async function checkoutRun(
  db: Db,
  databaseUrl: string,
  sink: Sink,
  mode: 'on' | 'off',
  usernames: string[],
  products: Awaited<ReturnType<typeof stockUp>>,
): Promise<CheckoutRun> {
  const server = await startServer(after, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    SMTP_URL: mode === 'on' ? sink.url : '',
  });
  try {
    const tokens = await Promise.all(
      usernames.map(async (u) => (await passwordGrant(server.base, u)).access_token),
    );
    await checkoutLoad(server.base, tokens, products, 2);
    const cpuBefore = cpuMs(server.pid);
    const load = await checkoutLoad(server.base, tokens, products, SECONDS);
    const cpuMsPerOrder = (cpuMs(server.pid) - cpuBefore) / Math.max(1, load.placed);
    const queued = async () =>
      (
        await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from mail_outbox where kind = 'order.placed' and status = 'queued'`,
        )
      )[0]!.n;
    const backlog = await queued();
    const began = performance.now();
    while (mode === 'on' && (await queued()) > 0) {
      if (performance.now() - began > 60_000) throw new Error('the sender did not catch up within 60 s');
      await sleep(50);
    }
    return { mode, ...load, backlog, drainSeconds: (performance.now() - began) / 1000, cpuMsPerOrder };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const bench = await benchDatabase('tyreline_bench_mail');
  const database = await openDatabase({ url: bench.url });
  const sink = await startSink();
  try {
    const { db } = database;
    const load = [loadAverage()];
    const size = Buffer.byteLength(notice(1).html) + Buffer.byteLength(notice(1).text);

    // A short warm-up of both (the first messages pay for compiling nodemailer's code), then two runs each, alternating.
    const senderSeconds: number[] = [];
    const bareSeconds: number[] = [];
    await senderRun(db, sink, 300);
    await bareRun(sink, 300);
    for (let round = 0; round < 2; round++) {
      senderSeconds.push(await senderRun(db, sink));
      bareSeconds.push(await bareRun(sink));
    }
    load.push(loadAverage());
    await db.execute(sql`delete from mail_outbox`);

    after = benchVariants().find((v) => v.name === 'after')!;
    await seedDemoIfEmpty(db);
    const products = await stockUp(db);
    const buyers = await createBuyers(db, BUYERS, 'mail');
    const runs: CheckoutRun[] = [];
    for (let round = 0; round < CHECKOUT_ROUNDS; round++)
      for (const mode of ['off', 'on'] as const)
        runs.push(await checkoutRun(db, bench.url, sink, mode, buyers, products));
    load.push(loadAverage());
    const [notices] = await rows<{ sent: number; recorded: number; other: number }>(
      db,
      sql`select count(*) filter (where status = 'sent')::int as sent,
                 count(*) filter (where status = 'recorded')::int as recorded,
                 count(*) filter (where status not in ('sent', 'recorded'))::int as other
          from mail_outbox where kind = 'order.placed'`,
    );
    if (notices!.other !== 0)
      throw new Error(`notices neither sent nor recorded: ${JSON.stringify(notices)}`);

    const rate = (seconds: number[]) => seconds.map((s) => MESSAGES / s);
    const fmt = (values: number[], unit: string) => `${values.map((v) => v.toFixed(0)).join(' / ')} ${unit}`;
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const senderRates = rate(senderSeconds);
    const bareRates = rate(bareSeconds);
    const on = runs.filter((r) => r.mode === 'on');
    const off = runs.filter((r) => r.mode === 'off');
    const onRate = mean(on.map((r) => r.ordersPerSecond));
    const offRate = mean(off.map((r) => r.ordersPerSecond));
    const ms = (n: number) => `${n.toFixed(0)} ms`;

    console.log(
      `\nMail bench (PostgreSQL; local SMTP server in its own process; ${MESSAGES.toLocaleString('en-AU')} notices of ${(size / 1024).toFixed(1)} KB (HTML + text) per run; ${SECONDS} s checkout runs; load average ${load.join(' → ')})`,
    );
    console.log('| what | measured | beside it | ratio | target |');
    console.log('| --- | --- | --- | --- | --- |');
    console.log(
      `| Sender → local SMTP, one process (2 runs) | ${fmt(senderRates, 'messages/s')} | nodemailer pooled alone, no database: ${fmt(bareRates, 'messages/s')} | ${(mean(senderRates) / mean(bareRates)).toFixed(2)} | ≥ 200 messages/s |`,
    );
    console.log(
      `| Checkout, ${BUYERS} buyers, ${LINES_PER_ORDER}-line orders, notices sent (SMTP_URL) vs recorded (${CHECKOUT_ROUNDS} runs each) | on: ${fmt(
        on.map((r) => r.ordersPerSecond),
        'orders/s',
      )}, p99 ${on.map((r) => ms(r.p99)).join(' / ')} | off: ${fmt(
        off.map((r) => r.ordersPerSecond),
        'orders/s',
      )}, p99 ${off.map((r) => ms(r.p99)).join(' / ')} | ${(onRate / offRate).toFixed(3)} | within 5 % (≥ 0.95) |`,
    );
    const cpuOn = mean(on.map((r) => r.cpuMsPerOrder));
    const cpuOff = mean(off.map((r) => r.cpuMsPerOrder));
    console.log(
      `| Server CPU per order placed, same runs | on: ${on.map((r) => r.cpuMsPerOrder.toFixed(2)).join(' / ')} ms | off: ${off.map((r) => r.cpuMsPerOrder.toFixed(2)).join(' / ')} ms | ${(cpuOn / cpuOff).toFixed(3)} | — |`,
    );
    console.log(
      `Notices while ordering (on): ${on.map((r) => `${r.backlog} still queued when the load stopped, all sent ${r.drainSeconds.toFixed(1)} s later`).join('; ')}. Order notices over all runs (warm-ups too): ${notices!.sent} sent, ${notices!.recorded} recorded.`,
    );
    if (mean(senderRates) < 200) console.log('The sender is below the 200 messages/s target.');
    if (onRate / offRate < 0.95)
      console.log('Checkout with notices on is more than 5 % slower than with them off.');
  } finally {
    await sink.stop();
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bench.drop();
  }
}

await main();
