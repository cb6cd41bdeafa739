import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntityType } from '@tyreline/domain/contract/staff';
import type { Db } from '../db/client.ts';

export interface AuditRecord {
  staffId: number;
  /** A verb for what happened, e.g. `order.transition`. */
  action: string;
  entityType: AuditEntityType;
  entityId: number;
  before: unknown;
  after: unknown;
}

/** The insert of a staff write's audit line, for a statement that writes it together with the write itself. */
export function auditInsert(entry: AuditRecord): SQL {
  return sql`insert into audit_log (staff_user_id, action, entity_type, entity_id, before, after)
             values (${entry.staffId}, ${entry.action}, ${entry.entityType}, ${entry.entityId},
                     ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
                     ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`;
}

/** Records a staff write; call it with the write's own transaction, so both happen or neither does. */
export async function audit(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.execute(auditInsert(entry));
}
