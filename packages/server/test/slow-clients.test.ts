import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { guardHeaderTimeouts } from '../src/lib/server-timeouts.ts';
import { openTestDatabase } from './support/test-app.ts';

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const KEEP_ALIVE_MS = 1_000;
// Node tells clients the keep-alive limit and closes a second after it, so they stop reusing the socket first.
const KEEP_ALIVE_MARGIN_MS = 1_000;
// Node sweeps for late requests every 250 ms at these settings; the rest is for a busy machine.
const SLACK_MS = 1_000;

let app: FastifyInstance;
let database: Database;
let port: number;
const opened: net.Socket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = {
    ...loadConfig({}),
    headersTimeoutMs: HEADERS_MS,
    requestTimeoutMs: REQUEST_MS,
    keepAliveTimeoutMs: KEEP_ALIVE_MS,
    connectionTimeoutMs: 5_000,
  };
  app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as net.AddressInfo).port;
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface RawClient {
  socket: net.Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfter: Promise<number>;
}

/** A raw TCP connection to the server, for clients no HTTP library would imitate. */
async function connect(to = port): Promise<RawClient> {
  const socket = net.connect(to, '127.0.0.1');
  opened.push(socket);
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  const openedAt = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closedAfter = new Promise<number>((done) =>
    socket.once('close', () => done(performance.now() - openedAt)),
  );
  return { socket, received: () => received, closedAfter };
}

/** Sends a request body one byte every 200 ms until the server hangs up. */
async function dripBody(): Promise<RawClient> {
  const client = await connect();
  client.socket.write(
    'POST /oauth/token HTTP/1.1\r\nHost: tyreline\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
  );
  const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 200);
  void client.closedAfter.finally(() => clearInterval(drip));
  return client;
}

const halfRequestLine = async () => {
  const client = await connect();
  client.socket.write('GET /api/hea');
  return client;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('slow and half-open clients', () => {
  it('closes connections that send half a request line and then nothing once the header timeout passes', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, halfRequestLine));
    const closedAfter = await Promise.all(clients.map((client) => client.closedAfter));
    for (const ms of closedAfter) {
      expect(ms).toBeGreaterThanOrEqual(HEADERS_MS * 0.9);
      expect(ms).toBeLessThan(HEADERS_MS + SLACK_MS);
    }
    expect(clients[0]!.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection that drips the headers of its next request', async () => {
    const client = await connect();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: tyreline\r\n\r\n');
    while (!client.received().includes('"status":"ok"')) await sleep(20);
    const answeredAfter = performance.now();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: tyreline\r\n');
    const drip = setInterval(() => client.socket.writable && client.socket.write('X'), 200);
    await client.closedAfter.finally(() => clearInterval(drip));
    const ms = performance.now() - answeredAfter;
    expect(ms).toBeLessThan(KEEP_ALIVE_MS + HEADERS_MS + SLACK_MS);
  });

  it('closes a connection that drips its body a byte at a time once the request timeout passes', async () => {
    const client = await dripBody();
    const ms = await client.closedAfter;
    expect(ms).toBeGreaterThanOrEqual(REQUEST_MS * 0.9);
    expect(ms).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection once the keep-alive timeout passes', async () => {
    const client = await connect();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: tyreline\r\n\r\n');
    while (!client.received().includes('"status":"ok"')) await sleep(20);
    const answeredAfter = performance.now();
    await client.closedAfter;
    const idleMs = performance.now() - answeredAfter;
    expect(client.received()).toContain(`Keep-Alive: timeout=${KEEP_ALIVE_MS / 1_000}`);
    expect(idleMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS * 0.9);
    expect(idleMs).toBeLessThan(KEEP_ALIVE_MS + KEEP_ALIVE_MARGIN_MS + SLACK_MS);
  });

  it('keeps answering ordinary requests while slow clients hang on', async () => {
    const attackers = [...(await Promise.all(Array.from({ length: 10 }, halfRequestLine))), await dripBody()];
    let attackOver = false;
    void Promise.all(attackers.map((client) => client.closedAfter)).then(() => (attackOver = true));

    const answers: { status: number; ms: number }[] = [];
    while (!attackOver) {
      const startedAt = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      await response.text();
      answers.push({ status: response.status, ms: performance.now() - startedAt });
      await sleep(100);
    }

    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Not made to wait for the attackers to be cut off (a busy machine alone can take a second).
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(REQUEST_MS);
  });

  it('still answers a slow but legitimate client that sends its headers in two parts', async () => {
    const client = await connect();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: tyreline\r\n');
    await sleep(300);
    client.socket.write('Connection: close\r\n\r\n');
    await client.closedAfter;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toContain('"status":"ok"');
  });
});

describe('a half-sent header block while a kept-alive connection is open', () => {
  let longKeepAlive: FastifyInstance;
  let longPort: number;

  beforeAll(async () => {
    // The kept-alive connection must still be open when the header limit passes, as with the default limits.
    const config = { ...loadConfig({}), headersTimeoutMs: HEADERS_MS, requestTimeoutMs: REQUEST_MS };
    longKeepAlive = await buildApp({
      config: { ...config, keepAliveTimeoutMs: 10_000 },
      database,
      logger: false,
    });
    await longKeepAlive.listen({ host: '127.0.0.1', port: 0 });
    longPort = (longKeepAlive.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await longKeepAlive?.close();
  });

  it('closes the connection that sent part of its headers and went silent once the header timeout passes', async () => {
    // The order of events reported in issue #24 (decision 0053): one fetch on a kept-alive connection first.
    const served = await fetch(`http://127.0.0.1:${longPort}/api/health`);
    expect(served.status).toBe(200);
    await served.text();
    const client = await connect(longPort);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const ms = await client.closedAfter;
    expect(ms).toBeGreaterThanOrEqual(HEADERS_MS * 0.9);
    expect(ms).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

it('closes a half-sent header block by its own per-socket limit when Node would not sweep for a minute', async () => {
  const server = http.createServer({
    headersTimeout: 60_000,
    requestTimeout: 60_000,
    connectionsCheckingInterval: 60_000,
  });
  guardHeaderTimeouts(server, { ...loadConfig({}), headersTimeoutMs: HEADERS_MS });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const client = await connect((server.address() as net.AddressInfo).port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const ms = await client.closedAfter;
    expect(ms).toBeGreaterThanOrEqual(HEADERS_MS * 0.9);
    expect(ms).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});
