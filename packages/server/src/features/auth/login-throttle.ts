import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';

export interface ThrottleLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  lockSeconds: number;
}

/**
 * Failed sign-ins are counted in the database, so every server process enforces the same limit. Usernames
 * are counted per kind (`user:` customers, `staff:` staff); an address counts across both. Password-reset
 * requests are counted the same way under keys of their own (`reset-user:`, `reset-staff:`, `reset-ip:`).
 */
export function createLoginThrottle(
  db: Db,
  limits: ThrottleLimits,
  userKeyPrefix: 'user' | 'staff' | 'reset-user' | 'reset-staff' = 'user',
  addressKeyPrefix: 'ip' | 'reset-ip' = 'ip',
) {
  const keysOf = (username: string, address: string) => ({
    user: `${userKeyPrefix}:${username.toLowerCase()}`,
    address: `${addressKeyPrefix}:${address}`,
  });
  return {
    async isLocked(username: string, address: string): Promise<boolean> {
      const keys = keysOf(username, address);
      const locked = await rows<{ key: string }>(
        db,
        sql`select key from login_attempts
            where key in (${keys.user}, ${keys.address}) and locked_until > now()`,
      );
      return locked.length > 0;
    },

    async recordFailure(username: string, address: string): Promise<void> {
      const keys = keysOf(username, address);
      for (const [key, max] of [
        [keys.user, limits.maxFailuresPerUser],
        [keys.address, limits.maxFailuresPerAddress],
      ] as const) {
        const window = `${limits.lockSeconds} seconds`;
        await db.execute(sql`
          insert into login_attempts as a (key, failures, window_started_at, locked_until)
          values (${key}, 1, now(), case when 1 >= ${max} then now() + ${window}::interval end)
          on conflict (key) do update set
            failures = case when a.window_started_at < now() - ${window}::interval then 1 else a.failures + 1 end,
            window_started_at = case when a.window_started_at < now() - ${window}::interval then now() else a.window_started_at end,
            locked_until = case
              when (case when a.window_started_at < now() - ${window}::interval then 1 else a.failures + 1 end) >= ${max}
              then now() + ${window}::interval
              else a.locked_until end`);
      }
    },

    async recordSuccess(username: string): Promise<void> {
      await db.execute(sql`delete from login_attempts where key = ${keysOf(username, '').user}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
