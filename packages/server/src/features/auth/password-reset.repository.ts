import { sql } from 'drizzle-orm';
import type { PrincipalKind } from '../../db/schema/auth.ts';
import { rows, type Db } from '../../db/client.ts';

/** Someone who may ask for a reset link: a customer user or a member of staff. */
export interface ResetPerson {
  id: number;
  username: string;
  name: string;
  /** A disabled user, account or staff sign-in gets no link. */
  disabled: boolean;
  accountId: number | null;
}

/** The column of `password_resets` and `auth_sessions` that names each kind of person. */
const personColumn = (kind: PrincipalKind) => sql.raw(kind === 'customer' ? 'user_id' : 'staff_user_id');

/** Reset links (only their tokens' hashes), and what using one changes: the password and every session. */
export function createPasswordResetRepository(db: Db, kind: PrincipalKind) {
  const column = personColumn(kind);
  return {
    async findPerson(username: string): Promise<ResetPerson | undefined> {
      const name = username.trim().toLowerCase();
      const [row] =
        kind === 'customer'
          ? await rows<{ id: number; username: string; name: string; disabled: boolean; account_id: number }>(
              db,
              sql`select u.id, u.username, u.name, (u.disabled or a.disabled) as disabled, a.id as account_id
                  from users u join accounts a on a.id = u.account_id where u.username = ${name}`,
            )
          : await rows<{ id: number; username: string; name: string; disabled: boolean; account_id: null }>(
              db,
              sql`select id, username, name, disabled, null as account_id from staff_users where username = ${name}`,
            );
      return row && { ...row, accountId: row.account_id };
    },

    async insert(personId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.execute(
        sql`insert into password_resets (token_hash, ${column}, expires_at)
            values (${tokenHash}, ${personId}, ${expiresAt.toISOString()})`,
      );
    },

    /**
     * Marks a usable link used, atomically (of two tries exactly one wins); undefined if none is usable. A link
     * mailed before its person (or their account) was disabled no longer works.
     */
    async consume(tokenHash: string, at: Date): Promise<number | undefined> {
      const enabled =
        kind === 'customer'
          ? sql`exists (select 1 from users u join accounts a on a.id = u.account_id
                        where u.id = password_resets.user_id and not u.disabled and not a.disabled)`
          : sql`exists (select 1 from staff_users s where s.id = password_resets.staff_user_id and not s.disabled)`;
      const [row] = await rows<{ person_id: number }>(
        db,
        sql`update password_resets set used_at = ${at.toISOString()}
            where token_hash = ${tokenHash} and ${column} is not null and used_at is null
              and expires_at > ${at.toISOString()} and ${enabled}
            returning ${column} as person_id`,
      );
      return row?.person_id;
    },

    /** The person's other links stop working once one of them has set a password. */
    async retireOthers(personId: number, at: Date): Promise<void> {
      await db.execute(
        sql`update password_resets set used_at = ${at.toISOString()}
            where ${column} = ${personId} and used_at is null`,
      );
    },

    async setPassword(personId: number, passwordHash: string): Promise<void> {
      await db.execute(
        kind === 'customer'
          ? sql`update users set password_hash = ${passwordHash}, password_changed_at = now() where id = ${personId}`
          : sql`update staff_users set password_hash = ${passwordHash}, version = version + 1 where id = ${personId}`,
      );
    },

    /** Ends every session of the person: whoever knew the old password is signed out everywhere. */
    async revokeSessions(personId: number, reason: string): Promise<void> {
      await db.execute(
        sql`update auth_sessions set revoked_at = now(), revoked_reason = ${reason}
            where ${column} = ${personId} and revoked_at is null`,
      );
    },
  };
}
