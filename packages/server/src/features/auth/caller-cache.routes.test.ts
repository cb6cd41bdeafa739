import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.ts';
import { ADMIN, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The bound under test: a checked token is trusted for at most this long without the database.
const CACHE_MS = 400;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ callerCacheMs: CACHE_MS });
});
afterAll(() => t?.close());

const account = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/cus/account', headers: { authorization } });
/** What another server process or the operator tool does: a write straight to the shared database. */
const elsewhere = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

describe('the per-process cache of checked access tokens', () => {
  it('stops a session revoked by another process within the cache time', async () => {
    const { access_token } = await t.login('brisbane@example.com');
    const authorization = `Bearer ${access_token}`;
    expect((await account(authorization)).statusCode).toBe(200);

    await elsewhere(sql`update auth_sessions set revoked_at = now()
                        where id = (select session_id from auth_tokens where token_hash = ${hashToken(access_token)})`);
    await sleep(CACHE_MS + 50);
    expect((await account(authorization)).statusCode).toBe(401);
  });

  it('refuses the users of an account disabled by the operator tool within the cache time', async () => {
    const { authorization } = await t.authAs('trade@example.com');
    expect((await account(authorization)).statusCode).toBe(200);

    await elsewhere(sql`update accounts set disabled = true
                        where id = (select account_id from users where username = 'trade@example.com')`);
    try {
      await sleep(CACHE_MS + 50);
      expect((await account(authorization)).statusCode).toBe(499);
    } finally {
      await elsewhere(sql`update accounts set disabled = false
                          where id = (select account_id from users where username = 'trade@example.com')`);
    }
  });

  it('forgets a session logged out in this process at once', async () => {
    const { authorization } = await t.authAs('trade@example.com');
    expect((await account(authorization)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/cus/logout', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    expect((await account(authorization)).statusCode).toBe(401);
  });
});

describe('the per-process cache of checked staff tokens', () => {
  const orders = (authorization: string) => staffCall(t, authorization, '/api/staff/orders');

  it('stops a member of staff disabled by the operator tool within the cache time', async () => {
    const authorization = await staffAuth(t, WAREHOUSE);
    expect((await orders(authorization)).statusCode).toBe(200);

    await elsewhere(sql`update staff_users set disabled = true where username = ${WAREHOUSE}`);
    try {
      await sleep(CACHE_MS + 50);
      expect((await orders(authorization)).statusCode).toBe(401);
    } finally {
      await elsewhere(sql`update staff_users set disabled = false where username = ${WAREHOUSE}`);
    }
  });

  it('takes a role an administrator changes in this process at once', async () => {
    const admin = await staffAuth(t, ADMIN);
    const warehouse = await staffAuth(t, WAREHOUSE);
    const accounts = () => staffCall(t, warehouse, '/api/staff/accounts');
    expect((await accounts()).statusCode).toBe(403);

    const everyone = (await staffCall(t, admin, '/api/staff/staff')).json().data;
    const member = everyone.find((s: { username: string }) => s.username === WAREHOUSE);
    const edit = (role: string, version: number) =>
      staffPut(t, admin, `/api/staff/staff/${member.id}`, { name: member.name, role, version });
    const promoted = await edit('sales', member.version);
    expect(promoted.statusCode, promoted.body).toBe(200);
    try {
      expect((await accounts()).statusCode).toBe(200);
    } finally {
      expect((await edit('warehouse', promoted.json().data.version)).statusCode).toBe(200);
    }
    expect((await accounts()).statusCode).toBe(403);
  });

  it('forgets a staff session signed out in this process at once', async () => {
    const authorization = await staffAuth(t, WAREHOUSE);
    expect((await orders(authorization)).statusCode).toBe(200);
    const out = await staffCall(t, authorization, '/api/staff/logout', {});
    expect(out.statusCode).toBe(204);
    expect((await orders(authorization)).statusCode).toBe(401);
  });
});
