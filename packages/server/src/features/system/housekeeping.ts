import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';

/** How long a checkout's Idempotency-Key answers a retry with the same order; older keys are deleted. */
export const IDEMPOTENCY_KEY_DAYS = 30;

/**
 * How long an invitation nobody accepted is kept after it expired or was withdrawn: its link says
 * "expired" that long (then "not valid"), and the owner can see whom they invited.
 */
export const STALE_INVITATION_DAYS = 30;

export interface Purged {
  /** Access and refresh tokens expired for more than a day (an expired token is refused either way). */
  tokens: number;
  /** Checkout keys older than IDEMPOTENCY_KEY_DAYS: a retry that late places a new order. */
  idempotencyKeys: number;
  /** Failed sign-in counters neither locking nor counting any more (a day past their window). */
  loginAttempts: number;
  /** Team invitations never accepted, expired or withdrawn more than STALE_INVITATION_DAYS ago. */
  invitations: number;
  /** Password reset links expired for more than a day (used or not: either way they open nothing). */
  passwordResets: number;
}

/**
 * Deletes what only grows and no longer decides anything: expired tokens, old checkout keys, stale
 * sign-in counters, long-dead team invitations and
 * expired password reset links. Safe to run from several processes at once (each row
 * goes once); the server runs it hourly and the operator tool on demand (`maintenance:purge`).
 */
export async function purgeExpired(db: Db): Promise<Purged> {
  const [counts] = await rows<Purged>(
    db,
    sql`with tokens as (
          delete from auth_tokens where expires_at < now() - interval '1 day' returning 1
        ), keys as (
          delete from idempotency_keys
          where created_at < now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS}) returning 1
        ), attempts as (
          delete from login_attempts
          where window_started_at < now() - interval '1 day'
            and (locked_until is null or locked_until < now())
          returning 1
        ), invitations as (
          delete from team_invitations
          where accepted_at is null
            and least(expires_at, coalesce(revoked_at, expires_at))
                < now() - make_interval(days => ${STALE_INVITATION_DAYS})
          returning 1
        ), resets as (
          delete from password_resets where expires_at < now() - interval '1 day' returning 1
        )
        select (select count(*) from tokens)::int as "tokens",
               (select count(*) from keys)::int as "idempotencyKeys",
               (select count(*) from attempts)::int as "loginAttempts",
               (select count(*) from invitations)::int as "invitations",
               (select count(*) from resets)::int as "passwordResets"`,
  );
  return counts!;
}

/** Runs `purgeExpired` every `everyMs` in the background; the returned function stops it. */
export function purgeEvery(db: Db, everyMs: number, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => purgeExpired(db).catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
