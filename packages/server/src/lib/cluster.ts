import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * One server process per core behind one port (decision 0055). The primary forks the server processes and
 * serves nothing itself: Node's cluster hands each new connection to the next process in turn. It replaces
 * a process that dies, and on SIGTERM or SIGINT asks every process to shut down gracefully and waits.
 */

/** The database connections the whole server keeps at most, shared out among its processes. */
const DATABASE_CONNECTIONS = 20;
/** Fewer than this per process and a checkout (one connection for its transaction) queues behind the others. */
const MIN_CONNECTIONS_PER_PROCESS = 4;

/** Each process's pool: the server's connections shared out, so more processes do not mean many more connections. */
export const poolSizePerProcess = (processes: number): number =>
  Math.max(MIN_CONNECTIONS_PER_PROCESS, Math.ceil(DATABASE_CONNECTIONS / processes));

/** A process that served at least this long before dying ran fine: its replacement starts without waiting. */
const RAN_FINE_MS = 30_000;
const FIRST_RESTART_MS = 1_000;
const MAX_RESTART_MS = 30_000;

/**
 * The wait before replacing a process after `quickDeaths` processes in a row of its place died within
 * RAN_FINE_MS of starting: 1 s, doubling, at most 30 s, so a crash loop does not spin.
 */
export const restartDelayMs = (quickDeaths: number): number =>
  Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** Math.max(0, quickDeaths - 1));

/** The message with which the primary asks a server process to shut down gracefully. */
const SHUT_DOWN = 'tyreline:shut-down';

/** A forked server process: `stop` starts its graceful shutdown when the primary asks (before serving: exits). */
export function stopWhenThePrimaryAsks(): { stopWith(stop: () => void): void } {
  let stop: () => void = () => process.exit(0);
  process.on('message', (message) => {
    if (message === SHUT_DOWN) stop();
  });
  return { stopWith: (graceful) => void (stop = graceful) };
}

/** JSON lines as the server processes' logger (pino) writes them, so one log reader reads both. */
export interface ProcessLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** The primary's log: it has no Fastify, so no pino of its own; the same fields in the same shape. */
export function processLog(level: string): ProcessLog {
  const least = level === 'silent' ? Infinity : (LEVELS[level] ?? LEVELS.info!);
  const hostname = os.hostname();
  const write = (at: number) => (fields: Record<string, unknown>, msg: string) => {
    if (at < least) return;
    const line = { level: at, time: Date.now(), pid: process.pid, hostname, ...fields, msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return { info: write(LEVELS.info!), warn: write(LEVELS.warn!), error: write(LEVELS.error!) };
}

export interface PrimaryOptions {
  processes: number;
  /** SHUTDOWN_GRACE_MS: what each process gives its in-flight requests; the primary waits that and a little more. */
  graceMs: number;
  log: ProcessLog;
  /** Once, when every process listens: the port they share. */
  onListening(port: number): void;
}

/** Where each place's process stands: a place is one of the `processes` slots, kept filled. */
interface Place {
  worker: Worker | undefined;
  startedAt: number;
  quickDeaths: number;
  restart: NodeJS.Timeout | undefined;
}

/** Runs the cluster's primary: forks the server processes and looks after them until it is told to stop. */
export function runPrimary({ processes, graceMs, log, onListening }: PrimaryOptions): void {
  const places: Place[] = Array.from({ length: processes }, () => ({
    worker: undefined,
    startedAt: 0,
    quickDeaths: 0,
    restart: undefined,
  }));
  const placeOf = new Map<Worker, Place>();
  const listening = new Set<Worker>();
  let started = false;
  let stopping = false;
  /** Whether the server ends with exit code 1: it did not start, or a process did not shut down cleanly. */
  let failed = false;

  const fork = (place: Place) => {
    place.restart = undefined;
    place.startedAt = Date.now();
    place.worker = cluster.fork();
    placeOf.set(place.worker, place);
  };

  cluster.on('listening', (worker, address) => {
    log.info({ workerPid: worker.process.pid }, 'server process listening');
    listening.add(worker);
    if (started || listening.size < processes) return;
    started = true;
    onListening(address.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    const place = placeOf.get(worker)!;
    placeOf.delete(worker);
    listening.delete(worker);
    place.worker = undefined;
    if (stopping) {
      // As one process exits 1 when it had to give up on a request: the whole server's exit says so too.
      if (code !== 0) failed = true;
      if (places.every((p) => !p.worker)) process.exit(failed ? 1 : 0);
      return;
    }
    const exited = { workerPid: worker.process.pid, code, signal };
    // Before every process listens, a death is a start that failed (a port in use): its own error says why.
    if (!started) {
      log.error(exited, 'a server process exited while starting; stopping');
      failed = true;
      stop('start-up failed');
      return;
    }
    place.quickDeaths = Date.now() - place.startedAt < RAN_FINE_MS ? place.quickDeaths + 1 : 0;
    const delayMs = place.quickDeaths === 0 ? 0 : restartDelayMs(place.quickDeaths);
    log.error({ ...exited, restartInMs: delayMs }, 'a server process exited; starting another');
    place.restart = setTimeout(() => fork(place), delayMs);
  });

  /** Asks every process to shut down; SIGKILLs those still there after their grace, watchdog and a margin. */
  function stop(reason: string) {
    if (stopping) return;
    stopping = true;
    log.info({ signal: reason, processes: placeOf.size }, 'shutting down');
    for (const place of places) clearTimeout(place.restart);
    for (const worker of placeOf.keys()) {
      if (worker.isConnected()) worker.send(SHUT_DOWN);
      else worker.process.kill('SIGTERM');
    }
    if (placeOf.size === 0) process.exit(failed ? 1 : 0);
    setTimeout(() => {
      log.error({ processes: placeOf.size }, 'server processes still running after the grace period; killed');
      for (const worker of placeOf.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + 2_000).unref();
  }

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
    process.on(signal, () => {
      // A second signal, as close-with-grace does in each process: stop now.
      if (stopping) {
        for (const worker of placeOf.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }
      stop(signal);
    });
  for (const place of places) fork(place);
}
