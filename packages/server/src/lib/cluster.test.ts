import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../env.ts';
import { preparedTemplate } from '../../test/support/prepared-databases.ts';
import { freePort } from '../../test/support/server-process.ts';
import { createThrowawayDatabase } from '../../test/support/throwaway-database.ts';
import { processAlive } from './data-dir-lock.ts';
import { poolSizePerProcess, restartDelayMs } from './cluster.ts';

/**
 * The real server (`node --import tsx src/main.ts`) with WEB_CONCURRENCY: which processes answer is read from
 * the log, where every line carries the pid of the process that wrote it (decision 0055); nothing in an answer
 * says which process gave it.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const GRACE_MS = 3_000;

interface LogLine {
  pid: number;
  msg: string;
  workerPid?: number;
  req?: { url?: string };
}

interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** The JSON log lines written so far, by the primary and every server process. */
  log: () => LogLine[];
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until<T>(what: string, ms: number, check: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: paths.serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      // debug: a line per answered request, with the pid of the process that answered it.
      LOG_LEVEL: 'debug',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  });
  const log = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const server = { child, port, output: () => output, log };
  await until('the start banner', 60_000, () => {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    return output.includes('Tyreline is running at');
  });
  return server;
}

/** GET /api/health on a connection of its own (no keep-alive): the cluster hands each new connection on in turn. */
function healthOnNewConnection(port: number): Promise<number> {
  return new Promise((done, fail) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode!));
    });
    request.on('error', fail);
  });
}

const answeringPids = (server: ServerProcess) =>
  new Set(
    server
      .log()
      .filter((line) => line.msg === 'request completed' && line.req?.url === '/api/health')
      .map((line) => line.pid),
  );
const listeningPids = (server: ServerProcess) =>
  server
    .log()
    .filter((line) => line.msg === 'server process listening')
    .map((line) => line.workerPid!);
const parentOf = (pid: number) =>
  Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

describe('the server processes', () => {
  it('share the connections among themselves, replace one that dies, and all stop on SIGTERM', async (context) => {
    if (!onPostgres) return context.skip('needs DATABASE_URL: several processes need PostgreSQL');
    const database = await createThrowawayDatabase(
      process.env.DATABASE_URL!,
      'tyreline_test',
      preparedTemplate('migrated'),
    );
    cleanups.push(() => database.drop());
    const server = await startServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2' });

    expect(server.output().split('Tyreline is running at').length - 1).toBe(1);
    expect(server.output()).toContain('Database: PostgreSQL (DATABASE_URL); 2 server processes');
    const workers = listeningPids(server);
    expect(new Set(workers).size).toBe(2);
    for (const pid of workers) expect(parentOf(pid)).toBe(server.child.pid);

    const statuses = await Promise.all(Array.from({ length: 12 }, () => healthOnNewConnection(server.port)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await until('both processes logging their answers', 5_000, () => answeringPids(server).size === 2);
    expect([...answeringPids(server)].sort()).toEqual([...workers].sort());

    process.kill(workers[0]!, 'SIGKILL');
    const replacement = await until('a process in place of the killed one', 15_000, () =>
      listeningPids(server).find((pid) => !workers.includes(pid)),
    );
    expect(parentOf(replacement)).toBe(server.child.pid);
    expect(server.output()).toContain('a server process exited; starting another');
    const after = await Promise.all(Array.from({ length: 6 }, () => healthOnNewConnection(server.port)));
    expect(after.every((status) => status === 200)).toBe(true);

    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    for (const pid of [workers[1]!, replacement]) expect(processAlive(pid)).toBe(false);
    expect(server.output().split('Tyreline is running at').length - 1).toBe(1);
  });

  it('are one on the embedded database whatever WEB_CONCURRENCY says, with a warning that says why', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tyreline-cluster-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });

    expect(server.output()).toContain(`Database: embedded PGlite in ${dataDir}`);
    expect(server.output()).toContain(
      'WEB_CONCURRENCY ignored: the embedded PGlite database allows one process',
    );
    expect(listeningPids(server)).toEqual([]);
    expect(await healthOnNewConnection(server.port)).toBe(200);
    expect(await healthOnNewConnection(server.port)).toBe(200);
    await until('the answers logged', 5_000, () => answeringPids(server).size > 0);
    expect([...answeringPids(server)]).toEqual([server.child.pid]);

    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    expect(((await exited) as [number | null])[0]).toBe(0);
  });
});

describe('the processes’ shares', () => {
  it('keep the database connections of the whole server near twenty, and at least four for each process', () => {
    expect(poolSizePerProcess(1)).toBe(20);
    expect(poolSizePerProcess(2)).toBe(10);
    expect(poolSizePerProcess(3)).toBe(7);
    expect(poolSizePerProcess(16)).toBe(4);
  });

  it('wait longer before replacing each process that dies soon after starting, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
