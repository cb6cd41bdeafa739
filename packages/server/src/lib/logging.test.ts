import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkout, deliveryOrder, setStock, stockedProducts, TRADE } from '../../test/support/orders.ts';
import { passwordGrant, startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { CLIENT_CLOSED } from './request-log.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  // debug: the most the log ever says, per-request lines included.
  t = await startTestApp({ logLevel: 'debug' }, { logStream });
  // Over real sockets too: a client that hangs up is something app.inject cannot do.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t?.close());

/** The log lines written since `from`, parsed. */
const logSince = (from: number) =>
  lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('what the server logs', () => {
  it('logs a failed checkout with its request id, route, status and error class, but none of the order’s personal fields', async () => {
    const db = t.database.db;
    const [product] = await stockedProducts(db, 7, 1, 1);
    await setStock(db, product!.id, 1, 5);
    const trade = (await t.authAs(TRADE)).authorization;
    const from = lines.length;
    const body = deliveryOrder([{ product_id: product!.id, qty: 1 }], {
      delivery_address: {
        street: '77 Privacy Parade',
        suburb: 'Secretville',
        state: 'QLD',
        postcode: '4999',
      },
      customer_reference: 'PO-CONFIDENTIAL',
      notes: 'ring Mrs Whisper on 0400 111 222',
    });
    await db.execute(sql`alter table order_lines add constraint injected_fault check (qty < 0) not valid`);
    let failed;
    try {
      failed = await checkout(t, trade, body, randomUUID());
    } finally {
      await db.execute(sql`alter table order_lines drop constraint injected_fault`);
    }
    expect(failed.statusCode).toBe(500);
    const requestId = failed.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const written = logSince(from);
    const failure = written.find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, reqId: requestId });
    expect(failure!.err).toMatchObject({ type: expect.any(String), cause: { code: '23514' } });
    expect(written.find((l) => l.reqId === requestId && l.msg === 'request completed')).toMatchObject({
      res: { statusCode: 500 },
    });
    const text = lines.slice(from).join('\n');
    for (const secret of [
      'Privacy Parade',
      'Secretville',
      'PO-CONFIDENTIAL',
      'Whisper',
      '0400 111 222',
      'Bearer',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('never writes a sign-in username, a password or search words to the log', async () => {
    const from = lines.length;
    await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: passwordGrant('private.person@example.com', 'hunter2-secret'),
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/cus/orders?q=SearchForPrivateRef',
      headers: await t.authAs(TRADE),
    });
    const text = lines.slice(from).join('\n');
    expect(text).toContain('/api/cus/orders');
    for (const secret of ['private.person', 'hunter2', 'SearchForPrivateRef'])
      expect(text).not.toContain(secret);
  });
});

describe('a client that closes its connection early', () => {
  it('is one info line saying the client closed the connection early, not an error or a warning', async () => {
    const { authorization } = await t.authAs(TRADE);
    const { port } = t.app.server.address() as { port: number };
    const from = lines.length;
    // A warranty claim's photo upload, cut off a few kilobytes into its promised 200 kB.
    const socket = connect(port, '127.0.0.1');
    await new Promise((done) => socket.once('connect', done));
    socket.write(
      [
        'POST /api/cus/orders/1/claims HTTP/1.1',
        'host: 127.0.0.1',
        `authorization: ${authorization}`,
        'content-type: multipart/form-data; boundary=cut',
        'content-length: 200000',
        '',
        '--cut',
        'content-disposition: form-data; name="photos"; filename="tread.jpg"',
        'content-type: image/jpeg',
        '',
        'x'.repeat(4096),
      ].join('\r\n'),
    );
    await vi.waitUntil(() => logSince(from).some((l) => l.msg === 'starting multipart parsing'));
    socket.destroy();

    await vi.waitUntil(() => logSince(from).some((l) => l.msg === CLIENT_CLOSED), { timeout: 5000 });
    const closed = logSince(from).find((l) => l.msg === CLIENT_CLOSED)!;
    expect(closed).toMatchObject({ level: 30, req: { method: 'POST', url: '/api/cus/orders/1/claims' } });
    // Whatever the route makes of its cut-off body afterwards, nothing about this request reads as a fault.
    await new Promise((done) => setTimeout(done, 300));
    const aboutIt = logSince(from).filter((l) => l.reqId === closed.reqId);
    expect(aboutIt.filter((l) => (l.level as number) >= 40)).toEqual([]);
  });
});

describe('request ids', () => {
  it('names every answer, success or refusal, with its own x-request-id header', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/cus/account' }),
      t.app.inject({ method: 'GET', url: '/api/cus/no-such-route' }),
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not take a request id from the client unless a trusted proxy set it', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(answer.headers['x-request-id']).not.toBe('forged-id');
  });
});
