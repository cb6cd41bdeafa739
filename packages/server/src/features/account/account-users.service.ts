import { and, asc, eq, sql } from 'drizzle-orm';
import type { TeamMember } from '@tyreline/domain/contract/team';
import { toCents, toDollars } from '@tyreline/domain/money';
import { orderLimitFor, type TeamRole } from '@tyreline/domain/team';
import { inTransaction, type Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { audit } from '../../lib/audit.ts';

type UserRow = typeof users.$inferSelect;

/** Who makes a change: the supplier's staff (audited) or an owner of the account on its Team screen. */
export type ChangedBy = { staffId: number } | { ownerId: number };

export type UserOutcome =
  | { kind: 'done'; user: TeamMember; accountName: string }
  | { kind: 'account_not_found' }
  | { kind: 'not_found' }
  | { kind: 'username_taken'; username: string }
  /** An owner may not demote or disable themselves: another owner does that. */
  | { kind: 'self' }
  /** The change would leave the account with no active owner. */
  | { kind: 'last_owner' };

const toCustomerUser = (row: UserRow): TeamMember => ({
  id: row.id,
  username: row.username,
  name: row.name,
  disabled: row.disabled,
  created_at: row.createdAt.toISOString(),
  role: row.role,
  order_limit: row.orderLimitCents === null ? null : toDollars(row.orderLimitCents),
});

/** Thrown inside a change's transaction so it rolls back, caught outside as the outcome. */
class Undone extends Error {
  constructor(readonly outcome: UserOutcome) {
    super(outcome.kind);
  }
}

/** What the audit log keeps of a user: never the password hash, only when it last changed. */
const snapshot = (row: UserRow) => ({
  account_id: row.accountId,
  username: row.username,
  name: row.name,
  disabled: row.disabled,
  role: row.role,
  order_limit_cents: row.orderLimitCents,
  password_changed_at: row.passwordChangedAt.toISOString(),
});

/** Ends every session of a user, so a reset password or a disabled user takes effect at once. */
async function revokeSessions(tx: Db, userId: number, reason: string): Promise<void> {
  await tx.execute(
    sql`update auth_sessions set revoked_at = now(), revoked_reason = ${reason}
        where user_id = ${userId} and revoked_at is null`,
  );
}

/** An account's sign-ins, as the supplier manages them; the operator tool and the back office both come here. */
export function createAccountUsers(db: Db) {
  /** Locks one user of one account, or finds that it is not there. */
  const lockUser = async (tx: Db, accountId: number, userId: number) => {
    const [row] = await tx
      .select({ user: users, accountName: accounts.name })
      .from(users)
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
      .for('no key update', { of: users });
    return row;
  };

  /** Locks the account's active owners (in id order), so two owners demoting each other at once take turns. */
  const lockOwners = (tx: Db, accountId: number) =>
    tx.execute(
      sql`select id from users where account_id = ${accountId} and role = 'owner' and not disabled
          order by id for no key update`,
    );

  const change = async (
    accountId: number,
    userId: number,
    set: Partial<
      Pick<UserRow, 'passwordHash' | 'passwordChangedAt' | 'disabled' | 'role' | 'orderLimitCents'>
    >,
    action: string,
    by: ChangedBy | undefined,
  ): Promise<UserOutcome> => {
    try {
      return await inTransaction(db, (tx) => changeIn(tx, accountId, userId, set, action, by));
    } catch (error) {
      if (error instanceof Undone) return error.outcome;
      throw error;
    }
  };

  const changeIn = async (
    tx: Db,
    accountId: number,
    userId: number,
    set: Partial<
      Pick<UserRow, 'passwordHash' | 'passwordChangedAt' | 'disabled' | 'role' | 'orderLimitCents'>
    >,
    action: string,
    by: ChangedBy | undefined,
  ): Promise<UserOutcome> => {
    // The team's own owners must leave an active owner behind; the supplier's staff may disable anyone.
    const byOwner = by !== undefined && 'ownerId' in by;
    const touchesOwners = byOwner && (set.disabled !== undefined || set.role !== undefined);
    if (touchesOwners) await lockOwners(tx, accountId);
    const found = await lockUser(tx, accountId, userId);
    if (!found) return { kind: 'not_found' };
    if (touchesOwners && by.ownerId === userId) return { kind: 'self' };
    const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
    if (touchesOwners) {
      const [owners] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.role, 'owner'), eq(users.disabled, false)));
      if (owners!.count === 0) throw new Undone({ kind: 'last_owner' });
    }
    if (set.passwordHash || set.disabled) await revokeSessions(tx, userId, action);
    if (by && 'staffId' in by) {
      await audit(tx, {
        staffId: by.staffId,
        action,
        entityType: 'customer_user',
        entityId: userId,
        before: snapshot(found.user),
        after: snapshot(row!),
      });
    }
    return { kind: 'done', user: toCustomerUser(row!), accountName: found.accountName };
  };

  return {
    async list(accountId: number): Promise<TeamMember[]> {
      const found = await db
        .select()
        .from(users)
        .where(eq(users.accountId, accountId))
        .orderBy(asc(users.username));
      return found.map(toCustomerUser);
    },

    create(
      input: {
        accountId: number;
        username: string;
        name?: string | null;
        password: string;
        role?: TeamRole;
        orderLimitCents?: number | null;
      },
      by?: ChangedBy,
    ): Promise<UserOutcome> {
      return inTransaction(db, async (tx) => {
        const username = input.username.trim().toLowerCase();
        const account = await tx.query.accounts.findFirst({ where: eq(accounts.id, input.accountId) });
        if (!account) return { kind: 'account_not_found' };
        const [row] = await tx
          .insert(users)
          .values({
            accountId: account.id,
            username,
            name: input.name?.trim() || username,
            passwordHash: await hashPassword(input.password),
            role: input.role ?? 'owner',
            orderLimitCents: orderLimitFor(input.role ?? 'owner', input.orderLimitCents ?? null),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return { kind: 'username_taken', username };
        if (by && 'staffId' in by) {
          await audit(tx, {
            staffId: by.staffId,
            action: 'customer_user.create',
            entityType: 'customer_user',
            entityId: row.id,
            before: null,
            after: snapshot(row),
          });
        }
        return { kind: 'done', user: toCustomerUser(row), accountName: account.name };
      });
    },

    /** Sets a new password and signs the user out everywhere. */
    async resetPassword(accountId: number, userId: number, password: string, by?: ChangedBy) {
      const passwordHash = await hashPassword(password);
      return change(
        accountId,
        userId,
        { passwordHash, passwordChangedAt: new Date() },
        'customer_user.reset_password',
        by,
      );
    },

    /** A disabled user is refused at sign-in and on every call (499); their sessions end at once. */
    setDisabled(accountId: number, userId: number, disabled: boolean, by?: ChangedBy) {
      return change(
        accountId,
        userId,
        { disabled },
        disabled ? 'customer_user.disable' : 'customer_user.enable',
        by,
      );
    },

    /** A user's role on the team and order limit (dollars; kept only for a buyer); an owner's change keeps an active owner. */
    setRole(
      accountId: number,
      userId: number,
      input: { role: TeamRole; order_limit: number | null },
      by?: ChangedBy,
    ) {
      const orderLimitCents = orderLimitFor(
        input.role,
        input.order_limit === null ? null : toCents(input.order_limit),
      );
      return change(accountId, userId, { role: input.role, orderLimitCents }, 'customer_user.set_role', by);
    },
  };
}
