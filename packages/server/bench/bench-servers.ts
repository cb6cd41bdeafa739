/**
 * What every bench row is measured against: the server as `npm start` runs it, "before" (a checkout of an
 * earlier commit, BENCH_BASELINE=/path) and "after" (this tree's compiled server), each in its own
 * process, and the bare-bytes ceiling (bare-bytes-server.ts). Loopback only; every load run is bounded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD, WEB_CLIENT } from '../src/db/seed/demo.ts';
import { paths } from '../src/env.ts';
import type { StoredAnswer } from './bare-bytes-server.ts';

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Request[];
}) => Promise<Result>;

export interface Variant {
  name: 'before' | 'after';
  cwd: string;
  args: string[];
}

/** "after" always; "before" when BENCH_BASELINE names a checkout (with node_modules) of the commit to compare. */
export function benchVariants(): Variant[] {
  const after: Variant = {
    name: 'after',
    cwd: paths.repoRoot,
    args: ['--enable-source-maps', 'packages/server/dist/main.js'],
  };
  // The compiled server, as `npm start` builds it.
  spawnSync(process.execPath, ['scripts/build-if-changed.mjs', 'server'], {
    cwd: paths.repoRoot,
    stdio: 'inherit',
  });
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) return [after];
  // Before this change `npm start` ran the server from TypeScript sources through tsx.
  return [
    { name: 'before', cwd: path.resolve(baseline), args: ['--import', 'tsx', 'packages/server/src/main.ts'] },
    after,
  ];
}

export interface Running {
  base: string;
  /** The server's process id, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a variant's real server on a free loopback port; its logs go to a file, as a service's would. */
export async function startServer(variant: Variant, env: Record<string, string>): Promise<Running> {
  const log = path.join(os.tmpdir(), `tyreline-bench-${variant.name}-${process.pid}.log`);
  const out = fs.openSync(log, 'w');
  // BENCH_CPU_PROF=dir writes the server's V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF;
  const args = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`, ...variant.args]
    : process.env.BENCH_TRACE_GC
      ? ['--trace-gc', ...variant.args]
      : variant.args;
  const child = spawn(process.execPath, args, {
    cwd: variant.cwd,
    // One server process unless a bench asks for more (processes.bench.ts): the other benches' rows stay
    // comparable with their earlier runs, and `pid` is the process that serves (decision 0055).
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_CONCURRENCY: '1', ...env },
    stdio: ['ignore', out, 'inherit'],
  });
  fs.closeSync(out);
  for (let i = 0; i < 1200; i++) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(fs.readFileSync(log, 'utf8'))?.[1];
    if (port) {
      return {
        base: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        async stop() {
          child.kill('SIGTERM');
          await once(child, 'exit');
          if (!process.env.BENCH_TRACE_GC) fs.rmSync(log, { force: true });
        },
      };
    }
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${variant.name} server did not start; see ${log}`);
}

/** The bare-bytes ceiling server, loaded with the answers it must repeat. */
export async function startBareBytes(answers: StoredAnswer[]): Promise<Running> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./bare-bytes-server.ts', import.meta.url).pathname],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const base = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
  const loaded = await fetch(`${base}/__answers`, { method: 'PUT', body: JSON.stringify(answers) });
  if (loaded.status !== 204) throw new Error('bare-bytes server refused the answers');
  return {
    base,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** One bounded autocannon run, no warm-up. */
export const load = (
  base: string,
  requests: Request[],
  connections: number,
  seconds: number,
): Promise<Result> => autocannon({ url: base, connections, duration: seconds, requests });

/** One bounded autocannon run after a short warm-up; errors, timeouts and non-2xx answers are reported with it. */
export async function measure(
  base: string,
  requests: Request[],
  connections: number,
  seconds: number,
): Promise<Result> {
  await load(base, requests, connections, 2);
  return load(base, requests, connections, seconds);
}

/** Each request's real answer, for the bare-bytes server to repeat. */
export async function answersOf(base: string, requests: Request[]): Promise<StoredAnswer[]> {
  return Promise.all(
    requests.map(async (request) => {
      const response = await fetch(base + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const body = await response.text();
      if (response.status !== 200)
        throw new Error(`${request.path}: ${response.status} ${body.slice(0, 200)}`);
      return {
        method: request.method,
        path: request.path,
        authorization: request.headers.authorization ?? '',
        contentType: response.headers.get('content-type') ?? 'application/json',
        body,
      };
    }),
  );
}

/** The web client's password grant for a demo user: both tokens, as the web app receives them. */
export async function passwordGrant(
  base: string,
  username: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      username,
      password: DEMO_PASSWORD,
      scope: '',
    }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** An Authorization header value for a demo user. */
export async function signIn(base: string, username: string): Promise<string> {
  return `Bearer ${(await passwordGrant(base, username)).access_token}`;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
