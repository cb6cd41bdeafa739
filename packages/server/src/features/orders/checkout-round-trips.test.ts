import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { TRADE, checkout, deliveryOrder, stockedProducts } from '../../../test/support/orders.ts';

// The statements PostgreSQL receives, counted where node-postgres sends them (PGlite has no round trips to count).
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ callerCacheMs: 60_000 });
});
afterAll(() => t?.close());

/** The text of every statement sent while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    sent.push((typeof first === 'string' ? first : first.text).trim().split(/\s+/).slice(0, 3).join(' '));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

describe.runIf(onPostgres)('checkout on PostgreSQL (decision 0054)', () => {
  it('places a 5-line delivery order with its notice in four statements between begin and commit', async () => {
    const auth = (await t.authAs(TRADE)).authorization;
    const products = await stockedProducts(t.database.db, 7, 1, 5, 50);
    const body = deliveryOrder(products.map((p, i) => ({ product_id: p.id, qty: 1 + (i % 3) })));
    // The first checkout signs the caller in (cached after); the second is the one counted.
    expect((await checkout(t, auth, body, randomUUID())).statusCode).toBe(201);
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await checkout(t, auth, body, randomUUID())).statusCode;
    });
    expect(status).toBe(201);
    expect(sent).toEqual([
      'begin',
      'with claim as',
      'select (select coalesce(sum(amount_cents),',
      'with placed as',
      'with answered as',
      'commit',
    ]);
  });
});
