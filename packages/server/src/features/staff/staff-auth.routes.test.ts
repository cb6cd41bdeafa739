import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_CLIENT, DEMO_PASSWORD, WEB_CLIENT } from '../../db/seed/demo.ts';
import { staffCommands } from '../../cli/commands/staff.ts';
import { CliError } from '../../cli/command.ts';
import { runCommand } from '../../../test/support/cli.ts';
import {
  ADMIN,
  SALES,
  WAREHOUSE,
  staffAuth,
  staffCall,
  staffGrant,
  staffToken,
} from '../../../test/support/staff.ts';
import { openTestDatabase, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rows } from '../../db/client.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const STAFF_ROUTES: [string, string, object?][] = [
  ['GET', '/api/staff/me'],
  ['POST', '/api/staff/logout', {}],
  ['GET', '/api/staff/orders'],
  ['GET', '/api/staff/orders/1'],
  ['POST', '/api/staff/orders/1/transitions', { to: 'confirmed', version: 1 }],
  ['POST', '/api/staff/orders/transitions', { to: 'confirmed', items: [{ id: 1, version: 1 }] }],
  ['GET', '/api/staff/audit'],
  ['GET', '/api/staff/audit/staff'],
  ['GET', '/api/staff/warehouses'],
  ['GET', '/api/staff/dashboard'],
];

const call = (method: string, url: string, authorization: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });

describe('staff sign-in', () => {
  it('signs each demo role in through the back-office client and says who they are', async () => {
    for (const [username, role] of [
      [ADMIN, 'admin'],
      [SALES, 'sales'],
      [WAREHOUSE, 'warehouse'],
    ] as const) {
      const response = await staffToken(t, staffGrant(username.toUpperCase()));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
      const me = await staffCall(t, `Bearer ${response.json().access_token}`, '/api/staff/me');
      expect(me.json().data).toMatchObject({ username, role });
    }
  });

  it('has its back-office client from the migrations, so a database seeded before it can sign staff in', async () => {
    const bare = await openTestDatabase();
    try {
      const clients = await rows<{ id: string; principal: string; secret_hash: string }>(
        bare.db,
        sql`select id, principal, secret_hash from oauth_clients`,
      );
      expect(clients).toEqual([
        { id: BACK_OFFICE_CLIENT.id, principal: 'staff', secret_hash: hashToken(BACK_OFFICE_CLIENT.secret) },
      ]);
    } finally {
      await bare.close();
    }
  });

  it('refuses the customer web client at the staff endpoint and the back-office client at /oauth/token', async () => {
    const withWebClient = await staffToken(
      t,
      staffGrant(ADMIN, DEMO_PASSWORD, { client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret }),
    );
    expect(withWebClient.statusCode).toBe(401);
    const customerWithBackOffice = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: staffGrant('trade@example.com'),
    });
    expect(customerWithBackOffice.statusCode).toBe(401);
  });

  it('refuses a customer’s username and password at the staff endpoint like a wrong password', async () => {
    const customer = await staffToken(t, staffGrant('trade@example.com'));
    const wrong = await staffToken(t, staffGrant(SALES, 'not-the-password'));
    expect(customer.statusCode).toBe(401);
    expect(customer.json().message).toBe(wrong.json().message);
  });

  it('rotates a staff refresh token, and the new access token works', async () => {
    const first = (await staffToken(t, staffGrant(WAREHOUSE))).json();
    const renewed = await staffToken(t, {
      grant_type: 'refresh_token',
      client_id: BACK_OFFICE_CLIENT.id,
      client_secret: BACK_OFFICE_CLIENT.secret,
      refresh_token: first.refresh_token,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refresh_token).not.toBe(first.refresh_token);
    expect((await staffCall(t, `Bearer ${renewed.json().access_token}`, '/api/staff/me')).statusCode).toBe(
      200,
    );
  });

  it('locks a staff username for a cool-down after five wrong passwords, apart from a customer of the same name', async () => {
    await runCommand(staffCommands[0]!, t.database.db, {
      username: 'nocredit@example.com',
      role: 'sales',
      password: 'staff-pass-1',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await staffToken(t, staffGrant('nocredit@example.com', `wrong-${i}`))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const customer = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: WEB_CLIENT.id,
        client_secret: WEB_CLIENT.secret,
        username: 'nocredit@example.com',
        password: DEMO_PASSWORD,
      },
    });
    expect(customer.statusCode).toBe(200);
  });

  it('answers 422 with field errors for a malformed staff sign-in, never 500', async () => {
    for (const payload of [
      {},
      { ...staffGrant(ADMIN), username: 'a\u0000b' },
      { ...staffGrant(ADMIN), grant_type: 'x' },
    ]) {
      const response = await staffToken(t, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.anything(), errors: expect.any(Object) });
    }
  });
});

describe('customer and staff tokens', () => {
  it('answers 401 to a customer token, no token and a bad token on every staff route', async () => {
    const customer = (await t.authAs('trade@example.com')).authorization;
    for (const authorization of [customer, '', 'Bearer nonsense']) {
      for (const [method, url, payload] of STAFF_ROUTES) {
        const response = await call(method, url, authorization, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('answers 401 to a staff token on customer routes', async () => {
    const admin = await staffAuth(t, ADMIN);
    for (const [method, url] of [
      ['GET', '/api/cus/account'],
      ['GET', '/api/cus/orders'],
      ['GET', '/api/cus/products'],
      ['POST', '/api/cus/logout'],
    ] as const) {
      expect((await call(method, url, admin)).statusCode, url).toBe(401);
    }
    expect((await staffCall(t, admin, '/api/staff/me')).statusCode).toBe(200);
  });

  it('answers 403 with a message when the role may not call the route', async () => {
    const warehouse = await staffAuth(t, WAREHOUSE);
    const sales = await staffAuth(t, SALES);
    for (const authorization of [warehouse, sales]) {
      const response = await staffCall(t, authorization, '/api/staff/audit');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Your role does not allow this.' });
    }
    expect((await staffCall(t, await staffAuth(t, ADMIN), '/api/staff/audit')).statusCode).toBe(200);
  });

  it('ends a staff session at logout and a disabled staff member’s at once', async () => {
    const sales = await staffAuth(t, SALES);
    expect((await staffCall(t, sales, '/api/staff/logout', {})).statusCode).toBe(204);
    expect((await staffCall(t, sales, '/api/staff/me')).statusCode).toBe(401);

    await runCommand(staffCommands[0]!, t.database.db, {
      username: 'temp@tyreline.test',
      role: 'warehouse',
      password: 'temp-pass-1',
    });
    const temp = `Bearer ${(await staffToken(t, staffGrant('temp@tyreline.test', 'temp-pass-1'))).json().access_token}`;
    expect((await staffCall(t, temp, '/api/staff/orders')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update staff_users set disabled = true where username = 'temp@tyreline.test'`,
    );
    expect((await staffCall(t, temp, '/api/staff/orders')).statusCode).toBe(401);
    const again = await staffToken(t, staffGrant('temp@tyreline.test', 'temp-pass-1'));
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/disabled/);
  });
});

describe('the operator command staff:create', () => {
  it('creates a staff sign-in with its role, which then signs in', async () => {
    const lines = await runCommand(staffCommands[0]!, t.database.db, {
      username: 'New.Picker@Tyreline.test',
      role: 'warehouse',
      password: 'picker-pass',
      name: 'Nat Picker',
    });
    expect(lines).toEqual([
      expect.stringMatching(/^Created staff user \d+ new\.picker@tyreline\.test \(warehouse\)\.$/),
    ]);
    const token = await staffToken(t, staffGrant('new.picker@tyreline.test', 'picker-pass'));
    const me = await staffCall(t, `Bearer ${token.json().access_token}`, '/api/staff/me');
    expect(me.json().data).toEqual({
      id: expect.any(Number),
      username: 'new.picker@tyreline.test',
      name: 'Nat Picker',
      role: 'warehouse',
      warehouse_ids: [],
    });
  });

  it('refuses an unknown role, a short password and a taken username with a message', async () => {
    const run = (values: Record<string, string>) => runCommand(staffCommands[0]!, t.database.db, values);
    await expect(run({ username: 'x@tyreline.test', role: 'boss', password: 'long-enough' })).rejects.toThrow(
      new CliError('--role must be one of admin, sales, warehouse, got "boss"'),
    );
    await expect(run({ username: 'x@tyreline.test', role: 'sales', password: 'short' })).rejects.toThrow(
      /at least 8 characters/,
    );
    await expect(run({ username: ADMIN, role: 'sales', password: 'long-enough' })).rejects.toThrow(
      `The staff username ${ADMIN} is already taken.`,
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists every staff operation under its own tag', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { tags?: string[] }>
    >;
    const staffOperations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff/'))
      .flatMap(([, operations]) => Object.values(operations));
    expect(staffOperations.length).toBeGreaterThanOrEqual(STAFF_ROUTES.length + 1);
    for (const operation of staffOperations) expect(operation.tags).toEqual(['staff']);
  });
});
