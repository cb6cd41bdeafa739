import { eq } from 'drizzle-orm';
import type { StaffRole } from '@tyreline/domain/staff';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { hashPassword } from '../auth/passwords.ts';

export type CreateStaffOutcome =
  | { kind: 'created'; id: number; username: string; role: StaffRole }
  | { kind: 'username_taken'; username: string };

/** A staff sign-in; the operator tool and the demo seed both create staff through here. */
export async function createStaffUser(
  db: Db,
  input: { username: string; name: string; role: StaffRole; password: string },
): Promise<CreateStaffOutcome> {
  const username = input.username.trim().toLowerCase();
  if (await db.query.staffUsers.findFirst({ where: eq(staffUsers.username, username) })) {
    return { kind: 'username_taken', username };
  }
  const [row] = await db
    .insert(staffUsers)
    .values({
      username,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  if (!row) return { kind: 'username_taken', username };
  return { kind: 'created', id: row.id, username, role: input.role };
}
