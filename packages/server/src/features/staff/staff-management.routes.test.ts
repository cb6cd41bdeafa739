import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { staffCommands } from '../../cli/commands/staff.ts';
import { runCommand } from '../../../test/support/cli.ts';
import { TRADE } from '../../../test/support/orders.ts';
import {
  ADMIN,
  SALES,
  WAREHOUSE,
  staffAuth,
  staffCall,
  staffGrant,
  staffPut,
  staffToken,
} from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { SELF_REFUSALS } from './staff-management.routes.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let sales: string;
let warehouse: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await staffAuth(t, ADMIN);
  sales = await staffAuth(t, SALES);
  warehouse = await staffAuth(t, WAREHOUSE);
  adminId = (await staffCall(t, admin, '/api/staff/me')).json().data.id;
});
afterAll(() => t?.close());

interface StaffUser {
  id: number;
  username: string;
  name: string;
  role: string;
  disabled: boolean;
  version: number;
}

let made = 0;
/** Creates a member of staff through the API, as an administrator does from the Staff screen. */
async function createStaff(
  role = 'warehouse',
  extra: object = {},
): Promise<StaffUser & { password: string }> {
  made += 1;
  const body = {
    username: `person${made}@tyreline.test`,
    name: `Person ${made}`,
    role,
    password: 'long-enough',
  };
  const response = await staffCall(t, admin, '/api/staff/staff', { ...body, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json().data, password: body.password };
}

const signIn = async (username: string, password: string) =>
  `Bearer ${(await staffToken(t, staffGrant(username, password))).json().access_token}`;

const auditOf = async (id: number) =>
  (await staffCall(t, admin, `/api/staff/audit?entity_type=staff_user&entity_id=${id}`)).json().data as {
    action: string;
    staff: { name: string };
    before: unknown;
    after: unknown;
  }[];

const ROUTES: [string, string, object?][] = [
  ['GET', '/api/staff/staff'],
  ['POST', '/api/staff/staff', { username: 'x@tyreline.test', role: 'sales', password: 'long-enough' }],
  ['PUT', '/api/staff/staff/1', { name: 'X', role: 'sales', version: 1 }],
  ['POST', '/api/staff/staff/1/status', { disabled: true, version: 1 }],
  ['POST', '/api/staff/staff/1/password', { password: 'long-enough', version: 1 }],
];

const call = (method: string, url: string, authorization: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET' | 'POST' | 'PUT',
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });

const staffCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from staff_users`))[0]!.n;

describe('who may manage staff', () => {
  it('refuses sales and the warehouse every staff route with 403, and writes nothing', async () => {
    const before = await staffCount();
    for (const authorization of [sales, warehouse]) {
      for (const [method, url, payload] of ROUTES) {
        const response = await call(method, url, authorization, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Your role does not allow this.' });
      }
    }
    expect(await staffCount()).toBe(before);
    const [admin1] = await rows<{ version: number; disabled: boolean; role: string }>(
      t.database.db,
      sql`select version, disabled, role from staff_users where username = ${ADMIN}`,
    );
    expect(admin1).toMatchObject({ version: 1, disabled: false });
  });

  it('answers 401 to a customer token and to no token on every staff route', async () => {
    const customer = (await t.authAs(TRADE)).authorization;
    for (const authorization of [customer, '']) {
      for (const [method, url, payload] of ROUTES) {
        expect((await call(method, url, authorization, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });
});

describe('the staff list and creating a sign-in', () => {
  it('lists every member of staff with role, status and version, never a password hash', async () => {
    const response = await staffCall(t, admin, '/api/staff/staff');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as StaffUser[];
    expect(list.map((s) => s.username)).toEqual(expect.arrayContaining([ADMIN, SALES, WAREHOUSE]));
    expect(list.find((s) => s.username === SALES)).toEqual({
      id: expect.any(Number),
      username: SALES,
      name: 'Sol Sales',
      role: 'sales',
      disabled: false,
      warehouse_ids: [],
      version: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(response.body).not.toMatch(/scrypt|password/i);
  });

  it('creates a sign-in that works at once, audited without the password', async () => {
    const created = await createStaff('sales', { username: 'Casey.Counter@Tyreline.test', name: '' });
    expect(created).toMatchObject({
      username: 'casey.counter@tyreline.test',
      name: 'casey.counter@tyreline.test',
      role: 'sales',
      disabled: false,
      version: 1,
    });
    const token = await signIn('casey.counter@tyreline.test', 'long-enough');
    expect((await staffCall(t, token, '/api/staff/me')).json().data.role).toBe('sales');
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'staff_user.create',
      staff: { name: 'Dana Admin' },
      before: null,
      after: { username: 'casey.counter@tyreline.test', role: 'sales', disabled: false, version: 1 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/long-enough|scrypt/);
  });

  it('shares the operator tool’s service: a username from staff:create is taken here, and the other way round', async () => {
    await runCommand(staffCommands[0]!, t.database.db, {
      username: 'from-cli@tyreline.test',
      role: 'warehouse',
      password: 'long-enough',
    });
    const taken = await staffCall(t, admin, '/api/staff/staff', {
      username: 'FROM-CLI@tyreline.test',
      role: 'sales',
      password: 'long-enough',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      username: ['The username from-cli@tyreline.test is already taken'],
    });
    const created = await createStaff();
    await expect(
      runCommand(staffCommands[0]!, t.database.db, {
        username: created.username,
        role: 'sales',
        password: 'long-enough',
      }),
    ).rejects.toThrow(`The staff username ${created.username} is already taken.`);
  });

  it('answers 422 with a field error for each bad field, in the form’s words', async () => {
    const empty = await staffCall(t, admin, '/api/staff/staff', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      username: ['Username is required'],
      role: ['Role is required'],
      password: ['Password is required'],
    });
    const bad = await staffCall(t, admin, '/api/staff/staff', {
      username: 'not-an-email',
      role: 'boss',
      password: 'short',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      username: ['Username must be an email address'],
      role: ['Role is required'],
      password: ['Password must be at least 8 characters'],
    });
  });
});

describe('changing a member of staff', () => {
  it('changes a role, which applies to their next call, and audits before and after', async () => {
    const person = await createStaff('sales');
    const token = await signIn(person.username, person.password);
    expect((await staffCall(t, token, '/api/staff/accounts')).statusCode).toBe(200);
    const response = await staffPut(t, admin, `/api/staff/staff/${person.id}`, {
      name: 'Pat Picker',
      role: 'warehouse',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Pat Picker', role: 'warehouse', version: 2 });
    expect((await staffCall(t, token, '/api/staff/accounts')).statusCode).toBe(403);
    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({
      action: 'staff_user.update',
      before: expect.objectContaining({ role: 'sales', version: 1 }),
      after: expect.objectContaining({ role: 'warehouse', name: 'Pat Picker', version: 2 }),
    });
  });

  it('refuses a stale edit with 409 naming who changed what, and keeps the newer change', async () => {
    const person = await createStaff('warehouse');
    const first = await staffPut(t, admin, `/api/staff/staff/${person.id}`, {
      name: person.name,
      role: 'sales',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await staffPut(t, admin, `/api/staff/staff/${person.id}`, {
      name: 'Someone Else',
      role: 'warehouse',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: `${person.username} was changed meanwhile by Dana Admin: role. Your change was not saved; the list now shows them as they are.`,
      changed_fields: ['role'],
      current: { id: person.id, name: person.name, role: 'sales', version: 2 },
    });
    const staleStatus = await staffCall(t, admin, `/api/staff/staff/${person.id}/status`, {
      disabled: true,
      version: 1,
    });
    expect(staleStatus.statusCode).toBe(409);
    const staleReset = await staffCall(t, admin, `/api/staff/staff/${person.id}/password`, {
      password: 'another-one',
      version: 1,
    });
    expect(staleReset.statusCode).toBe(409);
    expect(await auditOf(person.id)).toHaveLength(2);
  });

  it('refuses an administrator taking away their own role or disabling themselves, and changes nothing', async () => {
    const demote = await staffPut(t, admin, `/api/staff/staff/${adminId}`, {
      name: 'Dana Admin',
      role: 'sales',
      version: 1,
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json()).toEqual({ message: SELF_REFUSALS.role, errors: { role: [SELF_REFUSALS.role] } });
    const disable = await staffCall(t, admin, `/api/staff/staff/${adminId}/status`, {
      disabled: true,
      version: 1,
    });
    expect(disable.statusCode).toBe(422);
    expect(disable.json().message).toBe(SELF_REFUSALS.disable);
    const me = await staffCall(t, admin, '/api/staff/me');
    expect(me.json().data.role).toBe('admin');
    // Renaming yourself, keeping the role, is allowed.
    const rename = await staffPut(t, admin, `/api/staff/staff/${adminId}`, {
      name: 'Dana Admin',
      role: 'admin',
      version: 1,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().data.version).toBe(2);
  });

  it('lets one of two administrators demoting each other at once win, so an administrator always remains', async () => {
    const one = await createStaff('admin');
    const two = await createStaff('admin');
    const [tokenOne, tokenTwo] = await Promise.all([
      signIn(one.username, one.password),
      signIn(two.username, two.password),
    ]);
    const answers = await Promise.all([
      staffPut(t, tokenOne, `/api/staff/staff/${two.id}`, { name: two.name, role: 'sales', version: 1 }),
      staffPut(t, tokenTwo, `/api/staff/staff/${one.id}`, { name: one.name, role: 'sales', version: 1 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const roles = (await staffCall(t, admin, '/api/staff/staff')).json().data as StaffUser[];
    const left = roles.filter((s) => s.id === one.id || s.id === two.id).map((s) => s.role);
    expect(left.sort()).toEqual(['admin', 'sales']);
  });
});

describe('disabling, enabling and resetting a password', () => {
  it('ends a disabled member of staff’s sessions at once; enabled again, they sign in afresh', async () => {
    const person = await createStaff('warehouse');
    const token = await signIn(person.username, person.password);
    expect((await staffCall(t, token, '/api/staff/orders')).statusCode).toBe(200);
    const disabled = await staffCall(t, admin, `/api/staff/staff/${person.id}/status`, {
      disabled: true,
      version: 1,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ disabled: true, version: 2 });
    expect((await staffCall(t, token, '/api/staff/orders')).statusCode).toBe(401);
    const refused = await staffToken(t, staffGrant(person.username, person.password));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/disabled/);

    const enabled = await staffCall(t, admin, `/api/staff/staff/${person.id}/status`, {
      disabled: false,
      version: 2,
    });
    expect(enabled.json().data).toMatchObject({ disabled: false, version: 3 });
    expect((await staffCall(t, token, '/api/staff/orders')).statusCode).toBe(401);
    const fresh = await signIn(person.username, person.password);
    expect((await staffCall(t, fresh, '/api/staff/orders')).statusCode).toBe(200);
    expect((await auditOf(person.id)).map((e) => e.action)).toEqual([
      'staff_user.enable',
      'staff_user.disable',
      'staff_user.create',
    ]);
  });

  it('sets a new password, ends their sessions, and audits that it changed but never what to', async () => {
    const person = await createStaff('sales');
    const token = await signIn(person.username, person.password);
    const reset = await staffCall(t, admin, `/api/staff/staff/${person.id}/password`, {
      password: 'brand-new-pass',
      version: 1,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await staffCall(t, token, '/api/staff/me')).statusCode).toBe(401);
    expect((await staffToken(t, staffGrant(person.username, person.password))).statusCode).toBe(401);
    expect((await staffToken(t, staffGrant(person.username, 'brand-new-pass'))).statusCode).toBe(200);
    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({ action: 'staff_user.reset_password', after: { password: 'reset' } });
    expect(JSON.stringify(entry)).not.toMatch(/brand-new-pass|scrypt/);
  });

  it('answers 422 for bad bodies and ids and 404 for someone who does not exist, never 500', async () => {
    const cases: [string, string, object | undefined, number][] = [
      ['PUT', `/api/staff/staff/${adminId}`, { name: ' ', role: 'admin', version: 1 }, 422],
      ['PUT', `/api/staff/staff/${adminId}`, { name: 'Ada', role: 'admin' }, 422],
      ['PUT', '/api/staff/staff/abc', { name: 'Ada', role: 'admin', version: 1 }, 422],
      ['PUT', '/api/staff/staff/99999999999', { name: 'Ada', role: 'admin', version: 1 }, 422],
      ['PUT', '/api/staff/staff/999999', { name: 'Ada', role: 'admin', version: 1 }, 404],
      ['POST', '/api/staff/staff/999999/status', { disabled: true, version: 1 }, 404],
      ['POST', '/api/staff/staff/1/status', { disabled: 'yes', version: 1 }, 422],
      ['POST', '/api/staff/staff/999999/password', { password: 'long-enough', version: 1 }, 404],
      ['POST', '/api/staff/staff/1/password', { password: 'short', version: 1 }, 422],
      [
        'POST',
        '/api/staff/staff',
        { username: 'a\u0000b@x.example', role: 'admin', password: 'long-enough' },
        422,
      ],
      [
        'POST',
        '/api/staff/staff',
        { username: `${'a'.repeat(300)}@x.example`, role: 'admin', password: 'long-enough' },
        422,
      ],
    ];
    for (const [method, url, payload, status] of cases) {
      const response = await call(method, url, admin, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(
        status,
      );
      expect(response.json().message).toEqual(expect.any(String));
    }
    const blank = await staffPut(t, admin, `/api/staff/staff/${adminId}`, {
      name: ' ',
      role: 'admin',
      version: 1,
    });
    expect(blank.json().errors).toEqual({ name: ['Name is required'] });
  });

  it('writes a change with its audit row or not at all', async () => {
    const db = t.database.db;
    const person = await createStaff('warehouse');
    const token = await signIn(person.username, person.password);
    await db.execute(
      sql`alter table audit_log add constraint injected_fault check (entity_id < 0) not valid`,
    );
    let failed;
    try {
      failed = await staffCall(t, admin, `/api/staff/staff/${person.id}/status`, {
        disabled: true,
        version: 1,
      });
    } finally {
      await db.execute(sql`alter table audit_log drop constraint injected_fault`);
    }
    expect(failed.statusCode).toBe(500);
    const list = (await staffCall(t, admin, '/api/staff/staff')).json().data as StaffUser[];
    expect(list.find((s) => s.id === person.id)).toMatchObject({ disabled: false, version: 1 });
    expect((await staffCall(t, token, '/api/staff/orders')).statusCode).toBe(200);
    expect(await auditOf(person.id)).toHaveLength(1);
  });
});
