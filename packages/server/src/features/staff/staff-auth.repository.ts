import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@tyreline/domain/staff';
import { rows, type Db } from '../../db/client.ts';
import { authSessions } from '../../db/schema/auth.ts';
import type { CallerLookup } from '../../lib/caller-cache.ts';
import { staffUsers } from '../../db/schema/staff.ts';

/** A signed-in staff member: resolved from an access token for /api/staff calls (through the caller cache). */
export interface StaffCaller {
  staffId: number;
  username: string;
  name: string;
  role: StaffRole;
  sessionId: number;
  /** The warehouses whose orders and stock they see; empty for every warehouse (decision 0052). */
  warehouseIds: number[];
}

/** Staff sign-in data; sessions and tokens live in the customer tables, tied by `staff_user_id`. */
export function createStaffAuthRepository(db: Db) {
  return {
    async findForLogin(username: string) {
      const [row] = await db
        .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash, disabled: staffUsers.disabled })
        .from(staffUsers)
        .where(eq(staffUsers.username, username.toLowerCase()));
      return row;
    },

    async createSession(staffUserId: number, clientId: string): Promise<number> {
      const [row] = await db
        .insert(authSessions)
        .values({ staffUserId, clientId })
        .returning({ id: authSessions.id });
      return row!.id;
    },

    async isDisabled(sessionId: number): Promise<boolean | undefined> {
      const [row] = await rows<{ disabled: boolean }>(
        db,
        sql`select su.disabled from auth_sessions s join staff_users su on su.id = s.staff_user_id
            where s.id = ${sessionId}`,
      );
      return row?.disabled;
    },

    /** Only a staff session's token matches: a customer's token never names a staff user. */
    async callerByAccessToken(hash: string): Promise<CallerLookup<StaffCaller> | undefined> {
      const [row] = await rows<{
        staff_id: number;
        username: string;
        name: string;
        role: StaffRole;
        session_id: number;
        expires_at: Date | string;
        warehouse_ids: number[];
      }>(
        db,
        sql`select su.id as staff_id, su.username, su.name, su.role, s.id as session_id, t.expires_at,
                   coalesce((select json_agg(w.warehouse_id order by w.warehouse_id)
                             from staff_user_warehouses w where w.staff_user_id = su.id), '[]') as warehouse_ids
            from auth_tokens t
            join auth_sessions s on s.id = t.session_id
            join staff_users su on su.id = s.staff_user_id
            where t.token_hash = ${hash} and t.kind = 'access' and t.expires_at > now()
              and s.revoked_at is null and not su.disabled`,
      );
      if (!row) return undefined;
      return {
        caller: {
          staffId: row.staff_id,
          username: row.username,
          name: row.name,
          role: row.role,
          sessionId: row.session_id,
          warehouseIds: row.warehouse_ids,
        },
        expiresAt: new Date(row.expires_at),
      };
    },
  };
}
