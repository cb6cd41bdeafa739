import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE_TEAM } from '../../db/seed/demo.ts';
import {
  GOLD_COAST,
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  setStock,
  stockOf,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { overLimitQty, submitOverLimit } from '../../../test/support/team.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const BUYER = TRADE_TEAM[0].username;
const VIEWER = TRADE_TEAM[1].username;

let t: TestApp;
let owner: string;
let secondOwnerSession: string;
let buyer: string;
let viewer: string;
let otherOwner: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.authAs(TRADE)).authorization;
  secondOwnerSession = (await t.authAs(TRADE)).authorization;
  buyer = (await t.authAs(BUYER)).authorization;
  viewer = (await t.authAs(VIEWER)).authorization;
  otherOwner = (await t.authAs(GOLD_COAST)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 3, 5_000);
  // Plenty of credit, so the race below is about the approval, not the account's limit.
  await t.database.db.execute(
    sql`update accounts set credit_limit_cents = 900000000 where id = ${await accountIdOf(t.database.db, TRADE)}`,
  );
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization }, payload: payload as object });

const submitOver = (productId = products[0]!.id, extra = {}) =>
  submitOverLimit(t, buyer, productId, { customer_reference: 'PO-APPROVE', ...extra });

describe('approval of orders over a buyer’s limit', () => {
  it('keeps a buyer’s over-limit cart for an owner, who approves it: the order is placed then, by the buyer, approved by the owner', async () => {
    const p = products[0]!;
    const before = await stockOf(t.database.db, p.id, 1);
    const { approval, qty } = await submitOver(p.id);
    expect(approval).toMatchObject({ status: 'pending', requested_by: TRADE_TEAM[0].name, order: null });
    expect(approval.total).toBeGreaterThan(2000);
    expect(await stockOf(t.database.db, p.id, 1)).toBe(before);

    const count = await call('GET', '/api/cus/approvals/pending-count', owner);
    expect(count.json().data.pending).toBeGreaterThanOrEqual(1);
    const pending = (await call('GET', '/api/cus/approvals?status=pending', owner)).json().data as {
      id: number;
    }[];
    expect(pending.map((a) => a.id)).toContain(approval.id);

    const approved = await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = approved.json().data;
    expect(decided).toMatchObject({ status: 'approved', decided_by: 'Sam Carter' });
    expect(await stockOf(t.database.db, p.id, 1)).toBe(before - qty);

    const order = (await call('GET', `/api/cus/orders/${decided.order.id}`, buyer)).json().data;
    expect(order).toMatchObject({
      number: decided.order.number,
      placed_by: TRADE_TEAM[0].name,
      approved_by: 'Sam Carter',
      customer_reference: 'PO-APPROVE',
    });
    expect(order.lines[0]).toMatchObject({ product_id: p.id, qty });

    const mine = (await call('GET', '/api/cus/approvals', buyer)).json().data as {
      id: number;
      status: string;
    }[];
    expect(mine.find((a) => a.id === approval.id)?.status).toBe('approved');
    const again = await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('This request has already been decided (approved).');
  });

  it('places exactly one order when 20 approvals of one request arrive at once', async () => {
    const { approval } = await submitOver(products[1]!.id);
    const ordersBefore = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', `/api/cus/approvals/${approval.id}/approve`, i % 2 ? owner : secondOwnerSession),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const ordersAfter = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`);
    expect(ordersAfter[0]!.n).toBe(ordersBefore[0]!.n + 1);
    const approvedOrders = await rows(
      t.database.db,
      sql`select id from orders where id = (select order_id from order_approvals where id = ${approval.id})`,
    );
    expect(approvedOrders).toHaveLength(1);
  });

  it('checks stock and credit when approving: a refusal leaves the request pending with the reason', async () => {
    const p = products[2]!;
    const { approval, qty } = await submitOver(p.id);
    await setStock(t.database.db, p.id, 1, qty - 1);
    const short = await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner);
    expect(short.statusCode).toBe(409);
    expect(short.json().message[0]).toBe('The order could not be placed, so the request is still waiting.');
    expect(short.json().message[1]).toContain(`you asked for ${qty}`);

    await setStock(t.database.db, p.id, 1, 5_000);
    const accountId = await accountIdOf(t.database.db, TRADE);
    await t.database.db.execute(sql`update accounts set credit_limit_cents = 0 where id = ${accountId}`);
    const credit = await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner);
    expect(credit.statusCode).toBe(403);
    expect(credit.json().message[1]).toContain('past your credit limit');
    await t.database.db.execute(
      sql`update accounts set credit_limit_cents = 900000000 where id = ${accountId}`,
    );

    const still = (await call('GET', '/api/cus/approvals', owner)).json().data as {
      id: number;
      status: string;
    }[];
    expect(still.find((a) => a.id === approval.id)?.status).toBe('pending');
    expect(await stockOf(t.database.db, p.id, 1)).toBe(5_000);
    expect((await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner)).statusCode).toBe(200);
  });

  it('rejects with a reason the buyer sees; a rejection needs a reason (422)', async () => {
    const { approval } = await submitOver(products[0]!.id);
    const empty = await call('POST', `/api/cus/approvals/${approval.id}/reject`, owner, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual(['Reason is required']);
    const rejected = await call('POST', `/api/cus/approvals/${approval.id}/reject`, owner, {
      reason: 'Order the Hilux set next month',
    });
    expect(rejected.statusCode).toBe(200);
    const seen = (await call('GET', '/api/cus/approvals', buyer)).json().data as { id: number }[];
    expect(seen.find((a) => a.id === approval.id)).toMatchObject({
      status: 'rejected',
      reason: 'Order the Hilux set next month',
      decided_by: 'Sam Carter',
      order: null,
    });
    expect((await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner)).statusCode).toBe(409);
  });

  it('refuses a buyer and a viewer the owner’s calls (403), a viewer’s submission (403), and a cart within the limit (422)', async () => {
    const { approval } = await submitOver(products[0]!.id);
    for (const who of [buyer, viewer]) {
      for (const answer of [
        await call('POST', `/api/cus/approvals/${approval.id}/approve`, who),
        await call('POST', `/api/cus/approvals/${approval.id}/reject`, who, { reason: 'no' }),
        await call('GET', '/api/cus/approvals/pending-count', who),
      ])
        expect(answer.statusCode).toBe(403);
    }
    const fromViewer = await call(
      'POST',
      '/api/cus/approvals',
      viewer,
      deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]),
    );
    expect(fromViewer.statusCode).toBe(403);
    const within = await call(
      'POST',
      '/api/cus/approvals',
      buyer,
      deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]),
    );
    expect(within.statusCode).toBe(422);
    expect(within.json().errors.lines).toEqual([
      'This order is within your order limit: place it at checkout.',
    ]);
    const bad = await call('POST', '/api/cus/approvals', buyer, { lines: [], ship_type: 99 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toBeTruthy();
  });

  it('answers 404 for another account’s approval and an unknown one, and 422 for a malformed id', async () => {
    const { approval } = await submitOver(products[0]!.id);
    expect((await call('POST', `/api/cus/approvals/${approval.id}/approve`, otherOwner)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/cus/approvals/${approval.id}/reject`, otherOwner, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const theirs = (await call('GET', '/api/cus/approvals', otherOwner)).json().data as { id: number }[];
    expect(theirs.map((a) => a.id)).not.toContain(approval.id);
    expect((await call('POST', '/api/cus/approvals/999999/approve', owner)).statusCode).toBe(404);
    expect((await call('POST', '/api/cus/approvals/abc/approve', owner)).statusCode).toBe(422);
    expect((await call('GET', '/api/cus/approvals?status=maybe', owner)).statusCode).toBe(422);
  });

  it('still refuses a buyer’s direct checkout over the limit (403) so approval is the only way past it', async () => {
    const qty = await overLimitQty(t.database.db, products[0]!.id);
    const over = await checkout(t, buyer, deliveryOrder([{ product_id: products[0]!.id, qty }]));
    expect(over.statusCode).toBe(403);
  });
});
