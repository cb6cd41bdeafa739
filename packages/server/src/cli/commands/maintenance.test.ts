import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/client.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import { runCommand } from '../../../test/support/cli.ts';
import { maintenanceCommands } from './maintenance.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, { orders: false });
});
afterAll(async () => {
  await database?.close();
});

const purge = maintenanceCommands.find((c) => c.name === 'maintenance:purge')!;
const names = async (query: ReturnType<typeof sql>) =>
  (await rows<{ name: string }>(database.db, query)).map((r) => r.name).sort();

describe('maintenance:purge', () => {
  it('deletes expired tokens, checkout keys past 30 days, idle sign-in counters and long-dead invitations, and keeps everything still in force', async () => {
    const db = database.db;
    const [session] = await rows<{ id: number }>(
      db,
      sql`insert into auth_sessions (user_id, client_id)
          select u.id, c.id from users u, oauth_clients c where c.principal = 'customer' order by u.id, c.id limit 1
          returning id`,
    );
    await db.execute(sql`
      insert into auth_tokens (token_hash, session_id, kind, expires_at) values
        ('purge-expired-2-days', ${session!.id}, 'refresh', now() - interval '2 days'),
        ('purge-expired-1-hour', ${session!.id}, 'refresh', now() - interval '1 hour'),
        ('purge-valid', ${session!.id}, 'access', now() + interval '1 hour')`);
    await db.execute(sql`
      insert into idempotency_keys (account_id, key, request_hash, created_at)
      select a.id, k.key, 'hash', now() - k.age from (select id from accounts order by id limit 1) a,
        (values ('purge-31-days', interval '31 days'), ('purge-29-days', interval '29 days')) k(key, age)`);
    await db.execute(sql`
      insert into login_attempts (key, failures, window_started_at, locked_until) values
        ('ip:purge-idle', 3, now() - interval '2 days', null),
        ('ip:purge-still-locked', 9, now() - interval '2 days', now() + interval '1 hour'),
        ('ip:purge-counting', 1, now(), null)`);
    await db.execute(sql`
      insert into team_invitations (account_id, email, role, token_hash, invited_by_user_id, expires_at, revoked_at, accepted_at, accepted_user_id)
      select u.account_id, i.email, 'buyer', i.email, u.id, now() - i.expired, now() - i.revoked, now() - i.accepted,
             case when i.accepted is null then null else u.id end
      from (select id, account_id from users order by id limit 1) u,
        (values ('purge-expired-31-days', interval '31 days', null::interval, null::interval),
                ('purge-expired-29-days', interval '29 days', null, null),
                ('purge-withdrawn-31-days', interval '-1 day', interval '31 days', null),
                ('purge-accepted-long-ago', interval '60 days', null, interval '61 days'),
                ('purge-still-open', interval '-7 days', null, null)) i(email, expired, revoked, accepted)`);
    await db.execute(sql`
      insert into password_resets (token_hash, user_id, expires_at)
      select r.hash, u.id, now() - r.expired from (select id from users order by id limit 1) u,
        (values ('purge-reset-2-days', interval '2 days'), ('purge-reset-1-hour', interval '1 hour')) r(hash, expired)`);

    expect(await runCommand(purge, db, {})).toEqual([
      'Deleted 1 expired tokens, 1 checkout keys, 1 sign-in counters, 2 team invitations and 1 password reset links.',
    ]);
    expect(
      await names(sql`select token_hash as name from auth_tokens where token_hash like 'purge-%'`),
    ).toEqual(['purge-expired-1-hour', 'purge-valid']);
    expect(await names(sql`select key as name from idempotency_keys where key like 'purge-%'`)).toEqual([
      'purge-29-days',
    ]);
    expect(await names(sql`select key as name from login_attempts where key like 'ip:purge-%'`)).toEqual([
      'ip:purge-counting',
      'ip:purge-still-locked',
    ]);
    expect(
      await names(sql`select token_hash as name from password_resets where token_hash like 'purge-%'`),
    ).toEqual(['purge-reset-1-hour']);
    expect(await names(sql`select email as name from team_invitations where email like 'purge-%'`)).toEqual([
      'purge-accepted-long-ago',
      'purge-expired-29-days',
      'purge-still-open',
    ]);
    expect(await runCommand(purge, db, {})).toEqual([
      'Deleted 0 expired tokens, 0 checkout keys, 0 sign-in counters, 0 team invitations and 0 password reset links.',
    ]);
  });
});
