import cluster from 'node:cluster';
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { purgeEvery } from './features/system/housekeeping.ts';
import { loadConfig, type Config } from './env.ts';
import { poolSizePerProcess, processLog, runPrimary, stopWhenThePrimaryAsks } from './lib/cluster.ts';
import { acquireDataDirLock } from './lib/data-dir-lock.ts';
import { createSender } from './lib/mail/sender.ts';
import { keepRunningWithoutOutput, shutDownGracefully } from './lib/process-lifecycle.ts';

/** Expired tokens, old checkout keys, stale sign-in counters and dead invitations go every hour (several processes: harmless). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

// V8 lets the old space grow to up to four times what survived the last full collection before it collects
// again. An import keeps ~90 MB alive while it makes garbage fast, so 600,000 stock rows peaked at 520-610 MB
// resident; growing by at most twice keeps it near 320 MB. Requests make short-lived garbage (the young
// generation), so the extra full collections cost them little (decision 0034). Set here, not on a command
// line, so every way of starting the server has it.
v8.setFlagsFromString('--heap-growing-percent=100');

/** Printed once, by the process that started first, when the server answers on its port. */
function printBanner(config: Config, port: number): void {
  const where = `http://localhost:${port}`;
  const processes = `${config.webConcurrency} server process${config.webConcurrency === 1 ? '' : 'es'}`;
  console.log(`\nTyreline is running at ${where}  (API docs: ${where}/api/docs)`);
  console.log(
    config.databaseUrl
      ? `Database: PostgreSQL (DATABASE_URL); ${processes} (WEB_CONCURRENCY)`
      : `Database: embedded PGlite in ${config.dataDir}`,
  );
  console.log(
    'Demo logins (password tyres-2026): trade@example.com, brisbane@example.com, nocredit@example.com, disabled@example.com\n',
  );
}

/**
 * The cluster's primary (decision 0055): migrates and seeds once, before any server process opens the
 * database, then forks one server process per WEB_CONCURRENCY and looks after them.
 */
async function startPrimary(config: Config): Promise<void> {
  const log = processLog(config.logLevel);
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 1 });
  try {
    if (config.seedDemo && (await seedDemoIfEmpty(database.db))) log.info({}, 'seeded the demo data');
  } finally {
    await database.close();
  }
  runPrimary({
    processes: config.webConcurrency,
    graceMs: config.shutdownGraceMs,
    log,
    onListening: (port) => printBanner(config, port),
  });
}

/** One server process: the whole server on its own, or one of the cluster's (then the primary migrated and seeded). */
async function serve(config: Config): Promise<void> {
  const forked = cluster.isWorker;
  const primary = forked ? stopWhenThePrimaryAsks() : undefined;
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: poolSizePerProcess(config.webConcurrency),
    migrate: !forked,
    onPoolError: (err) => app.log.warn({ err }, 'database connection dropped; the pool will reconnect'),
  });
  const app = await buildApp({ config, database });
  if (config.webConcurrencyIgnored)
    app.log.warn(
      { webConcurrency: config.webConcurrencyIgnored },
      'WEB_CONCURRENCY ignored: the embedded PGlite database allows one process; set DATABASE_URL to run several',
    );
  const stopPurging = purgeEvery(database.db, PURGE_EVERY_MS, (err) =>
    app.log.warn({ err }, 'purging expired tokens and keys failed; the next hour tries again'),
  );
  // Every process sends the outbox (claims never overlap); without SMTP_URL mail is only recorded, so none runs.
  const sender = config.smtpUrl
    ? createSender(database.db, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        leaseMs: config.mailLeaseMs,
        backoffBaseMs: config.mailRetryBaseMs,
        backoffCapMs: config.mailRetryCapMs,
        onError: (err) => app.log.warn({ err }, 'sending mail failed; the next round tries again'),
      })
    : undefined;
  sender?.start();
  app.addHook('onClose', async () => {
    stopPurging();
    await sender?.stop();
    await database.close();
    releaseLock();
  });

  if (config.seedDemo && !forked) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) app.log.info('seeded the demo data');
  }

  const stop = shutDownGracefully(app, config.shutdownGraceMs);
  primary?.stopWith(stop);

  await app.listen({ port: config.port, host: config.host });
  if (!forked) printBanner(config, (app.server.address() as { port: number }).port);
}

keepRunningWithoutOutput();
const config = loadConfig();
if (config.webConcurrency > 1 && cluster.isPrimary) await startPrimary(config);
else await serve(config);
