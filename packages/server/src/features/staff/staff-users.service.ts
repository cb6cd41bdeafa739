import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffUser } from '@tyreline/domain/contract/staff-users';
import { staffMay, type StaffRole } from '@tyreline/domain/staff';
import { inTransaction, type Db } from '../../db/client.ts';
import { staffUsers, staffUserWarehouses } from '../../db/schema/staff.ts';
import { warehouses } from '../../db/schema/catalogue.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { audit } from '../../lib/audit.ts';

type StaffRow = typeof staffUsers.$inferSelect;

export type CreateStaffOutcome =
  | { kind: 'created'; user: StaffUser }
  | { kind: 'username_taken'; username: string }
  | { kind: 'unknown_warehouse'; warehouseId: number };

export type StaffUserOutcome =
  | { kind: 'done'; user: StaffUser }
  | { kind: 'not_found' }
  /** The administrator lost their role or was disabled meanwhile. */
  | { kind: 'forbidden' }
  /** An administrator may not take their own role away or disable themselves. */
  | { kind: 'self'; change: 'role' | 'disable' }
  /** A warehouse that does not exist. */
  | { kind: 'unknown_warehouse'; warehouseId: number }
  | { kind: 'stale'; user: StaffUser };

/** An administrator's change: audited, and refused when the member of staff moved past the version they saw. */
export interface StaffUserEdit {
  staffId: number;
  version: number;
}

const toStaffUser = (row: StaffRow, warehouseIds: number[]): StaffUser => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  warehouse_ids: warehouseIds,
  version: row.version,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a member of staff: never the password hash. */
const snapshot = (row: StaffRow, warehouseIds: number[]) => ({
  username: row.username,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  warehouse_ids: warehouseIds,
  version: row.version,
});

/** Each member of staff's warehouses (decision 0052), in id order; none for every warehouse. */
async function warehousesOf(tx: Db, staffIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return found;
  const links = await tx
    .select()
    .from(staffUserWarehouses)
    .where(inArray(staffUserWarehouses.staffUserId, staffIds))
    .orderBy(asc(staffUserWarehouses.warehouseId));
  for (const link of links) found.get(link.staffUserId)?.push(link.warehouseId);
  return found;
}

/** Replaces a member of staff's warehouses; the first id that names no warehouse when one does not exist. */
async function setWarehouses(tx: Db, staffId: number, warehouseIds: number[]): Promise<number | undefined> {
  if (warehouseIds.length > 0) {
    const known = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(inArray(warehouses.id, warehouseIds));
    const unknown = warehouseIds.find((id) => !known.some((w) => w.id === id));
    if (unknown !== undefined) return unknown;
  }
  await tx.delete(staffUserWarehouses).where(eq(staffUserWarehouses.staffUserId, staffId));
  if (warehouseIds.length > 0)
    await tx
      .insert(staffUserWarehouses)
      .values(warehouseIds.map((warehouseId) => ({ staffUserId: staffId, warehouseId })));
  return undefined;
}

/** Thrown inside a transaction to undo it when a warehouse is unknown. */
class UnknownWarehouse extends Error {
  constructor(readonly warehouseId: number) {
    super(`Unknown warehouse ${warehouseId}`);
  }
}

/** Ends every session of a member of staff, so a new password or a disabled sign-in takes effect at once. */
async function revokeSessions(tx: Db, staffUserId: number, reason: string): Promise<void> {
  await tx.execute(
    sql`update auth_sessions set revoked_at = now(), revoked_reason = ${reason}
        where staff_user_id = ${staffUserId} and revoked_at is null`,
  );
}

/** A staff sign-in; the operator tool's `staff:create` and the back office both create staff through here. */
export async function createStaffUser(
  db: Db,
  input: {
    username: string;
    name?: string | null;
    role: StaffRole;
    password: string;
    warehouse_ids?: number[] | undefined;
  },
  by?: { staffId: number },
): Promise<CreateStaffOutcome> {
  const username = input.username.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const warehouseIds = input.warehouse_ids ?? [];
  return inTransaction(db, async (tx): Promise<CreateStaffOutcome> => {
    const [row] = await tx
      .insert(staffUsers)
      .values({ username, name: input.name?.trim() || username, role: input.role, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) return { kind: 'username_taken', username };
    const unknown = await setWarehouses(tx, row.id, warehouseIds);
    if (unknown !== undefined) throw new UnknownWarehouse(unknown);
    if (by) {
      await audit(tx, {
        staffId: by.staffId,
        action: 'staff_user.create',
        entityType: 'staff_user',
        entityId: row.id,
        before: null,
        after: snapshot(row, warehouseIds),
      });
    }
    return { kind: 'created', user: toStaffUser(row, warehouseIds) };
  }).catch((error: unknown): CreateStaffOutcome => {
    if (error instanceof UnknownWarehouse)
      return { kind: 'unknown_warehouse', warehouseId: error.warehouseId };
    throw error;
  });
}

/** The supplier’s staff as administrators manage them (decision 0030). */
export function createStaffUsers(db: Db) {
  /**
   * Changes one member of staff under a row lock on them and on the administrator, taken in id order, so
   * two administrators changing each other at once run one after the other and the second sees the first.
   */
  const change = (
    id: number,
    by: StaffUserEdit,
    set: Partial<Pick<StaffRow, 'name' | 'role' | 'disabled' | 'passwordHash'>>,
    action: string,
    warehouseIds?: number[],
  ): Promise<StaffUserOutcome> =>
    inTransaction(db, async (tx): Promise<StaffUserOutcome> => {
      const locked = await tx
        .select()
        .from(staffUsers)
        .where(inArray(staffUsers.id, [id, by.staffId]))
        .orderBy(asc(staffUsers.id))
        .for('update');
      const target = locked.find((row) => row.id === id);
      const caller = locked.find((row) => row.id === by.staffId);
      if (!caller || caller.disabled || !staffMay(caller.role, 'manageStaff')) return { kind: 'forbidden' };
      if (!target) return { kind: 'not_found' };
      if (id === by.staffId && set.role !== undefined && !staffMay(set.role, 'manageStaff'))
        return { kind: 'self', change: 'role' };
      if (id === by.staffId && set.disabled) return { kind: 'self', change: 'disable' };
      const before = (await warehousesOf(tx, [id])).get(id)!;
      if (target.version !== by.version) return { kind: 'stale', user: toStaffUser(target, before) };
      if (warehouseIds) {
        const unknown = await setWarehouses(tx, id, warehouseIds);
        if (unknown !== undefined) throw new UnknownWarehouse(unknown);
      }
      const after = warehouseIds ?? before;
      const [row] = await tx
        .update(staffUsers)
        .set({ ...set, version: sql`${staffUsers.version} + 1` })
        .where(eq(staffUsers.id, id))
        .returning();
      if (set.passwordHash || set.disabled) await revokeSessions(tx, id, action);
      await audit(tx, {
        staffId: by.staffId,
        action,
        entityType: 'staff_user',
        entityId: id,
        before: snapshot(target, before),
        // A reset is recorded as one, never with the password or its hash.
        after: set.passwordHash ? { ...snapshot(row!, after), password: 'reset' } : snapshot(row!, after),
      });
      return { kind: 'done', user: toStaffUser(row!, after) };
    }).catch((error: unknown): StaffUserOutcome => {
      if (error instanceof UnknownWarehouse)
        return { kind: 'unknown_warehouse', warehouseId: error.warehouseId };
      throw error;
    });

  return {
    async list(): Promise<StaffUser[]> {
      const found = await db.select().from(staffUsers).orderBy(asc(staffUsers.username));
      const places = await warehousesOf(
        db,
        found.map((row) => row.id),
      );
      return found.map((row) => toStaffUser(row, places.get(row.id)!));
    },

    /** Name, role and warehouses; they apply from the next call, since every call reads them afresh. */
    edit(
      id: number,
      values: { name: string; role: StaffRole; warehouse_ids?: number[] | undefined },
      by: StaffUserEdit,
    ) {
      const { warehouse_ids, ...set } = values;
      return change(id, by, set, 'staff_user.update', warehouse_ids);
    },

    /** A disabled member of staff is refused at sign-in and on every call (401); their sessions end at once. */
    setDisabled(id: number, disabled: boolean, by: StaffUserEdit) {
      return change(id, by, { disabled }, disabled ? 'staff_user.disable' : 'staff_user.enable');
    },

    /** Sets a new password and signs them out everywhere. */
    async resetPassword(id: number, password: string, by: StaffUserEdit) {
      return change(id, by, { passwordHash: await hashPassword(password) }, 'staff_user.reset_password');
    },
  };
}
