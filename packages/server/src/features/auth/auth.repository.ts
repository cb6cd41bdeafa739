import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '@tyreline/domain/team';
import { rows, type Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/accounts.ts';
import { authSessions, authTokens, oauthClients } from '../../db/schema/auth.ts';
import type { CallerLookup } from '../../lib/caller-cache.ts';

/** Who is calling: resolved from an access token on every request. */
export interface Caller {
  userId: number;
  username: string;
  accountId: number;
  departmentId: number;
  sessionId: number;
  accountDisabled: boolean;
  /** The user's role on the account's team. */
  role: TeamRole;
  /** A buyer's most per order, GST inclusive; null = no limit. */
  orderLimitCents: number | null;
}

/** A user is refused (499) when their account is disabled or they are, each set by the supplier. */
const userOrAccountDisabled = sql<boolean>`(${accounts.disabled} or ${users.disabled})`;

export function createAuthRepository(db: Db) {
  return {
    findClient(id: string) {
      return db.query.oauthClients.findFirst({ where: eq(oauthClients.id, id) });
    },

    async findUserForLogin(username: string) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          accountDisabled: userOrAccountDisabled,
        })
        .from(users)
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(eq(users.username, username.toLowerCase()));
      return row;
    },

    findUserById(id: number) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    async createSession(userId: number, clientId: string): Promise<number> {
      const [row] = await db
        .insert(authSessions)
        .values({ userId, clientId })
        .returning({ id: authSessions.id });
      return row!.id;
    },

    async insertTokens(
      sessionId: number,
      tokens: { hash: string; kind: 'access' | 'refresh'; expiresAt: Date }[],
    ): Promise<void> {
      await db
        .insert(authTokens)
        .values(tokens.map((t) => ({ tokenHash: t.hash, sessionId, kind: t.kind, expiresAt: t.expiresAt })));
    },

    /** Marks a refresh token used, atomically: only one caller ever wins a given token. */
    async consumeRefreshToken(hash: string) {
      const [row] = await rows<{ session_id: number; expired: boolean; revoked: boolean; client_id: string }>(
        db,
        sql`update auth_tokens t set used_at = now()
            from auth_sessions s
            where t.token_hash = ${hash} and t.kind = 'refresh' and t.used_at is null and s.id = t.session_id
            returning t.session_id, t.expires_at <= now() as expired, s.revoked_at is not null as revoked, s.client_id`,
      );
      return row;
    },

    /** A refresh token already rotated, and whether that was within the last `graceSeconds`; access tokens never match. */
    async findUsedRefreshToken(hash: string, graceSeconds: number) {
      const [row] = await rows<{
        session_id: number;
        within_grace: boolean;
        expired: boolean;
        revoked: boolean;
        client_id: string;
      }>(
        db,
        sql`select t.session_id, t.used_at > now() - make_interval(secs => ${graceSeconds}) as within_grace,
                   t.expires_at <= now() as expired, s.revoked_at is not null as revoked, s.client_id
            from auth_tokens t join auth_sessions s on s.id = t.session_id
            where t.token_hash = ${hash} and t.kind = 'refresh' and t.used_at is not null`,
      );
      return row;
    },

    async sessionUser(sessionId: number) {
      const [row] = await db
        .select({ userId: authSessions.userId, accountDisabled: userOrAccountDisabled })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(eq(authSessions.id, sessionId));
      return row;
    },

    async revokeSession(sessionId: number, reason: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },

    async revokeOtherSessions(userId: number, keepSessionId: number, reason: string): Promise<void> {
      await db.execute(
        sql`update auth_sessions set revoked_at = now(), revoked_reason = ${reason}
            where user_id = ${userId} and id <> ${keepSessionId} and revoked_at is null`,
      );
    },

    async callerByAccessToken(hash: string): Promise<CallerLookup<Caller> | undefined> {
      const [row] = await rows<{
        user_id: number;
        username: string;
        account_id: number;
        department_id: number;
        session_id: number;
        disabled: boolean;
        role: TeamRole;
        order_limit_cents: number | null;
        expires_at: Date | string;
      }>(
        db,
        sql`select u.id as user_id, u.username, a.id as account_id, a.department_id, s.id as session_id, (a.disabled or u.disabled) as disabled,
                   u.role, u.order_limit_cents, t.expires_at
            from auth_tokens t
            join auth_sessions s on s.id = t.session_id
            join users u on u.id = s.user_id
            join accounts a on a.id = u.account_id
            where t.token_hash = ${hash} and t.kind = 'access' and t.expires_at > now() and s.revoked_at is null`,
      );
      if (!row) return undefined;
      return {
        caller: {
          userId: row.user_id,
          username: row.username,
          accountId: row.account_id,
          departmentId: row.department_id,
          sessionId: row.session_id,
          accountDisabled: row.disabled,
          role: row.role,
          orderLimitCents: row.order_limit_cents,
        },
        expiresAt: new Date(row.expires_at),
      };
    },

    async updatePassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
