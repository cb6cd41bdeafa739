import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { CREDIT_NOTE_SOURCES } from '@tyreline/domain/credit-notes';
import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_STATUSES } from '@tyreline/domain/returns';
import { CLAIM_STATUSES, WARRANTY_FAULTS } from '@tyreline/domain/warranty';
import { accounts, users } from './accounts.ts';
import { warehouses } from './catalogue.ts';
import { orderLines, orders } from './orders.ts';
import { staffUsers } from './staff.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Money given back to an account (docs/product.md §23): numbered CN-000001 from its id, and written with its
 * credit_note ledger entry in one transaction. `amount_cents` is positive, GST included.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: integer('order_id').references(() => orders.id),
    source: text('source', { enum: CREDIT_NOTE_SOURCES }).notNull(),
    /** What it credits, as people name it: `SO-000123`, `RMA-000001`, `WC-000001`. */
    sourceReference: text('source_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    reason: text('reason').notNull().default(''),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_account_idx').on(t.accountId, t.id),
    index('credit_notes_order_idx').on(t.orderId),
    check('credit_notes_amount_positive', sql`${t.amountCents} > 0`),
    check('credit_notes_source_known', sql`${t.source} in (${list(CREDIT_NOTE_SOURCES)})`),
  ],
);

/** A dispatch or a pick-up handed over: some quantities of an order's lines, with its own carrier reference. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 1, 2, … within the order: "shipment 2 of SO-000123". */
    seq: smallint('seq').notNull(),
    trackingReference: text('tracking_reference'),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('order_shipments_order_seq').on(t.orderId, t.seq)],
);

export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => orderShipments.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    qty: integer('qty').notNull(),
  },
  (t) => [
    unique('order_shipment_lines_line').on(t.shipmentId, t.orderLineId),
    index('order_shipment_lines_order_line_idx').on(t.orderLineId),
    check('order_shipment_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** Notes the supplier's staff keep on an order; customers never see them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/** A return (RMA-000001): some lines and quantities of a delivered or collected order sent back. */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note'),
    /** Staff's reason for a rejection. */
    decisionNote: text('decision_note'),
    /** The warehouse the goods were received into. */
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    restockingFeeCents: integer('restocking_fee_cents'),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_account_idx').on(t.accountId, t.id),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.id),
    check('returns_status_known', sql`${t.status} in (${list(RETURN_STATUSES)})`),
    check('returns_reason_known', sql`${t.reason} in (${list(RETURN_REASONS)})`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    qty: integer('qty').notNull(),
    /** Set on receipt: back on the shelf, or written off. */
    condition: text('condition', { enum: RETURN_CONDITIONS }),
  },
  (t) => [
    unique('return_lines_line').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** The timeline of a return or a warranty claim, as both the customer and staff see it. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id').references(() => returns.id),
    claimId: integer('claim_id').references(() => warrantyClaims.id),
    /** The status it reached, or the step taken ('received', 'adjusted'…). */
    event: text('event').notNull(),
    note: text('note'),
    userId: integer('user_id').references(() => users.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('after_sale_events_return_idx').on(t.returnId, t.id),
    index('after_sale_events_claim_idx').on(t.claimId, t.id),
    check('after_sale_events_one_subject', sql`(${t.returnId} is null) <> (${t.claimId} is null)`),
  ],
);

/** A tyre warranty claim (WC-000001) on one delivered order line. */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('submitted'),
    /** The DOT date code as written on the sidewall (WWYY), and what it means. */
    dotCode: text('dot_code').notNull(),
    dotWeek: smallint('dot_week').notNull(),
    dotYear: smallint('dot_year').notNull(),
    originalTreadMm: numeric('original_tread_mm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    remainingTreadMm: numeric('remaining_tread_mm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    fault: text('fault', { enum: WARRANTY_FAULTS }).notNull(),
    description: text('description'),
    /** The credit the pro-rata rule gave when the claim was made, and the one staff approved. */
    computedCreditCents: integer('computed_credit_cents').notNull(),
    creditCents: integer('credit_cents'),
    decisionNote: text('decision_note'),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warranty_claims_account_idx').on(t.accountId, t.id),
    index('warranty_claims_order_idx').on(t.orderId),
    // An order edit deletes lines: the foreign key's check reads claims by line.
    index('warranty_claims_order_line_idx').on(t.orderLineId),
    index('warranty_claims_status_idx').on(t.status, t.id),
    check('warranty_claims_status_known', sql`${t.status} in (${list(CLAIM_STATUSES)})`),
    check('warranty_claims_fault_known', sql`${t.fault} in (${list(WARRANTY_FAULTS)})`),
  ],
);

/** A claim's photo, kept through the storage interface under `storage_key`. */
export const warrantyClaimPhotos = pgTable(
  'warranty_claim_photos',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warranty_claim_photos_claim_idx').on(t.claimId, t.id)],
);
