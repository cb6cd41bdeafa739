import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { WEB_CLIENT } from '../../db/seed/demo.ts';
import { TRADE } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://shop.example.com' });
  owner = (await t.authAs(TRADE)).authorization;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from mail_outbox`);
});

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: owner }, ...(payload ? { payload } : {}) });
const mails = () =>
  rows<{ kind: string; to_address: string; subject: string; text: string; html: string }>(
    t.database.db,
    sql`select kind, to_address, subject, text, html from mail_outbox order by id`,
  );
const accept = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invites/${token}/accept`,
    payload: {
      password: 'new-team-pass',
      password_confirmation: 'new-team-pass',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
    },
  });
const tokenIn = (text: string) => /https:\/\/shop\.example\.com\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('the invitation e-mail', () => {
  it('is queued with the invitation and carries the same link the owner can copy', async () => {
    const response = await post('/api/cus/team/invitations', {
      email: 'mailed-invitee@example.com',
      role: 'buyer',
      order_limit: 500,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copied = response.json().data.link as string;
    const [mail] = await mails();
    expect(mail).toMatchObject({ kind: 'team.invitation', to_address: 'mailed-invitee@example.com' });
    expect(mail!.text).toContain('as buyer');
    expect(`/invite/${tokenIn(mail!.text)}`).toBe(copied);
  });

  it('escapes the account’s and the inviter’s names in the HTML', async () => {
    const [before] = await rows<{ name: string }>(
      t.database.db,
      sql`select name from users where username = ${TRADE}`,
    );
    await t.database.db.execute(
      sql`update users set name = '<img src=x onerror=alert(1)>' where username = ${TRADE}`,
    );
    try {
      await post('/api/cus/team/invitations', {
        email: 'escaped-invitee@example.com',
        role: 'viewer',
        order_limit: null,
      });
      const [mail] = await mails();
      expect(mail!.html).not.toContain('<img src=x');
      expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    } finally {
      await t.database.db.execute(sql`update users set name = ${before!.name} where username = ${TRADE}`);
    }
  });

  it('is sent again by Resend with a new link; the old link stops working and the new one signs in', async () => {
    const first = await post('/api/cus/team/invitations', {
      email: 'resent-invitee@example.com',
      role: 'viewer',
      order_limit: null,
    });
    const id = first.json().data.invitation.id as number;
    const resent = await post(`/api/cus/team/invitations/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json().data.invitation).toMatchObject({
      email: 'resent-invitee@example.com',
      role: 'viewer',
    });
    const [oldMail, newMail] = await mails();
    const oldToken = tokenIn(oldMail!.text)!;
    const newToken = tokenIn(newMail!.text)!;
    expect(newToken).not.toBe(oldToken);
    expect(`/invite/${newToken}`).toBe(resent.json().data.link);
    expect((await accept(oldToken)).statusCode).toBe(404);
    expect((await accept(newToken)).statusCode).toBe(200);
    expect((await post(`/api/cus/team/invitations/${id}/resend`)).statusCode).toBe(404);
  });

  it('answers 404 for a resend of an unknown invitation and 422 for a malformed id, never 500', async () => {
    expect((await post('/api/cus/team/invitations/999999/resend')).statusCode).toBe(404);
    expect((await post('/api/cus/team/invitations/abc/resend')).statusCode).toBe(422);
  });
});
