import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { DeliveryAddress } from '@tyreline/domain/contract/orders';
import { ORDER_STATUSES } from '@tyreline/domain/order-status';
import { accounts, departments, employees, paymentTypes, users } from './accounts.ts';
import { products, warehouses } from './catalogue.ts';
import { staffUsers } from './staff.ts';
import { vehicles } from './vehicles.ts';

const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

/** An accepted order: priced, stock taken and invoiced in the same transaction that wrote it. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** SO-000123, made from the id. */
    number: text('number').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    employeeId: integer('employee_id').references(() => employees.id),
    /** The owner who approved it when it was over the placing buyer's order limit; null otherwise. */
    approvedByUserId: integer('approved_by_user_id').references(() => users.id),
    orderType: smallint('order_type').notNull(),
    tag: smallint('tag').notNull(),
    shipType: smallint('ship_type').notNull(),
    taxType: smallint('tax_type').notNull(),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    customerReference: text('customer_reference'),
    notes: text('notes'),
    /** The date promised at checkout (the warehouse's time zone) and the promise in words; null when none could be made. */
    promisedDate: date('promised_date', { mode: 'string' }),
    promise: text('promise'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('submitted'),
    trackingReference: text('tracking_reference'),
    subtotalCents: integer('subtotal_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    lineCount: smallint('line_count').notNull(),
    /** Lower-case number, reference, SKUs and names: what the order list's text search reads. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change after checkout: a staff edit names the version it saw (optimistic concurrency). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // The back office's queue reads oldest first (ascending; the descending indexes above sort nulls last,
    // so walked backwards they do not give the queue's order): all orders, and one status's, with the
    // warehouse last so a status-and-warehouse page and its count read the index alone.
    index('orders_queue_idx').on(t.createdAt, t.id),
    index('orders_status_queue_idx').on(t.status, t.createdAt, t.id, t.warehouseId),
    // Trigrams let `search_text like '%…%'` use an index instead of reading every order of the account.
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('orders_status_known', sql`${t.status} in (${statusList})`),
    check(
      'orders_parts_add_up',
      sql`${t.subtotalCents} + ${t.gstCents} + ${t.deliveryFeeCents} = ${t.totalCents}`,
    ),
  ],
);

/**
 * An account's delivery addresses: saved at checkout (or added there), chosen again next time. The most
 * recently used comes first; the same address is kept once per account.
 */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    street: text('street').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('delivery_addresses_account_address').on(t.accountId, t.street, t.suburb, t.state, t.postcode),
    index('delivery_addresses_account_used_idx').on(t.accountId, t.lastUsedAt.desc()),
  ],
);

/** A line as it was sold: the product's SKU, name and the unit price charged at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    lineNo: smallint('line_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
    /** Of `qty`, what was left on backorder and then cancelled (restocked and credited). */
    qtyCancelled: integer('qty_cancelled').notNull().default(0),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The vehicle (variant) the line was sold for from its view; null when added elsewhere (not fit-checked). */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** Why the counter sold it though it does not fit that vehicle; shown to staff (decision 0049). */
    fitOverride: text('fit_override'),
  },
  (t) => [
    unique('order_lines_order_line_no').on(t.orderId, t.lineNo),
    check('order_lines_qty_positive', sql`${t.qty} >= 1`),
    check('order_lines_qty_cancelled', sql`${t.qtyCancelled} between 0 and ${t.qty}`),
    check('order_lines_total', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.qty}`),
  ],
);

/** Every status change and tracking note of an order, dated: the customer's tracking view. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    /** The member of staff who made the change (shown in the back office only); null for the customer or the CLI. */
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

export const LEDGER_KINDS = ['invoice', 'credit_note', 'payment'] as const;

/** The account's receivables: invoices add, credit notes and payments subtract; the sum is what is owed. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: integer('order_id').references(() => orders.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference'),
    /** The credit note a credit_note entry records; null for invoices, payments and older credits. */
    creditNoteId: integer('credit_note_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_sign', sql`(${t.kind} = 'invoice') = (${t.amountCents} > 0)`),
  ],
);

/** A checkout's Idempotency-Key and the answer it got, so a replay answers the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
