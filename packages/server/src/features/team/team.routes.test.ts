import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE_TEAM, WEB_CLIENT } from '../../db/seed/demo.ts';
import { GOLD_COAST, TRADE } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const BUYER = TRADE_TEAM[0].username;
const VIEWER = TRADE_TEAM[1].username;

let t: TestApp;
let owner: string;
let buyer: string;
let viewer: string;
let otherOwner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.authAs(TRADE)).authorization;
  buyer = (await t.authAs(BUYER)).authorization;
  viewer = (await t.authAs(VIEWER)).authorization;
  otherOwner = (await t.authAs(GOLD_COAST)).authorization;
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
) =>
  t.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload: payload as object });

const invite = (body: unknown, who = owner) => call('POST', '/api/cus/team/invitations', who, body);

const accept = (token: string, extra: Record<string, unknown> = {}) =>
  call('POST', `/api/invites/${token}/accept`, undefined, {
    password: 'new-team-pass',
    password_confirmation: 'new-team-pass',
    client_id: WEB_CLIENT.id,
    client_secret: WEB_CLIENT.secret,
    ...extra,
  });

const tokenOf = (link: string) => link.replace('/invite/', '');

async function memberId(username: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from users where username = ${username}`,
  );
  return row!.id;
}

describe('the owner’s team screen', () => {
  it('lists the account’s users with role, order limit and status to an owner', async () => {
    const answer = await call('GET', '/api/cus/team', owner);
    expect(answer.statusCode).toBe(200);
    const members = answer.json().data.members as {
      username: string;
      role: string;
      order_limit: number | null;
    }[];
    expect(members.map((m) => [m.username, m.role, m.order_limit])).toEqual(
      expect.arrayContaining([
        [TRADE, 'owner', null],
        [BUYER, 'buyer', 2000],
        [VIEWER, 'viewer', null],
      ]),
    );
    expect(members.some((m) => m.username === GOLD_COAST)).toBe(false);
  });

  it('refuses a buyer and a viewer every team call with 403', async () => {
    const id = await memberId(VIEWER);
    for (const who of [buyer, viewer]) {
      const answers = await Promise.all([
        call('GET', '/api/cus/team', who),
        invite({ email: 'x@example.net', role: 'buyer' }, who),
        call('PUT', `/api/cus/team/members/${id}`, who, { role: 'buyer', order_limit: 10 }),
        call('POST', `/api/cus/team/members/${id}/status`, who, { disabled: true }),
        call('DELETE', '/api/cus/team/invitations/1', who),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().message).toBe(
          'Only an owner of the account can manage its team and approve orders.',
        );
      }
    }
  });

  it('answers 422 with field errors for a bad invitation, and for an address that already signs in', async () => {
    const bad = await invite({ email: 'not-an-email', role: 'chief', order_limit: -5 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'order_limit', 'role']);
    const empty = await invite({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.email).toEqual(['Email is required']);
    const taken = await invite({ email: BUYER.toUpperCase(), role: 'buyer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([`${BUYER} already signs in to Tyreline`]);
  });

  it('invites a buyer through a one-time link that signs them in with the role and limit, then stops working', async () => {
    const invited = await invite({ email: 'Casey@Example.net', role: 'buyer', order_limit: 750 });
    expect(invited.statusCode).toBe(201);
    const { invitation, link } = invited.json().data;
    expect(link).toMatch(/^\/invite\/[\w-]{43}$/);
    expect(invitation).toMatchObject({
      email: 'casey@example.net',
      role: 'buyer',
      order_limit: 750,
      invited_by: 'Sam Carter',
    });
    const stored = await rows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from team_invitations where id = ${invitation.id}`,
    );
    expect(stored[0]!.token_hash).not.toContain(tokenOf(link));
    expect((await call('GET', '/api/cus/team', owner)).json().data.invitations[0].email).toBe(
      'casey@example.net',
    );

    const preview = await call('GET', `/api/invites/${tokenOf(link)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      email: 'casey@example.net',
      account_name: expect.any(String),
      role: 'buyer',
    });

    const mismatch = await accept(tokenOf(link), {
      password_confirmation: 'something-else',
      password: 'short',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Password confirmation does not match'],
    });

    const accepted = await accept(tokenOf(link), { name: 'Casey Lee' });
    expect(accepted.statusCode).toBe(200);
    const account = await call('GET', '/api/cus/account', `Bearer ${accepted.json().access_token}`);
    expect(account.json().data).toMatchObject({
      username: 'casey@example.net',
      role: 'buyer',
      order_limit: 750,
    });
    expect((await t.login('casey@example.net', 'new-team-pass')).access_token).toBeTruthy();

    const again = await accept(tokenOf(link));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This invitation has already been used. Sign in with your email and password.',
    );
    expect((await call('GET', `/api/invites/${tokenOf(link)}`)).statusCode).toBe(409);
  });

  it('lets only one of two concurrent acceptances of a link through', async () => {
    const { link } = (await invite({ email: 'twice@example.net', role: 'viewer' })).json().data;
    const answers = await Promise.all([accept(tokenOf(link)), accept(tokenOf(link))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const users = await rows(t.database.db, sql`select id from users where username = 'twice@example.net'`);
    expect(users).toHaveLength(1);
  });

  it('answers an unknown link 404, an expired one 410 and a withdrawn one 404, never 500', async () => {
    const unknown = await accept('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This invitation link is not valid. Ask the account’s owner for a new one.',
    );
    const tooLong = await call('GET', `/api/invites/${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);

    const expired = (await invite({ email: 'late@example.net', role: 'buyer' })).json().data;
    await t.database.db.execute(
      sql`update team_invitations set expires_at = now() - interval '1 minute' where id = ${expired.invitation.id}`,
    );
    const late = await accept(tokenOf(expired.link));
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(
      'This invitation link has expired. Ask the account’s owner for a new one.',
    );
    expect((await call('GET', `/api/invites/${tokenOf(expired.link)}`)).statusCode).toBe(410);

    const withdrawn = (await invite({ email: 'gone@example.net', role: 'buyer' })).json().data;
    expect(
      (await call('DELETE', `/api/cus/team/invitations/${withdrawn.invitation.id}`, otherOwner)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/cus/team/invitations/${withdrawn.invitation.id}`, owner)).statusCode,
    ).toBe(204);
    expect((await accept(tokenOf(withdrawn.link))).statusCode).toBe(404);

    // Inviting the same address again replaces the earlier link.
    const first = (await invite({ email: 'again@example.net', role: 'buyer' })).json().data;
    const second = (await invite({ email: 'again@example.net', role: 'viewer' })).json().data;
    expect((await accept(tokenOf(first.link))).statusCode).toBe(404);
    expect((await accept(tokenOf(second.link))).statusCode).toBe(200);
  });

  it('changes a role and an order limit, clears the limit, and keeps a limit only for a buyer', async () => {
    const { link } = (await invite({ email: 'sasha@example.net', role: 'viewer' })).json().data;
    await accept(tokenOf(link));
    const id = await memberId('sasha@example.net');
    const limited = await call('PUT', `/api/cus/team/members/${id}`, owner, {
      role: 'buyer',
      order_limit: 1234.5,
    });
    expect(limited.statusCode).toBe(200);
    expect(limited.json().data).toMatchObject({ role: 'buyer', order_limit: 1234.5 });
    const cleared = await call('PUT', `/api/cus/team/members/${id}`, owner, {
      role: 'buyer',
      order_limit: null,
    });
    expect(cleared.json().data).toMatchObject({ role: 'buyer', order_limit: null });
    const viewerAgain = await call('PUT', `/api/cus/team/members/${id}`, owner, {
      role: 'viewer',
      order_limit: 50,
    });
    expect(viewerAgain.json().data).toMatchObject({ role: 'viewer', order_limit: null });
    const bad = await call('PUT', `/api/cus/team/members/${id}`, owner, {
      role: 'boss',
      order_limit: 'lots',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['order_limit', 'role']);
  });

  it('disables and enables a user (whose sessions end), but never the owner themselves or the last active owner', async () => {
    const { link } = (await invite({ email: 'temp@example.net', role: 'buyer' })).json().data;
    const session = `Bearer ${(await accept(tokenOf(link))).json().access_token}`;
    const id = await memberId('temp@example.net');
    const off = await call('POST', `/api/cus/team/members/${id}/status`, owner, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.disabled).toBe(true);
    expect((await call('GET', '/api/cus/account', session)).statusCode).toBe(401);
    const on = await call('POST', `/api/cus/team/members/${id}/status`, owner, { disabled: false });
    expect(on.json().data.disabled).toBe(false);

    const self = await memberId(TRADE);
    const disableSelf = await call('POST', `/api/cus/team/members/${self}/status`, owner, { disabled: true });
    expect(disableSelf.statusCode).toBe(403);
    expect(disableSelf.json().message).toBe(
      'You cannot change your own role or disable yourself. Ask another owner.',
    );
    expect((await call('PUT', `/api/cus/team/members/${self}`, owner, { role: 'buyer' })).statusCode).toBe(
      403,
    );

    // A second owner may demote the first, but not leave the account with no active owner.
    await call('PUT', `/api/cus/team/members/${id}`, owner, { role: 'owner' });
    const second = `Bearer ${(await t.login('temp@example.net', 'new-team-pass')).access_token}`;
    // Both try to demote each other at once: at most one wins, an owner always remains.
    const both = await Promise.all([
      call('PUT', `/api/cus/team/members/${self}`, second, { role: 'buyer' }),
      call('PUT', `/api/cus/team/members/${id}`, owner, { role: 'buyer' }),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((a) => a.statusCode === 409)!.json().message).toBe(
      'The account must keep at least one active owner.',
    );
    const owners = await rows(
      t.database.db,
      sql`select id from users where account_id = (select account_id from users where id = ${self})
          and role = 'owner' and not disabled`,
    );
    expect(owners).toHaveLength(1);
    // Put the demo owner back for the other tests.
    await t.database.db.execute(sql`update users set role = 'owner' where id = ${self}`);
    await t.database.db.execute(sql`update users set role = 'buyer' where id = ${id}`);
  });

  it('answers 404 for another account’s user, and 422 for a malformed id', async () => {
    const stranger = await memberId(GOLD_COAST);
    for (const answer of [
      await call('PUT', `/api/cus/team/members/${stranger}`, owner, { role: 'viewer' }),
      await call('POST', `/api/cus/team/members/${stranger}/status`, owner, { disabled: true }),
      await call('PUT', '/api/cus/team/members/999999', owner, { role: 'viewer' }),
    ])
      expect(answer.statusCode).toBe(404);
    expect((await call('PUT', '/api/cus/team/members/abc', owner, { role: 'viewer' })).statusCode).toBe(422);
    expect((await call('POST', `/api/cus/team/members/${stranger}/status`, owner, {})).statusCode).toBe(422);
  });
});
