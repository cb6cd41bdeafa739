import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { IMPORT_KINDS } from '@tyreline/domain/contract/staff-imports';
import { STAFF_ROLES } from '@tyreline/domain/staff';
import { warehouses } from './catalogue.ts';

const roleList = sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '));

/** The supplier's people: never in `users`, which holds customers only (docs/product.md §17). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-case; sign-in is case-insensitive. */
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Bumped by every edit, for optimistic concurrency. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_users_role_known', sql`${t.role} in (${roleList})`)],
);

/**
 * The warehouses a member of staff works for (decision 0052): none means every warehouse. The server limits
 * the order queue, orders, pick lists and stock to them.
 */
export const staffUserWarehouses = pgTable(
  'staff_user_warehouses',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
  },
  (t) => [
    primaryKey({ name: 'staff_user_warehouses_pk', columns: [t.staffUserId, t.warehouseId] }),
    index('staff_user_warehouses_warehouse_idx').on(t.warehouseId),
  ],
);

/** Every staff write, with the entity before and after, written in the transaction of the write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
    index('audit_log_staff_idx').on(t.staffUserId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Every committed CSV import (decision 0032): who (null for the operator tool), when, which file, the counts. */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'catalogue_imports_kind_known',
      sql`${t.kind} in ('products', 'stock', 'prices', 'vehicles', 'delivery_runs')`,
    ),
    index('catalogue_imports_at_idx').on(t.at),
  ],
);
