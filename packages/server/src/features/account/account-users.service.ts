import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerUser } from '@tyreline/domain/contract/staff-accounts';
import { inTransaction, type Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { audit } from '../staff/audit.ts';

type UserRow = typeof users.$inferSelect;

export type UserOutcome =
  | { kind: 'done'; user: CustomerUser; accountName: string }
  | { kind: 'account_not_found' }
  | { kind: 'not_found' }
  | { kind: 'username_taken'; username: string };

const toCustomerUser = (row: UserRow): CustomerUser => ({
  id: row.id,
  username: row.username,
  name: row.name,
  disabled: row.disabled,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a user: never the password hash, only when it last changed. */
const snapshot = (row: UserRow) => ({
  account_id: row.accountId,
  username: row.username,
  name: row.name,
  disabled: row.disabled,
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

  const change = (
    accountId: number,
    userId: number,
    set: Partial<Pick<UserRow, 'passwordHash' | 'passwordChangedAt' | 'disabled'>>,
    action: string,
    by: { staffId: number } | undefined,
  ): Promise<UserOutcome> =>
    inTransaction(db, async (tx) => {
      const found = await lockUser(tx, accountId, userId);
      if (!found) return { kind: 'not_found' };
      const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
      if (set.passwordHash || set.disabled) await revokeSessions(tx, userId, action);
      if (by) {
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
    });

  return {
    async list(accountId: number): Promise<CustomerUser[]> {
      const found = await db
        .select()
        .from(users)
        .where(eq(users.accountId, accountId))
        .orderBy(asc(users.username));
      return found.map(toCustomerUser);
    },

    create(
      input: { accountId: number; username: string; name?: string | null; password: string },
      by?: { staffId: number },
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
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return { kind: 'username_taken', username };
        if (by) {
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
    async resetPassword(accountId: number, userId: number, password: string, by?: { staffId: number }) {
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
    setDisabled(accountId: number, userId: number, disabled: boolean, by?: { staffId: number }) {
      return change(
        accountId,
        userId,
        { disabled },
        disabled ? 'customer_user.disable' : 'customer_user.enable',
        by,
      );
    },
  };
}
