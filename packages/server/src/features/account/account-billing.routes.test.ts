import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidAbn } from '@tyreline/domain/abn';
import { ABN_MESSAGE } from '@tyreline/domain/contract/staff-accounts';
import { rows } from '../../db/client.ts';
import { TRADE, accountIdOf } from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let sales: string;
beforeAll(async () => {
  t = await startTestApp();
  sales = await staffAuth(t, SALES);
});
afterAll(() => t?.close());

const newAccount = (extra: object = {}) => ({
  name: 'Billing Desk Pty Ltd',
  department_id: 7,
  email: null,
  phone: null,
  logo: null,
  credit_limit: 1000,
  discount: 0,
  get_price_switch: 0,
  remaining_searches: 0,
  payment_terms_days: 30,
  ...extra,
});

/** The editable fields of an account as the form sends them back. */
const formOf = ({ id: _id, balance: _b, created_at: _c, disabled: _d, ...fields }: Record<string, unknown>) =>
  fields;

const countAccounts = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from accounts`))[0]!.n;

describe('an account’s ABN, billing address and payment terms', () => {
  it('are set by sales staff: the ABN kept as its digits and answered in its printed groups, the edit audited', async () => {
    const created = await staffCall(t, sales, '/api/staff/accounts', newAccount());
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json().data;
    expect(account).toMatchObject({
      abn: null,
      billing_address: null,
      payment_terms_days: 30,
      payment_terms_basis: 'month_end',
    });
    const edited = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
      ...formOf(account),
      abn: ' 51824753556 ',
      billing_address: 'PO Box 9\nFortitude Valley QLD 4006',
      payment_terms_days: 14,
      payment_terms_basis: 'invoice',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      abn: '51 824 753 556',
      billing_address: 'PO Box 9\nFortitude Valley QLD 4006',
      payment_terms_days: 14,
      payment_terms_basis: 'invoice',
      version: 2,
    });
    const [stored] = await rows<{ abn: string }>(
      t.database.db,
      sql`select abn from accounts where id = ${account.id}`,
    );
    expect(stored!.abn).toBe('51824753556');
    const admin = await staffAuth(t, ADMIN);
    const [entry] = (
      await staffCall(t, admin, `/api/staff/audit?entity_type=account&entity_id=${account.id}`)
    ).json().data;
    expect(entry).toMatchObject({
      action: 'account.update',
      before: expect.objectContaining({ abn: null, payment_terms_basis: 'month_end' }),
      after: expect.objectContaining({ abn: '51 824 753 556', payment_terms_basis: 'invoice' }),
    });
  });

  it('keep the ABN and address when an edit leaves them out, and clear them when they are sent empty', async () => {
    const account = (
      await staffCall(
        t,
        sales,
        '/api/staff/accounts',
        newAccount({ abn: '51 824 753 556', billing_address: 'A' }),
      )
    ).json().data;
    const { abn: _abn, billing_address: _address, ...rest } = formOf(account);
    const kept = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
      ...rest,
      credit_limit: 2000,
    });
    expect(kept.json().data).toMatchObject({
      abn: '51 824 753 556',
      billing_address: 'A',
      credit_limit: 2000,
    });
    const cleared = await staffPut(t, sales, `/api/staff/accounts/${account.id}`, {
      ...formOf(kept.json().data),
      abn: '',
      billing_address: '',
    });
    expect(cleared.json().data).toMatchObject({ abn: null, billing_address: null });
  });

  it('refuse an ABN that fails the checksum or is not 11 digits with 422 naming the field, writing nothing', async () => {
    const before = await countAccounts();
    for (const abn of [
      '51 824 753 557',
      '00 000 000 000',
      '5182475355',
      'ABN 51824753556',
      '51-824-753-556',
    ]) {
      const refused = await staffCall(t, sales, '/api/staff/accounts', newAccount({ abn }));
      expect(refused.statusCode, abn).toBe(422);
      expect(refused.json().errors, abn).toEqual({ abn: [ABN_MESSAGE] });
    }
    expect(await countAccounts()).toBe(before);

    const tradeId = await accountIdOf(t.database.db, TRADE);
    const trade = (await staffCall(t, sales, `/api/staff/accounts/${tradeId}`)).json().data;
    const refused = await staffPut(t, sales, `/api/staff/accounts/${tradeId}`, {
      ...formOf(trade),
      abn: '11 334 455 668',
      payment_terms_basis: 'whenever',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      abn: [ABN_MESSAGE],
      payment_terms_basis: ['Counted from must be the invoice date or the end of the month'],
    });
    const after = (await staffCall(t, sales, `/api/staff/accounts/${tradeId}`)).json().data;
    expect(after).toMatchObject({ abn: '11 334 455 667', version: trade.version });
  });

  it('are the demo’s: every seeded account has a valid ABN and a billing address', async () => {
    const seeded = await rows<{ abn: string | null; billing_address: string | null }>(
      t.database.db,
      sql`select abn, billing_address from accounts where name in
          ('Southside Tyre & Auto', 'Gold Coast Wheel Centre', 'Budget Tyre Mart', 'Closed Motors Pty Ltd')`,
    );
    expect(seeded).toHaveLength(4);
    for (const account of seeded) {
      expect(isValidAbn(account.abn!)).toBe(true);
      expect(account.billing_address).toBeTruthy();
    }
  });

  it('are refused to the warehouse with 403', async () => {
    const warehouse = await staffAuth(t, WAREHOUSE);
    const answer = await staffCall(
      t,
      warehouse,
      '/api/staff/accounts',
      newAccount({ abn: '51 824 753 556' }),
    );
    expect(answer.statusCode).toBe(403);
  });
});
