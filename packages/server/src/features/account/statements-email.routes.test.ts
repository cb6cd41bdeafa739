import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, TRADE } from '../../../test/support/orders.ts';
import { SALES, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let owner: string;
let tradeId: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.authAs(TRADE)).authorization;
  tradeId = await accountIdOf(t.database.db, TRADE);
});
afterAll(() => t?.close());

const put = (authorization: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cus/account/statements-email',
    headers: authorization ? { authorization } : {},
    payload,
  });
const statementsEmailOf = async () =>
  (await t.app.inject({ url: '/api/cus/account', headers: { authorization: owner } })).json().data
    .statements_email;

describe('the account’s statements address', () => {
  it('is set and cleared by an owner, and shown with the account', async () => {
    expect(await statementsEmailOf()).toBeNull();
    const set = await put(owner, { statements_email: ' accounts@southside.example ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ data: { statements_email: 'accounts@southside.example' } });
    expect(await statementsEmailOf()).toBe('accounts@southside.example');
    expect((await put(owner, { statements_email: '' })).json().data.statements_email).toBeNull();
    await put(owner, { statements_email: 'accounts@southside.example' });
    expect((await put(owner, { statements_email: null })).json().data.statements_email).toBeNull();
    // A body without it asks for none as well: the request names the whole setting.
    await put(owner, { statements_email: 'accounts@southside.example' });
    expect((await put(owner, {})).json().data.statements_email).toBeNull();
    expect(await statementsEmailOf()).toBeNull();
  });

  it('refuses anything but one plain address with 422, a line break anywhere included, and keeps the old one', async () => {
    await put(owner, { statements_email: 'accounts@southside.example' });
    for (const bad of [
      'accounts@southside.example\r\nBcc: everyone@example.com',
      'accounts@southside.example\n',
      '\raccounts@southside.example',
      'Accounts <accounts@southside.example>',
      'a@southside.example; b@southside.example',
      'accounts',
      `${'a'.repeat(250)}@southside.example`,
    ]) {
      const refused = await put(owner, { statements_email: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
      expect(refused.json().errors.statements_email[0]).toMatch(/^Statements email must be/);
    }
    expect((await put(owner, { statements_email: 42 })).statusCode).toBe(422);
    expect(await statementsEmailOf()).toBe('accounts@southside.example');
  });

  it('may be changed by owners only: 403 for a buyer and a viewer, 401 without a customer’s sign-in', async () => {
    for (const who of ['buyer@example.com', 'viewer@example.com']) {
      const { authorization } = await t.authAs(who);
      const refused = await put(authorization, { statements_email: 'mine@example.com' });
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await put(undefined, { statements_email: 'mine@example.com' })).statusCode).toBe(401);
    const staff = await staffAuth(t, SALES);
    expect((await put(staff, { statements_email: 'mine@example.com' })).statusCode).toBe(401);
    expect(await statementsEmailOf()).toBe('accounts@southside.example');
  });

  it('counts as a newer version of the account, so a back-office edit from before it is refused, not lost', async () => {
    const sales = await staffAuth(t, SALES);
    const seen = (await staffCall(t, sales, `/api/staff/accounts/${tradeId}`)).json().data;
    expect(seen.statements_email).toBe('accounts@southside.example');
    await put(owner, { statements_email: 'ap@southside.example' });
    const { id: _id, balance: _b, created_at: _c, disabled: _d, ...form } = seen;
    const stale = await staffPut(t, sales, `/api/staff/accounts/${tradeId}`, { ...form, credit_limit: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ statements_email: 'ap@southside.example' });
  });
});
