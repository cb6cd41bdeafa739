import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE_TEAM } from '../../db/seed/demo.ts';
import { TRADE, checkout, deliveryOrder, stockedProducts } from '../../../test/support/orders.ts';
import { WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const URL = '/api/cus/me/mail-preferences';
const VIEWER = TRADE_TEAM[1].username;

let t: TestApp;
let trade: string;
let viewer: string;
let warehouse: string;
let productId: number;
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  viewer = (await t.authAs(VIEWER)).authorization;
  warehouse = await staffAuth(t, WAREHOUSE);
  productId = (await stockedProducts(t.database.db, 7, 1, 1, 500))[0]!.id;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from mail_outbox`);
  await t.database.db.execute(
    sql`update users set mail_order_placed = true, mail_dispatched = true, mail_statements = true`,
  );
});

const get = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: authorization ? { authorization } : {} });
const put = (authorization: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const kinds = async () =>
  (await rows<{ kind: string }>(t.database.db, sql`select kind from mail_outbox order by id`)).map(
    (m) => m.kind,
  );

async function placeAndMove(steps: string[], extra = {}) {
  const placed = await checkout(t, trade, deliveryOrder([{ product_id: productId, qty: 1 }], extra));
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.id as number;
  let version = 1;
  for (const to of steps) {
    const body = to === 'dispatched' ? { to, version, tracking_reference: 'TOLL-1' } : { to, version };
    const moved = await staffCall(t, warehouse, `/api/staff/orders/${id}/transitions`, body);
    expect(moved.statusCode, moved.body).toBe(200);
    version += 1;
  }
}

describe('the e-mail preferences', () => {
  it('are all on for a user who never changed them, and saved per user: another user keeps theirs', async () => {
    const first = await get(trade);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ order_placed: true, dispatched: true, statements: true });

    const saved = await put(trade, { order_placed: false, dispatched: true, statements: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ order_placed: false, dispatched: true, statements: false });
    expect((await get(trade)).json().data).toEqual({
      order_placed: false,
      dispatched: true,
      statements: false,
    });
    expect((await get(viewer)).json().data).toEqual({
      order_placed: true,
      dispatched: true,
      statements: true,
    });
  });

  it('refuse a body that is not three yes-or-no answers (422) and a caller who is not signed in (401)', async () => {
    for (const body of [
      { order_placed: 'no', dispatched: true, statements: true },
      { order_placed: false, dispatched: true },
      { order_placed: null, dispatched: true, statements: true },
      [],
      'off',
    ]) {
      const answer = await put(trade, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
    }
    const missing = await put(trade, { order_placed: false, dispatched: true });
    expect(missing.json().errors.statements).toBeTruthy();
    expect((await get(trade)).json().data).toEqual({
      order_placed: true,
      dispatched: true,
      statements: true,
    });
    expect((await get()).statusCode).toBe(401);
  });

  it('turn off the order-placed notice, and the dispatched and ready-for-pick-up notices, but never a cancellation', async () => {
    expect((await put(trade, { order_placed: false, dispatched: false, statements: true })).statusCode).toBe(
      200,
    );
    await placeAndMove(['confirmed', 'picking', 'dispatched']);
    await placeAndMove(['confirmed', 'picking', 'ready_for_pickup'], {
      ship_type: 2,
      delivery_address: null,
    });
    await placeAndMove(['cancelled']);
    expect(await kinds()).toEqual(['order.cancelled']);

    expect((await put(trade, { order_placed: true, dispatched: true, statements: false })).statusCode).toBe(
      200,
    );
    await placeAndMove(['confirmed', 'picking', 'dispatched']);
    expect(await kinds()).toEqual(['order.cancelled', 'order.placed', 'order.dispatched']);
  });
});
