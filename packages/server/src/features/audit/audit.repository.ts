import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntityType, AuditEntry, AuditQuery } from '@tyreline/domain/contract/staff';
import type { StaffRole } from '@tyreline/domain/staff';
import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { rows, type Db } from '../../db/client.ts';

/**
 * What staff changed on an entity after the version someone saw: the top-level fields whose value differs
 * between an entry's before and after, and who made them. Edits made without a staff member (the operator
 * tool) leave no entry, so an empty answer means "changed outside the back office".
 */
export async function changesSince(
  db: Db,
  entityType: AuditEntityType,
  entityId: number,
  seenVersion: number,
): Promise<{ fields: string[]; staffNames: string[] }> {
  const entries = await rows<{
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    name: string;
  }>(
    db,
    sql`select l.before, l.after, su.name from audit_log l join staff_users su on su.id = l.staff_user_id
        where l.entity_type = ${entityType} and l.entity_id = ${entityId}
          and (l.after ->> 'version')::int > ${seenVersion}
        order by l.id`,
  );
  const fields = new Set<string>();
  const staffNames = new Set<string>();
  for (const entry of entries) {
    staffNames.add(entry.name);
    for (const key of Object.keys({ ...entry.before, ...entry.after })) {
      if (key === 'version') continue;
      if (JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key])) fields.add(key);
    }
  }
  return { fields: [...fields], staffNames: [...staffNames] };
}

/** The audit log, newest first, by entity, staff member and date range (the supplier's days). */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (query.entity_type) conditions.push(sql`l.entity_type = ${query.entity_type}`);
  if (query.entity_id) conditions.push(sql`l.entity_id = ${query.entity_id}`);
  if (query.staff_id) conditions.push(sql`l.staff_user_id = ${query.staff_id}`);
  if (query.from)
    conditions.push(sql`l.at >= (${query.from}::date)::timestamp at time zone ${SUPPLIER_TIME_ZONE}`);
  if (query.to)
    conditions.push(sql`l.at < (${query.to}::date + 1)::timestamp at time zone ${SUPPLIER_TIME_ZONE}`);
  const found = await rows<{
    id: number;
    at: Date | string;
    staff_id: number;
    staff_name: string;
    staff_role: StaffRole;
    action: string;
    entity_type: string;
    entity_id: number;
    entity_label: string | null;
    before: unknown;
    after: unknown;
    total: number;
  }>(
    db,
    sql`select l.id, l.at, su.id as staff_id, su.name as staff_name, su.role as staff_role, l.action,
               l.entity_type, l.entity_id, l.before, l.after, (count(*) over ())::int as total,
               case l.entity_type when 'order' then o.number when 'staff_user' then s2.username
                 when 'account' then a.name when 'customer_user' then u.username
                 when 'import' then ci.file_name when 'product' then p.sku
                 when 'mail' then m.subject when 'return' then r.number
                 when 'warranty_claim' then wc.number end as entity_label
        from audit_log l
        join staff_users su on su.id = l.staff_user_id
        left join orders o on l.entity_type = 'order' and o.id = l.entity_id
        left join staff_users s2 on l.entity_type = 'staff_user' and s2.id = l.entity_id
        left join accounts a on l.entity_type = 'account' and a.id = l.entity_id
        left join users u on l.entity_type = 'customer_user' and u.id = l.entity_id
        left join catalogue_imports ci on l.entity_type = 'import' and ci.id = l.entity_id
        left join products p on l.entity_type = 'product' and p.id = l.entity_id
        left join mail_outbox m on l.entity_type = 'mail' and m.id = l.entity_id
        left join returns r on l.entity_type = 'return' and r.id = l.entity_id
        left join warranty_claims wc on l.entity_type = 'warranty_claim' and wc.id = l.entity_id
        where ${sql.join(conditions, sql` and `)}
        order by l.id desc
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  let total = found[0]?.total;
  if (total === undefined) {
    const [counted] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log l where ${sql.join(conditions, sql` and `)}`,
    );
    total = counted?.n ?? 0;
  }
  return {
    total,
    data: found.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      staff: { id: row.staff_id, name: row.staff_name, role: row.staff_role },
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      entity_label: row.entity_label ?? `${row.entity_type} ${row.entity_id}`,
      before: row.before,
      after: row.after,
    })),
  };
}

/** Every member of staff as "name (username)", for the audit log's "who" filter. */
export async function auditStaffOptions(db: Db): Promise<{ id: number; name: string }[]> {
  return rows<{ id: number; name: string }>(
    db,
    sql`select id, name || ' (' || username || ')' as name from staff_users order by name, id`,
  );
}
