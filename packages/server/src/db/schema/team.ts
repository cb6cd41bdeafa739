import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CheckoutRequest } from '@tyreline/domain/contract/orders';
import { APPROVAL_STATUSES } from '@tyreline/domain/contract/team';
import { TEAM_ROLES } from '@tyreline/domain/team';
import { accounts, users } from './accounts.ts';
import { orders } from './orders.ts';

/** An owner's invitation: one-time, expiring; only the link token's SHA-256 hash is stored (decision 0025). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    orderLimitCents: integer('order_limit_cents'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the conditional update that accepts it: a second use finds it taken. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id),
    /** Set when the owner withdraws it or invites the same address again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_invitations_account_idx').on(t.accountId),
    check('team_invitations_role_known', sql`${t.role} in ('owner', 'buyer', 'viewer')`),
    check(
      'team_invitations_order_limit_non_negative',
      sql`${t.orderLimitCents} is null or ${t.orderLimitCents} >= 0`,
    ),
  ],
);

/** A buyer's cart over their order limit, waiting for an owner; approving places the order then. */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    /** The checkout body as submitted (delivery address resolved): what the approval places. */
    request: jsonb('request').$type<CheckoutRequest>().notNull(),
    /** The lines as priced when submitted, for the owner's list (SKU, name, quantity). */
    lines: jsonb('lines').$type<{ product_id: number; sku: string; name: string; qty: number }[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_approvals_account_idx').on(t.accountId, t.status, t.createdAt.desc()),
    check('order_approvals_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('order_approvals_placed_once', sql`(${t.status} = 'approved') = (${t.orderId} is not null)`),
  ],
);
