import { Worker } from 'node:worker_threads';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * Keeps running when whoever reads stdout and stderr goes away (`… | head`, a killed parent).
 * Unheard, the EPIPE of the next write is an uncaught exception that shuts the server down;
 * heard, output is dropped from then on (pino drops its own writes after an EPIPE).
 */
export function keepRunningWithoutOutput(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

/**
 * Kills the process after `ms` from a thread of its own: a timer on the main thread cannot fire
 * while that thread is stuck in a synchronous write (the exit-time log flush into a dead or full pipe).
 */
function killAfter(ms: number): void {
  new Worker(`setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${ms});`, { eval: true }).unref();
}

/**
 * On SIGTERM, SIGINT or an uncaught error: stop taking connections, give in-flight requests up
 * to `graceMs`, close the app (and with it the database), exit; killed 1 s later if stuck.
 * Answers a function that starts the same shutdown (a cluster's primary asks by message, decision 0055);
 * once it has begun, by either way, a further ask changes nothing.
 */
export function shutDownGracefully(app: FastifyInstance, graceMs: number): () => void {
  let begun = false;
  const closing = closeWithGrace(
    { delay: graceMs, logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err }) => {
      begun = true;
      killAfter(graceMs + 1_000);
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal: signal ?? 'asked by the primary process' }, 'shutting down');
      await app.close();
    },
  );
  return () => {
    if (!begun) void closing.close();
  };
}
