import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../src/env.ts';
import { freePort, healthStatus } from './support/server-process.ts';

const GRACE_MS = 3_000;
// Process start-up and signal delivery on a busy machine.
const SLACK_MS = 1_500;

interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  /** Milliseconds from now until the process exits, with how it ended. */
  exit: () => Promise<{ ms: number; code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ServerProcess[] = [];

afterEach(() => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** Who reads the server's stdout and stderr: everything, nothing (a stalled pipe), or `n` bytes and then closes (`2>&1 | head -c n`). */
type Reader = 'reads all' | 'never reads' | { closesAfter: number };

/** Starts the real server (`node --import tsx src/main.ts`) on an empty embedded database. */
async function startServer(reader: Reader = 'reads all'): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tyreline-lifecycle-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: paths.serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      // debug: a line per request (with its path), so the stuck-pipe test can fill the pipe.
      LOG_LEVEL: 'debug',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ at: number; code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ at: performance.now(), code, signal })),
  );
  const server: ServerProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    async exit() {
      const from = performance.now();
      const { at, code, signal } = await exited;
      return { ms: at - from, code, signal };
    },
  };
  started.push(server);

  let output = '';
  const closeOutput = () => {
    child.stdout.destroy();
    child.stderr.destroy();
  };
  if (reader !== 'never reads')
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (typeof reader === 'object' && Buffer.byteLength(output) >= reader.closesAfter) closeOutput();
      });
  if (typeof reader === 'object' && reader.closesAfter === 0) closeOutput();

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    if ((await healthStatus(server.url)) === 200) return server;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not answer /api/health within 120 s:\n${output}`);
}

describe('the server process', () => {
  it.each([
    ['closes after 50 bytes', 50],
    ['is gone before the first byte', 0],
  ])(
    'keeps answering when the reader of its output %s, and SIGTERM still ends it within the grace period',
    async (_, closesAfter) => {
      const server = await startServer({ closesAfter });
      while (!server.child.stdout!.destroyed) await new Promise((done) => setTimeout(done, 50));
      // Each request writes log lines into the closed pipe.
      for (let i = 0; i < 5; i++) expect(await healthStatus(server.url)).toBe(200);

      server.child.kill('SIGTERM');
      const exit = await server.exit();

      expect(exit.ms).toBeLessThan(GRACE_MS);
      expect(exit.code).toBe(0);
      expect(existsSync(path.join(server.dataDir, 'tyreline.pid'))).toBe(false);
    },
  );

  it('ends within the grace period on SIGTERM while a slow request is still in flight', async () => {
    const server = await startServer();
    const slowClient = net.connect(server.port, '127.0.0.1');
    slowClient.on('error', () => {});
    slowClient.write(
      'POST /oauth/token HTTP/1.1\r\nHost: tyreline\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const drip = setInterval(() => slowClient.writable && slowClient.write(' '), 200);
    await new Promise((done) => setTimeout(done, 500));

    server.child.kill('SIGTERM');
    const exit = await server.exit();
    clearInterval(drip);
    slowClient.destroy();

    // The request had the whole grace period to finish, then the process gave up on it.
    expect(exit.ms).toBeGreaterThanOrEqual(GRACE_MS * 0.9);
    expect(exit.ms).toBeLessThan(GRACE_MS + SLACK_MS);
    expect(exit.code).toBe(1);
  });

  it('is killed soon after the grace period when its last log lines are stuck in a pipe nobody reads', async () => {
    const server = await startServer('never reads');
    // At debug each request's path is logged: about 1 MB of log lines fills the pipe and leaves the rest buffered.
    const longUrl = `${server.url}/api/${'x'.repeat(8_000)}`;
    for (let i = 0; i < 120; i++) {
      const response = await fetch(longUrl);
      await response.text();
      expect(response.status).toBe(404);
    }

    server.child.kill('SIGTERM');
    const exit = await server.exit();

    expect(exit.ms).toBeLessThan(GRACE_MS + 1_000 + SLACK_MS);
    expect(exit.signal).toBe('SIGKILL');
  });
});
