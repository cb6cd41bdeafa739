import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_SENT,
} from '@tyreline/domain/password-reset';
import { MESSAGES } from '@tyreline/domain/messages';
import { rows } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { RESET_ANSWER_FLOOR_MS } from './password-reset.service.ts';
import { ADMIN, SALES, staffGrant, staffToken } from '../../../test/support/staff.ts';
import { passwordGrant, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let clock = new Date('2026-11-26T01:00:00Z');
let clientNumber = 0;
/** A client address of its own per test, so the per-address limit of one test never reaches another. */
let client = '';
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://shop.example.com' }, { now: () => clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from mail_outbox`);
  clock = new Date('2026-11-26T01:00:00Z');
  client = `10.0.0.${++clientNumber}`;
});

const base = (kind: 'cus' | 'staff') => `/api/${kind}/password-reset`;
const ask = (email: unknown, kind: 'cus' | 'staff' = 'cus') =>
  t.app.inject({ method: 'POST', url: base(kind), payload: { email }, remoteAddress: client });
const confirm = (payload: object, kind: 'cus' | 'staff' = 'cus') =>
  t.app.inject({ method: 'POST', url: `${base(kind)}/confirm`, payload });
const newPassword = (token: string, password = 'a-new-password-1') => ({
  token,
  password,
  password_confirmation: password,
});

const mails = () =>
  rows<{ kind: string; to_address: string; subject: string; text: string; html: string }>(
    t.database.db,
    sql`select kind, to_address, subject, text, html from mail_outbox order by id`,
  );

/** The token of the reset link in the latest mail to `to`. */
async function linkTokenFor(to: string, path = '/reset-password'): Promise<string> {
  const mail = (await mails()).filter((m) => m.to_address === to).at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const match = new RegExp(`https://shop\\.example\\.com${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/oauth/token', payload: passwordGrant(username, password) });

describe('asking for a reset link', () => {
  it('answers the same 202 for a known and an unknown address, and mails only the known one', async () => {
    const known = await ask('Brisbane@Example.com');
    const unknown = await ask('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown.body).toBe(known.body);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'password_reset', to_address: 'brisbane@example.com' });
    expect(sent[0]!.subject).toBe('Reset your password');
    expect(sent[0]!.html).toContain(t.config.supplier.name);
    await linkTokenFor('brisbane@example.com');
  });

  it('answers no sooner than the same floor for a known and an unknown address', async () => {
    for (const email of ['trade@example.com', 'nobody-at-all@example.com']) {
      const started = performance.now();
      expect((await ask(email)).statusCode).toBe(202);
      expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 1);
    }
  });

  it('mails nobody for a disabled sign-in, and gives the same answer', async () => {
    const response = await ask('disabled@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(await mails()).toHaveLength(0);
  });

  it('stores only the hash of the link’s token', async () => {
    await ask('nocredit@example.com');
    const token = await linkTokenFor('nocredit@example.com');
    const stored = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select r.* from password_resets r join users u on u.id = r.user_id where u.username = 'nocredit@example.com'`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(stored[0]!.expires_at as string).getTime() - clock.getTime()).toBe(60 * 60 * 1000);
  });

  it('is throttled per address after the sign-in limit, known address or not', async () => {
    for (const email of ['viewer@example.com', 'not-a-user@example.com']) {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await ask(email)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    }
    const locked = await ask('viewer@example.com');
    expect(locked.json().message).toBe(MESSAGES.tooManyAttempts);
    expect((await mails()).filter((m) => m.to_address === 'viewer@example.com')).toHaveLength(5);
    // Sign-in itself is not locked by reset requests.
    expect((await signIn('viewer@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('is throttled per client address across e-mail addresses', async () => {
    // Up to the limit at once (each answer waits out the floor), then one more.
    const first = await Promise.all(
      Array.from({ length: t.config.loginMaxFailuresPerAddress }, (_, i) => ask(`someone-${i}@example.com`)),
    );
    expect(new Set(first.map((r) => r.statusCode))).toEqual(new Set([202]));
    expect((await ask('someone-else@example.com')).statusCode).toBe(429);
  });

  it('answers bad input with 422, never 500', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: '   ' },
      { email: 42 },
      { email: 'x'.repeat(300) + '@example.com' },
      { email: 'a\u0000b@example.com' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: base('cus'),
        payload: body,
        remoteAddress: client,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const empty = await t.app.inject({ method: 'POST', url: base('cus'), payload: { email: '' } });
    expect(empty.json().errors.email).toEqual(['Email is required']);
  });
});

describe('using the link', () => {
  it('sets the password once and only once; the old password stops working', async () => {
    await ask('buyer@example.com');
    const token = await linkTokenFor('buyer@example.com');
    const done = await confirm(newPassword(token));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect((await signIn('buyer@example.com', 'a-new-password-1')).statusCode).toBe(200);
    expect((await signIn('buyer@example.com', DEMO_PASSWORD)).statusCode).toBe(401);

    const again = await confirm(newPassword(token, 'another-password-2'));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PASSWORD_RESET_LINK_INVALID);
    expect((await signIn('buyer@example.com', 'another-password-2')).statusCode).toBe(401);
  });

  it('works until an hour has passed, then says it has expired', async () => {
    await ask('trade@example.com');
    const late = await linkTokenFor('trade@example.com');
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const expired = await confirm(newPassword(late));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(PASSWORD_RESET_LINK_INVALID);

    await ask('trade@example.com');
    const inTime = await linkTokenFor('trade@example.com');
    clock = new Date(clock.getTime() + 59 * 60 * 1000);
    expect((await confirm(newPassword(inTime, DEMO_PASSWORD))).statusCode).toBe(200);
  });

  it('stops working once its user is disabled after it was mailed', async () => {
    await ask('nocredit@example.com');
    const token = await linkTokenFor('nocredit@example.com');
    await t.database.db.execute(
      sql`update users set disabled = true where username = 'nocredit@example.com'`,
    );
    try {
      const refused = await confirm(newPassword(token));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(PASSWORD_RESET_LINK_INVALID);
    } finally {
      await t.database.db.execute(
        sql`update users set disabled = false where username = 'nocredit@example.com'`,
      );
    }
    expect((await signIn('nocredit@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token with the same message', async () => {
    const response = await confirm(newPassword('not-a-token-anyone-was-given'));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(PASSWORD_RESET_LINK_INVALID);
  });

  it('ends every session of the user, and the other links of the user stop working', async () => {
    const first = await t.login('brisbane@example.com');
    const second = await t.login('brisbane@example.com');
    await ask('brisbane@example.com');
    const older = await linkTokenFor('brisbane@example.com');
    await ask('brisbane@example.com');
    const newer = await linkTokenFor('brisbane@example.com');
    expect((await confirm(newPassword(newer))).statusCode).toBe(200);

    for (const session of [first, second]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/cus/account',
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(me.statusCode).toBe(401);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          ...passwordGrant('', ''),
          grant_type: 'refresh_token',
          refresh_token: session.refresh_token,
        },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await confirm(newPassword(older, 'yet-another-3'))).statusCode).toBe(422);
  });

  it('checks the new password with change-password’s rules and messages (422, never 500)', async () => {
    const short = await confirm({ token: 'x', password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['New password must be at least 8 characters']);
    const mismatch = await confirm({
      token: 'x',
      password: 'long-enough-1',
      password_confirmation: 'other-one-2',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(['Password confirmation does not match']);
    const empty = await confirm({ token: 'x', password: '', password_confirmation: '' });
    expect(empty.json().errors.password).toEqual(['New password is required']);
    for (const body of [{}, { token: '' }, { token: 5, password: [], password_confirmation: null }]) {
      expect((await confirm(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('the back office’s reset', () => {
  it('mails a staff link only for a staff sign-in, with the same answer for anyone else', async () => {
    const staff = await ask(SALES, 'staff');
    const customer = await ask('trade@example.com', 'staff');
    const nobody = await ask('nobody@tyreline.test', 'staff');
    for (const response of [staff, customer, nobody]) {
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe(staff.body);
    }
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'staff.password_reset', to_address: SALES });
    await linkTokenFor(SALES, '/staff/reset-password');
  });

  it('sets the staff password once, ends the staff sessions, and a customer endpoint does not take the link', async () => {
    const signedIn = (await staffToken(t, staffGrant(ADMIN))).json();
    await ask(ADMIN, 'staff');
    const token = await linkTokenFor(ADMIN, '/staff/reset-password');
    expect((await confirm(newPassword(token), 'cus')).statusCode).toBe(422);
    const done = await confirm(newPassword(token), 'staff');
    expect(done.statusCode, done.body).toBe(200);
    expect((await confirm(newPassword(token), 'staff')).statusCode).toBe(422);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { authorization: `Bearer ${signedIn.access_token}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await staffToken(t, staffGrant(ADMIN, 'a-new-password-1'))).statusCode).toBe(200);
    expect((await staffToken(t, staffGrant(ADMIN))).statusCode).toBe(401);
  });

  it('is throttled like the shop’s', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask('warehouse@tyreline.test', 'staff')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
