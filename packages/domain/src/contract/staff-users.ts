import { z } from 'zod';
import { required } from '../messages.ts';
import { STAFF_ROLES } from '../staff.ts';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import { errorBody, id, requiredText, text } from './common.ts';

/** The staff form's labels: the back office shows them and the required messages are made from them. */
export const STAFF_USER_LABELS = {
  username: 'Username',
  name: 'Name',
  role: 'Role',
  password: 'Password',
  warehouse_ids: 'Warehouses',
} as const;

/** A member of staff as administrators manage them (never the password hash). */
export const staffUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  /** The warehouses they work for; empty for every warehouse (decision 0052). */
  warehouse_ids: z.array(z.number().int()),
  version: z.number().int(),
  created_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;

const role = z.enum(STAFF_ROLES, { error: required(STAFF_USER_LABELS.role) });

const password = text(200, { error: required(STAFF_USER_LABELS.password) })
  .min(1, { error: required(STAFF_USER_LABELS.password), abort: true })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

/** Empty means "the username" (as `staff:create` without `--name`). */
const name = text(200)
  .trim()
  .nullish()
  .transform((value) => value || null);

const version = id('Version');

/** The warehouses a member of staff is limited to; none (or left out on create) for every warehouse. */
const warehouseIds = z
  .array(id('Warehouse'), { error: 'Choose warehouses from the list' })
  .max(50, 'At most 50 warehouses')
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** A new sign-in: the same rules `staff:create` applies, in the form's words. */
export const staffUserInput = z.object({
  username: requiredText(STAFF_USER_LABELS.username, 254).refine(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'Username must be an email address',
  ),
  name,
  role,
  password,
  warehouse_ids: warehouseIds.optional(),
});
export type StaffUserInput = z.infer<typeof staffUserInput>;

/** An edit of name and role, from the version the administrator saw. */
export const staffUserEdit = z.object({
  name: requiredText(STAFF_USER_LABELS.name, 200),
  role,
  /** Left out: unchanged. */
  warehouse_ids: warehouseIds.optional(),
  version,
});
export type StaffUserEdit = z.infer<typeof staffUserEdit>;

export const staffUserStatusRequest = z.object({ disabled: z.boolean(), version });
export type StaffUserStatusRequest = z.infer<typeof staffUserStatusRequest>;

export const staffPasswordReset = z.object({ password, version });
export type StaffPasswordReset = z.infer<typeof staffPasswordReset>;

/** A stale edit: the member of staff as they are now, and which fields changed since the version sent. */
export const staleStaffUserBody = errorBody.extend({
  current: staffUser,
  changed_fields: z.array(z.string()),
});
