import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { staffUsers } from './staff.ts';

/** Who a client signs in: customer users (`users`) or the supplier's staff (`staff_users`), never both. */
export const PRINCIPAL_KINDS = ['customer', 'staff'] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  principal: text('principal', { enum: PRINCIPAL_KINDS }).notNull().default('customer'),
});

/** One sign-in of a customer user or of a staff user: every token issued from it, revoked together. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_staff_user_idx').on(t.staffUserId),
    check('auth_sessions_one_principal', sql`(${t.userId} is null) <> (${t.staffUserId} is null)`),
  ],
);

/** Tokens are random; only their SHA-256 hashes are stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => authSessions.id),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a refresh token is rotated; presenting it again revokes the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_session_idx').on(t.sessionId)],
);

/** Failed sign-ins per key (`user:<name>` or `ip:<address>`), shared by every server process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A forgotten password's single-use link for a customer user or a staff user; only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link sets a password (or a later link of the same person does): it works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_staff_user_idx').on(t.staffUserId),
    check('password_resets_one_principal', sql`(${t.userId} is null) <> (${t.staffUserId} is null)`),
  ],
);
