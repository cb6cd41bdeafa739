import { z } from 'zod';
import { SHIP_TYPES, isOptionId } from '../enums.ts';
import { ORDER_STATUSES } from '../order-status.ts';
import { STAFF_ROLES } from '../staff.ts';
import { calendarDate, errorBody, id, paginationQuery, queryId, text } from './common.ts';
import { option, orderStatus, pricedOrder, pricedOrderSummary, statusChange } from './orders.ts';

export const staffRole = z.enum(STAFF_ROLES);

/** The signed-in staff member (`GET /api/staff/me`). */
export const staffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: staffRole,
  /** The warehouses whose orders and stock they see; empty for every warehouse (decision 0052). */
  warehouse_ids: z.array(z.number().int()),
});
export type StaffMe = z.infer<typeof staffMe>;

/** An order in the staff queue: the customer's summary plus whose it is and the version an edit must name. */
export const staffOrderSummary = pricedOrderSummary.extend({
  account: option,
  version: z.number().int(),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummary>;

/** A status change as staff see it: also who moved it (a member of staff's name; null for the customer or the operator tool). */
export const staffStatusChange = statusChange.extend({ by: z.string().nullable() });
export type StaffStatusChange = z.infer<typeof staffStatusChange>;

/** One order as staff see it: everything the customer sees, the account, and the version. */
export const staffOrder = pricedOrder.extend({
  account: option,
  version: z.number().int(),
  /** The history with the staff member behind each change; the customer's history never names them. */
  status_history: z.array(staffStatusChange),
  /** The e-mail address the person who placed it signs in with; null when that sign-in is not an address. */
  placed_by_email: z.string().nullable(),
  /** Where it may go next from here. */
  next_statuses: z.array(orderStatus),
});
export type StaffOrder = z.infer<typeof staffOrder>;

const shipTypeQuery = z.coerce
  .number({ error: 'must be a ship type id' })
  .refine((value) => isOptionId(SHIP_TYPES, value), 'is not a ship type we offer');

export const staffOrderListQuery = paginationQuery
  .extend({
    /** One status, the open ones (the default: the queue opens on what is still to do) or all. */
    status: z.enum([...ORDER_STATUSES, 'open', 'all']).default('open'),
    warehouse_id: queryId.optional(),
    ship_type: shipTypeQuery.optional(),
    account_id: queryId.optional(),
    /** Dates in the supplier's time zone (Australia/Brisbane), both inclusive. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    /** Order number, customer reference, SKU or product name, or the account's name. */
    q: text(100).trim().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuery>;

/** The queue counts its matches up to this many past the page's start; `meta.total_capped` says there are more. */
export const QUEUE_COUNT_CAP = 1_000;

const version = id('Version');

/** Moves one order; `version` is the one the person saw, so a stale edit is refused with 409. */
export const transitionRequest = z
  .object({
    to: orderStatus,
    version,
    note: text(500).trim().optional(),
    /** The carrier's reference, with `to: 'dispatched'`. */
    tracking_reference: text(100).trim().optional(),
  })
  .refine((body) => !body.tracking_reference || body.to === 'dispatched', {
    path: ['tracking_reference'],
    message: 'A carrier reference goes with a dispatch',
  });
export type TransitionRequest = z.infer<typeof transitionRequest>;

/** A stale edit: what the order is now, so the screen can show it. */
export const staleOrderBody = errorBody.extend({ current: staffOrder });

export const MAX_BULK_ORDERS = 100;

export const bulkTransitionRequest = z.object({
  to: orderStatus,
  note: text(500).trim().optional(),
  items: z
    .array(z.object({ id: id('Order'), version }), { error: 'Choose at least one order' })
    .min(1, 'Choose at least one order')
    .max(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at once`),
});
export type BulkTransitionRequest = z.infer<typeof bulkTransitionRequest>;

export const bulkTransitionResult = z.object({
  id: z.number().int(),
  /** done, or why not: changed by someone else (conflict), not allowed from its status (invalid), gone (not_found). */
  result: z.enum(['done', 'conflict', 'invalid', 'not_found']),
  message: z.string(),
  status: orderStatus.nullable(),
  version: z.number().int().nullable(),
});
export type BulkTransitionResult = z.infer<typeof bulkTransitionResult>;

export const AUDIT_ENTITY_TYPES = [
  'order',
  'account',
  'customer_user',
  'staff_user',
  'import',
  'product',
  'mail',
  'return',
  'warranty_claim',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const auditQuery = paginationQuery
  .extend({
    entity_type: z.enum(AUDIT_ENTITY_TYPES).optional(),
    entity_id: queryId.optional(),
    staff_id: queryId.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), role: staffRole }),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int(),
  /** A short label of the entity, e.g. the order number. */
  entity_label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
