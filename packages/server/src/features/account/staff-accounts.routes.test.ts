import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tyreline/domain/messages';
import { rows } from '../../db/client.ts';
import { accountCommands } from '../../cli/commands/accounts.ts';
import { runCommand } from '../../../test/support/cli.ts';
import {
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { passwordGrant, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: string;
let sales: string;
let warehouse: string;
let tradeId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await staffAuth(t, ADMIN);
  sales = await staffAuth(t, SALES);
  warehouse = await staffAuth(t, WAREHOUSE);
  tradeId = await accountIdOf(t.database.db, TRADE);
});
afterAll(() => t?.close());

const newAccount = (extra: object = {}) => ({
  name: 'Northside Tyres',
  department_id: 7,
  email: 'accounts@northside.example',
  phone: '07 3000 0000',
  logo: null,
  credit_limit: 5000,
  discount: 7.5,
  get_price_switch: 0,
  remaining_searches: 0,
  payment_terms_days: 30,
  ...extra,
});

async function createAccount(extra: object = {}) {
  const response = await staffCall(t, sales, '/api/staff/accounts', newAccount(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number } & Record<string, unknown>;
}

/** The editable fields of an account as the form sends them back. */
const formOf = ({ id: _id, balance: _b, created_at: _c, disabled: _d, ...fields }: Record<string, unknown>) =>
  fields;

const auditOf = async (entityType: string, entityId: number) =>
  (await staffCall(t, admin, `/api/staff/audit?entity_type=${entityType}&entity_id=${entityId}`)).json()
    .data as { action: string; staff: { name: string }; before: unknown; after: unknown }[];

const ROUTES: [string, string, object?][] = [
  ['GET', '/api/staff/accounts'],
  ['POST', '/api/staff/accounts', newAccount()],
  ['GET', '/api/staff/accounts/1'],
  ['PUT', '/api/staff/accounts/1', { ...newAccount(), version: 1 }],
  ['POST', '/api/staff/accounts/1/status', { disabled: true, version: 1 }],
  ['GET', '/api/staff/accounts/1/users'],
  ['POST', '/api/staff/accounts/1/users', { username: 'x@y.example', password: 'long-enough' }],
  ['POST', '/api/staff/accounts/1/users/1/password', { password: 'long-enough' }],
  ['POST', '/api/staff/accounts/1/users/1/status', { disabled: true }],
  ['GET', '/api/staff/accounts/1/ledger'],
  ['POST', '/api/staff/accounts/1/payments', { amount: 10 }],
  ['GET', '/api/staff/departments'],
];

const call = (method: string, url: string, authorization: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET' | 'POST' | 'PUT',
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });

describe('who may manage accounts', () => {
  it('refuses the warehouse every account route with 403, and writes nothing', async () => {
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from accounts`);
    for (const [method, url, payload] of ROUTES) {
      const response = await call(method, url, warehouse, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Your role does not allow this.' });
    }
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from accounts`);
    expect(after).toEqual(before);
  });

  it('answers 401 to a customer token and to no token on every account route', async () => {
    const customer = (await t.authAs(TRADE)).authorization;
    for (const authorization of [customer, '']) {
      for (const [method, url, payload] of ROUTES) {
        expect((await call(method, url, authorization, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('lets sales and admin list and read accounts', async () => {
    for (const authorization of [sales, admin]) {
      expect((await staffCall(t, authorization, '/api/staff/accounts')).statusCode).toBe(200);
      expect((await staffCall(t, authorization, `/api/staff/accounts/${tradeId}`)).statusCode).toBe(200);
    }
  });
});

describe('the account list', () => {
  it('searches by name, email, a user’s username or the id, paginated with meta', async () => {
    const byName = await staffCall(t, sales, '/api/staff/accounts?q=southside');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toEqual([
      expect.objectContaining({
        id: tradeId,
        name: 'Southside Tyre & Auto',
        department_id: 7,
        disabled: false,
      }),
    ]);
    const byUser = await staffCall(t, sales, '/api/staff/accounts?q=trade@example');
    expect(byUser.json().data.map((a: { id: number }) => a.id)).toEqual([tradeId]);
    const byId = await staffCall(t, sales, `/api/staff/accounts?q=${tradeId}`);
    expect(byId.json().data.map((a: { id: number }) => a.id)).toContain(tradeId);
    const paged = await staffCall(t, sales, '/api/staff/accounts?per_page=2&page=1');
    expect(paged.json().data).toHaveLength(2);
    expect(paged.json().meta).toMatchObject({ page: 1, per_page: 2, last_page: expect.any(Number) });
    expect(paged.json().meta.total).toBeGreaterThanOrEqual(4);
    const none = await staffCall(t, sales, '/api/staff/accounts?q=no-such-account-anywhere');
    expect(none.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20, last_page: 1 } });
    const disabled = await staffCall(t, sales, '/api/staff/accounts?status=disabled');
    expect(disabled.json().data.every((a: { disabled: boolean }) => a.disabled)).toBe(true);
    expect((await staffCall(t, sales, '/api/staff/accounts?status=maybe')).statusCode).toBe(422);
  });
});

describe('creating and editing an account', () => {
  it('creates an account with every field and audits who created it', async () => {
    const created = await createAccount();
    expect(created).toMatchObject({
      ...newAccount(),
      version: 1,
      disabled: false,
      balance: 0,
    });
    const [entry] = await auditOf('account', created.id);
    expect(entry).toMatchObject({ action: 'account.create', staff: { name: 'Sol Sales' }, before: null });
  });

  it('answers 422 with a field error for each bad field, in the form’s words', async () => {
    const response = await staffCall(t, sales, '/api/staff/accounts', {
      ...newAccount(),
      name: '  ',
      credit_limit: 12.345,
      discount: 101,
      email: 'not-an-email',
      payment_terms_days: 400,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['Name is required'],
      credit_limit: ['Credit limit has at most two decimals'],
      discount: ['Discount must be at most 100 %'],
      email: ['Email must be an address such as accounts@example.com'],
      payment_terms_days: ['Payment terms must be at most 365'],
    });
    const missing = await staffCall(t, sales, '/api/staff/accounts', { name: 'X' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.credit_limit).toEqual(['Credit limit is required']);
    const noDepartment = await staffCall(t, sales, '/api/staff/accounts', newAccount({ department_id: 99 }));
    expect(noDepartment.statusCode).toBe(422);
    expect(noDepartment.json().errors).toEqual({ department_id: ['There is no department 99'] });
  });

  it('raises a credit limit with the version seen, and the audit row holds before and after', async () => {
    const account = await createAccount({ name: 'Credit Raise Pty Ltd' });
    const response = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
      ...formOf(account),
      credit_limit: 12_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ credit_limit: 12_000, version: 2 });
    const [entry] = await auditOf('account', account.id);
    expect(entry).toMatchObject({
      action: 'account.update',
      staff: { name: 'Sol Sales' },
      before: expect.objectContaining({ credit_limit: 5000, version: 1 }),
      after: expect.objectContaining({ credit_limit: 12_000, version: 2 }),
    });
  });

  it('refuses a stale edit with 409 naming who changed what, and leaves the newer edit in place', async () => {
    const account = await createAccount({ name: 'Two Editors Pty Ltd' });
    const first = await staffPut(t, admin, `/api/staff/accounts/${account.id}`, {
      ...formOf(account),
      credit_limit: 8000,
      discount: 10,
    });
    expect(first.statusCode).toBe(200);
    const stale = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
      ...formOf(account),
      payment_terms_days: 14,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message:
        'This account was changed meanwhile by Dana Admin: credit limit, discount. Your changes were not saved; the form now shows it as it is.',
      changed_fields: ['credit_limit', 'discount'],
      current: { credit_limit: 8000, discount: 10, payment_terms_days: 30, version: 2 },
    });
    const now = (await staffCall(t, sales, `/api/staff/accounts/${account.id}`)).json().data;
    expect(now).toMatchObject({ credit_limit: 8000, payment_terms_days: 30, version: 2 });
    expect(await auditOf('account', account.id)).toHaveLength(2);
  });

  it('lets exactly one of several concurrent edits of one version win', async () => {
    const account = await createAccount({ name: 'Race Pty Ltd' });
    const answers = await Promise.all(
      [1000, 2000, 3000, 4000, 5000, 6000].map((limit, i) =>
        staffPut(t, i % 2 ? admin : sales, `/api/staff/accounts/${account.id}`, {
          ...formOf(account),
          credit_limit: limit,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('disables and enables an account: its users get 499, and each change is audited', async () => {
    const account = await createAccount({ name: 'Closing Soon Pty Ltd' });
    const user = await staffCall(t, sales, `/api/staff/accounts/${account.id}/users`, {
      username: 'counter@closing.example',
      password: 'closing-pass-1',
    });
    expect(user.statusCode).toBe(201);
    const off = await staffCall(t, sales, `/api/staff/accounts/${account.id}/status`, {
      disabled: true,
      version: 1,
    });
    expect(off.json().data).toMatchObject({ disabled: true, version: 2 });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: passwordGrant('counter@closing.example', 'closing-pass-1'),
    });
    expect(signIn.statusCode).toBe(499);
    const stale = await staffCall(t, sales, `/api/staff/accounts/${account.id}/status`, {
      disabled: false,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('by Sol Sales: enabled or disabled');
    await staffCall(t, sales, `/api/staff/accounts/${account.id}/status`, { disabled: false, version: 2 });
    const actions = (await auditOf('account', account.id)).map((e) => e.action);
    expect(actions).toEqual(['account.enable', 'account.disable', 'account.create']);
  });

  it('writes an edit with its audit row or not at all', async () => {
    const db = t.database.db;
    const account = await createAccount({ name: 'Audit Fault Pty Ltd' });
    await db.execute(
      sql`alter table audit_log add constraint injected_fault check (entity_id < 0) not valid`,
    );
    let failed;
    try {
      failed = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
        ...formOf(account),
        credit_limit: 99_000,
      });
    } finally {
      await db.execute(sql`alter table audit_log drop constraint injected_fault`);
    }
    expect(failed.statusCode).toBe(500);
    const now = (await staffCall(t, sales, `/api/staff/accounts/${account.id}`)).json().data;
    expect(now).toMatchObject({ credit_limit: 5000, version: 1 });
    expect(await auditOf('account', account.id)).toHaveLength(1);
  });

  it('sets and clears the statements address with the version seen, audited, and refuses anything but one address', async () => {
    const account = await createAccount({ name: 'Statements Desk Pty Ltd' });
    const set = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
      ...formOf(account),
      statements_email: '  ap@statements.example ',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ statements_email: 'ap@statements.example', version: 2 });
    const [entry] = await auditOf('account', account.id);
    expect(entry).toMatchObject({
      action: 'account.update',
      before: expect.objectContaining({ statements_email: null, version: 1 }),
      after: expect.objectContaining({ statements_email: 'ap@statements.example', version: 2 }),
    });
    for (const bad of [
      'ap@statements.example\r\nBcc: all@example.com',
      'ap@statements.example\n',
      'Accounts <ap@statements.example>',
      'ap@statements.example, boss@statements.example',
      'not an address',
    ]) {
      const refused = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
        ...formOf(set.json().data),
        statements_email: bad,
      });
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors).toEqual({
        statements_email: ['Statements email must be one address such as accounts@example.com'],
      });
    }
    const cleared = await staffPut(t, admin, `/api/staff/accounts/${account.id}`, {
      ...formOf(set.json().data),
      statements_email: '',
    });
    expect(cleared.json().data).toMatchObject({ statements_email: null, version: 3 });
  });

  it('counts an operator-tool change as a newer version, so a back-office edit from before it is refused', async () => {
    const account = await createAccount({ name: 'Tool And Screen Pty Ltd' });
    const creditLimit = accountCommands.find((c) => c.name === 'account:credit-limit')!;
    await runCommand(creditLimit, t.database.db, { account: String(account.id), limit: '750' });
    const stale = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, formOf(account));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message:
        'This account was changed meanwhile. Your changes were not saved; the form now shows it as it is.',
      current: { credit_limit: 750, version: 2 },
    });
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await staffCall(t, sales, '/api/staff/accounts/999999')).statusCode).toBe(404);
    const edit = await staffPut(t, sales, '/api/staff/accounts/999999', { ...newAccount(), version: 1 });
    expect(edit.statusCode).toBe(404);
  });
});

describe('an account’s users', () => {
  it('creates a user who can sign in, refuses a taken username, resets a password and disables a user', async () => {
    const account = await createAccount({ name: 'Team Pty Ltd' });
    const url = `/api/staff/accounts/${account.id}/users`;
    const created = await staffCall(t, sales, url, {
      username: 'Buyer@Team.example',
      name: 'Bea Buyer',
      password: 'buyer-pass-1',
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json().data.id;
    expect(created.json().data).toMatchObject({
      username: 'buyer@team.example',
      name: 'Bea Buyer',
      disabled: false,
    });
    const taken = await staffCall(t, sales, url, { username: TRADE, password: 'long-enough' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: ['The username trade@example.com is already taken'] });
    const short = await staffCall(t, sales, url, { username: 'a@b.example', password: 'short' });
    expect(short.json().errors).toEqual({ password: ['Password must be at least 8 characters'] });

    const grant = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: passwordGrant('buyer@team.example', password),
      });
    const session = (await grant('buyer-pass-1')).json().access_token as string;

    const reset = await staffCall(t, sales, `${url}/${userId}/password`, { password: 'new-pass-22' });
    expect(reset.statusCode).toBe(200);
    expect((await grant('buyer-pass-1')).statusCode).toBe(401);
    expect((await grant('new-pass-22')).statusCode).toBe(200);
    const old = await t.app.inject({
      url: '/api/cus/account',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(old.statusCode).toBe(401);

    const off = await staffCall(t, sales, `${url}/${userId}/status`, { disabled: true });
    expect(off.json().data.disabled).toBe(true);
    const refused = await grant('new-pass-22');
    expect(refused.statusCode).toBe(499);
    expect(refused.json().message).toBe(MESSAGES.accountDisabled);
    expect((await staffCall(t, sales, url)).json().data).toEqual([
      expect.objectContaining({ username: 'buyer@team.example', disabled: true }),
    ]);

    const actions = (await auditOf('customer_user', userId)).map((e) => e.action);
    expect(actions).toEqual([
      'customer_user.disable',
      'customer_user.reset_password',
      'customer_user.create',
    ]);
    const audited = JSON.stringify(await auditOf('customer_user', userId));
    expect(audited).not.toContain('scrypt');
    expect(audited).not.toContain('new-pass-22');
  });

  it('answers 404 for a user of another account', async () => {
    const tradeUser = await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where username = ${TRADE}`,
    );
    const other = await createAccount({ name: 'Other Pty Ltd' });
    const response = await staffCall(
      t,
      sales,
      `/api/staff/accounts/${other.id}/users/${tradeUser[0]!.id}/status`,
      {
        disabled: true,
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('an account’s ledger', () => {
  it('lists invoices and payments with the balance after each, and records a payment that lowers it', async () => {
    const trade = (await t.authAs(TRADE)).authorization;
    const [product] = await stockedProducts(t.database.db, 7, 1, 1, 50);
    const order = await checkout(t, trade, deliveryOrder([{ product_id: product!.id, qty: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    const total = order.json().data.total as number;

    const before = (await staffCall(t, sales, `/api/staff/accounts/${tradeId}/ledger`)).json();
    expect(before.data.entries[0]).toMatchObject({
      kind: 'invoice',
      amount: total,
      order: { number: order.json().data.number },
      balance: before.data.balance,
    });

    const paid = await staffCall(t, sales, `/api/staff/accounts/${tradeId}/payments`, {
      amount: 100.5,
      reference: 'EFT 2026-11-23',
    });
    expect(paid.statusCode).toBe(201);
    const expected = Math.round((before.data.balance - 100.5) * 100) / 100;
    expect(paid.json().data.balance).toBe(expected);
    const after = (await staffCall(t, sales, `/api/staff/accounts/${tradeId}/ledger?per_page=1`)).json();
    expect(after.data.balance).toBe(expected);
    expect(after.data.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: -100.5,
        reference: 'EFT 2026-11-23',
        balance: expected,
      }),
    ]);
    expect(after.meta.total).toBe(before.meta.total + 1);

    const [entry] = await auditOf('account', tradeId);
    expect(entry).toMatchObject({
      action: 'account.payment',
      staff: { name: 'Sol Sales' },
      before: { balance: before.data.balance },
      after: { balance: expected, payment: 100.5, reference: 'EFT 2026-11-23' },
    });

    for (const amount of [0, -5, 10_000_000.01, 1.005]) {
      const bad = await staffCall(t, sales, `/api/staff/accounts/${tradeId}/payments`, { amount });
      expect(bad.statusCode, String(amount)).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['amount']);
    }
    expect((await staffCall(t, sales, '/api/staff/accounts/999999/payments', { amount: 5 })).statusCode).toBe(
      404,
    );
  });

  it('writes a payment with its audit row or not at all', async () => {
    const db = t.database.db;
    const balance = async () =>
      (await staffCall(t, sales, `/api/staff/accounts/${tradeId}`)).json().data.balance as number;
    const start = await balance();
    await db.execute(
      sql`alter table audit_log add constraint injected_fault check (entity_id < 0) not valid`,
    );
    let failed;
    try {
      failed = await staffCall(t, sales, `/api/staff/accounts/${tradeId}/payments`, { amount: 42 });
    } finally {
      await db.execute(sql`alter table audit_log drop constraint injected_fault`);
    }
    expect(failed.statusCode).toBe(500);
    expect(await balance()).toBe(start);
  });
});

describe('the audit log’s who filter', () => {
  it('lists every member of staff for admins only, and filters account changes by who made them', async () => {
    const staff = await staffCall(t, admin, '/api/staff/audit/staff');
    expect(staff.statusCode).toBe(200);
    const sol = staff.json().data.find((s: { name: string }) => s.name === 'Sol Sales (sales@tyreline.test)');
    expect(sol).toBeDefined();
    expect((await staffCall(t, sales, '/api/staff/audit/staff')).statusCode).toBe(403);
    await createAccount({ name: 'Filtered Pty Ltd' });
    const bySol = await staffCall(
      t,
      admin,
      `/api/staff/audit?staff_id=${sol.id}&entity_type=account&per_page=100`,
    );
    const entries = bySol.json().data as { staff: { name: string }; entity_label: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.staff.name === 'Sol Sales')).toBe(true);
    expect(entries.map((e) => e.entity_label)).toContain('Filtered Pty Ltd');
  });
});
