import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { purgeEvery } from './features/system/housekeeping.ts';
import { loadConfig } from './env.ts';
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

keepRunningWithoutOutput();
const config = loadConfig();
const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  onPoolError: (err) => app.log.warn({ err }, 'database connection dropped; the pool will reconnect'),
});
const app = await buildApp({ config, database });
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

if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(database.db);
  if (seeded) app.log.info('seeded the demo data');
}

shutDownGracefully(app, config.shutdownGraceMs);

await app.listen({ port: config.port, host: config.host });
const where = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`\nTyreline is running at ${where}  (API docs: ${where}/api/docs)`);
console.log(
  `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
);
console.log(
  'Demo logins (password tyres-2026): trade@example.com, brisbane@example.com, nocredit@example.com, disabled@example.com\n',
);
