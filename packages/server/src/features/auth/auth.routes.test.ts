import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tyreline/domain/messages';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, WEB_CLIENT } from '../../db/seed/demo.ts';
import { hashToken } from '../../lib/tokens.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const grant = (username: string, password: string, extra: Record<string, unknown> = {}) => ({
  grant_type: 'password',
  client_id: WEB_CLIENT.id,
  client_secret: WEB_CLIENT.secret,
  username,
  password,
  scope: '',
  ...extra,
});
const token = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/oauth/token', payload: payload as object });
const account = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/cus/account', headers: authorization ? { authorization } : {} });

describe('signing in with the password grant', () => {
  it('answers a bearer token pair that reads the account with the field names of docs/product.md §11', async () => {
    const response = await token(grant('trade@example.com', DEMO_PASSWORD));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.refresh_token).not.toBe(body.access_token);

    const me = await account(`Bearer ${body.access_token}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: expect.any(Number),
      department_id: 7,
      name: 'Southside Tyre & Auto',
    });
    expect(JSON.parse(me.json().data.logo)).toMatchObject({
      show: 1,
      text: expect.any(String),
      cusLogo: expect.any(String),
    });
  });

  it('accepts a form-encoded body and a username in any letter case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        grant('Brisbane@Example.com', DEMO_PASSWORD) as Record<string, string>,
      ).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike with 401 and a message', async () => {
    const wrong = await token(grant('nocredit@example.com', 'not-the-password'));
    const unknown = await token(grant('nobody@example.com', DEMO_PASSWORD));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('answers 499 with the administrator message for a disabled account', async () => {
    const response = await token(grant('disabled@example.com', DEMO_PASSWORD));
    expect(response.statusCode).toBe(499);
    expect(response.json()).toEqual({ message: MESSAGES.accountDisabled });
  });

  it('refuses a client with the wrong secret', async () => {
    const response = await token(grant('trade@example.com', DEMO_PASSWORD, { client_secret: 'guess' }));
    expect(response.statusCode).toBe(401);
  });

  it('locks a username for a cool-down after five wrong passwords, even for the right one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await token(grant('lockme@example.com', `wrong-${i}`))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    for (let i = 0; i < 5; i++) await token(grant('nocredit@example.com', `wrong-${i}`));
    const locked = await token(grant('nocredit@example.com', DEMO_PASSWORD));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyAttempts);
  });
});

describe('access tokens', () => {
  it('answers 401 with the expired-login message when the token is missing or unknown', async () => {
    for (const header of [undefined, 'Bearer nonsense', 'Basic abc']) {
      const response = await account(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.loginExpired });
    }
  });

  it('answers 401 once a token has expired', async () => {
    const shortLived = await startTestApp({ accessTokenTtlSeconds: 0 });
    try {
      const { access_token } = await shortLived.login();
      const response = await shortLived.app.inject({
        method: 'GET',
        url: '/api/cus/account',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('stops working after logout', async () => {
    const { access_token } = await t.login();
    const authorization = `Bearer ${access_token}`;
    const out = await t.app.inject({ method: 'POST', url: '/api/cus/logout', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    expect((await account(authorization)).statusCode).toBe(401);
  });
});

describe('refreshing a session', () => {
  const refresh = (refresh_token: string) =>
    token({
      grant_type: 'refresh_token',
      refresh_token,
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
    });

  it('rotates the refresh token and issues a working access token', async () => {
    const first = await t.login();
    const renewed = await refresh(first.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refresh_token).not.toBe(first.refresh_token);
    expect((await account(`Bearer ${renewed.json().access_token}`)).statusCode).toBe(200);
  });

  /** Makes a rotated refresh token look as if it was rotated an hour ago, past the reuse grace window. */
  const ageRotation = (refreshToken: string) =>
    t.database.db.execute(
      sql`update auth_tokens set used_at = now() - interval '1 hour' where token_hash = ${hashToken(refreshToken)}`,
    );

  it('revokes the whole session when a rotated refresh token is presented again after the grace window', async () => {
    const first = await t.login();
    const renewed = (await refresh(first.refresh_token)).json();
    await ageRotation(first.refresh_token);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect((await account(`Bearer ${renewed.access_token}`)).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401);
  });

  it('gives both of two simultaneous refreshes with one token a working pair and keeps the session', async () => {
    const first = await t.login();
    const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json() as { access_token: string; refresh_token: string });
    expect(a!.access_token).not.toBe(b!.access_token);
    for (const pair of [a!, b!]) {
      expect((await account(`Bearer ${pair.access_token}`)).statusCode).toBe(200);
    }
    // Each tab goes on refreshing with its own new token.
    expect((await refresh(a!.refresh_token)).statusCode).toBe(200);
    expect((await refresh(b!.refresh_token)).statusCode).toBe(200);
  });

  it('answers a rotated token inside the grace window with a new pair, and the first pair keeps working', async () => {
    const first = await t.login();
    const renewed = (await refresh(first.refresh_token)).json();
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    expect((await account(`Bearer ${renewed.access_token}`)).statusCode).toBe(200);
    expect((await account(`Bearer ${again.json().access_token}`)).statusCode).toBe(200);
  });

  it('refuses an access token sent as a refresh token with 401 and leaves its session signed in', async () => {
    const first = await t.login();
    const wrongKind = await refresh(first.access_token);
    expect(wrongKind.statusCode).toBe(401);
    expect(wrongKind.json().message).toBe('The refresh token is invalid or has expired.');
    expect((await account(`Bearer ${first.access_token}`)).statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  const change = (authorization: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/cus/change-password', headers: { authorization }, payload });

  it('explains each rule with a field error', async () => {
    const { authorization } = await t.authAs('brisbane@example.com');
    const cases: [object, string][] = [
      [
        {
          old_password: 'wrong-old',
          new_password: 'brand-new-pass',
          new_password_confirmation: 'brand-new-pass',
        },
        'old_password',
      ],
      [
        { old_password: DEMO_PASSWORD, new_password: 'short', new_password_confirmation: 'short' },
        'new_password',
      ],
      [
        {
          old_password: DEMO_PASSWORD,
          new_password: DEMO_PASSWORD,
          new_password_confirmation: DEMO_PASSWORD,
        },
        'new_password',
      ],
      [
        {
          old_password: DEMO_PASSWORD,
          new_password: 'brand-new-pass',
          new_password_confirmation: 'different',
        },
        'new_password_confirmation',
      ],
      [{ new_password: 'brand-new-pass', new_password_confirmation: 'brand-new-pass' }, 'old_password'],
    ];
    for (const [payload, field] of cases) {
      const response = await change(authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });

  it('signs in with the new password afterwards and no longer with the old one', async () => {
    const { authorization } = await t.authAs('brisbane@example.com');
    const response = await change(authorization, {
      old_password: DEMO_PASSWORD,
      new_password: 'brand-new-pass',
      new_password_confirmation: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect((await account(authorization)).statusCode).toBe(200);
    expect((await token(grant('brisbane@example.com', DEMO_PASSWORD))).statusCode).toBe(401);
    expect((await token(grant('brisbane@example.com', 'brand-new-pass'))).statusCode).toBe(200);
  });
});

describe('malformed requests', () => {
  it('answers 400 with the error body for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": "password",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 422 with field errors for wrong types, missing fields, unknown grants and huge strings', async () => {
    const payloads = [
      { ...grant('trade@example.com', DEMO_PASSWORD), username: 42 },
      { grant_type: 'password', client_id: WEB_CLIENT.id },
      { ...grant('trade@example.com', DEMO_PASSWORD), grant_type: 'client_credentials' },
      grant('x'.repeat(100_000), DEMO_PASSWORD),
      [],
    ];
    for (const payload of payloads) {
      const response = await token(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.anything(), errors: expect.any(Object) });
    }
  });

  it('answers 413 for a body over the size limit, never 500', async () => {
    const response = await token(grant('y'.repeat(2 * 1024 * 1024), DEMO_PASSWORD));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
