import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const webRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const repoRoot = resolve(webRoot, '../..');
export const serverRoot = resolve(repoRoot, 'packages/server');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * What the global setup made once, in its own process: the web build and the compiled server every test
 * server runs, and the data folder it migrated and seeded (each server starts from a copy instead of
 * migrating and seeding again). Test files' workers read the same through `inject`.
 */
interface Builds {
  webDist: string;
  serverEntry: string;
  dataTemplate?: string;
}
let builds: Builds | undefined;
export function useBuilds(made: Builds): void {
  builds = made;
}

function provided(key: 'webDist' | 'serverEntry' | 'dataTemplate'): string | undefined {
  if (builds) return builds[key];
  try {
    return inject(key) || undefined;
  } catch {
    return undefined; // Outside a test file (the global setup before it has made one).
  }
}

/**
 * The worker running this file's one of what the global setup made one of per worker slot (`VITEST_POOL_ID`):
 * files that run at the same time never share it, and files that share it run one after another.
 */
export function ofThisWorker<T>(perSlot: readonly T[]): T | undefined {
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return perSlot[slot % perSlot.length];
}

/**
 * The shared server of the worker running this file (`ofThisWorker`): files that run at the same time never
 * share a database, and files that share one run one after another, as the shared server's tests expect.
 * Empty when there is no browser to test with.
 */
export function sharedServerUrl(): string {
  return ofThisWorker(inject('baseUrls')) ?? '';
}

/** A fresh copy of the prepared data folder in `dataDir`, when it is empty and a template exists. */
function prepare(dataDir: string): void {
  const from = provided('dataTemplate');
  if (from && readdirSync(dataDir).length === 0)
    cpSync(from, dataDir, { recursive: true, filter: (path) => !path.endsWith('tyreline.pid') });
}

/**
 * Starts the real server on a fresh embedded database (migrated and seeded with the demo data), or on
 * `env.DATA_DIR` as a test left it (a restart).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tyreline-e2e-'));
  prepare(env.DATA_DIR ?? dataDir);
  const url = `http://127.0.0.1:${port}`;
  const entry = provided('serverEntry');
  if (!entry) throw new Error("No compiled server: the browser tests' global setup builds one");
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: provided('webDist') ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`The server did not answer /api/health within 120 s:\n${output}`);
}

/** Runs the operator tool on a stopped server's embedded database, with `env` added (e.g. TYRELINE_NOW). */
export function operator(dataDir: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/main.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`tyreline ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
