import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@tyreline/domain/returns';
import { DEFAULT_PAYMENT_TERMS, PAYMENT_TERMS_BASES } from '@tyreline/domain/payment-terms';
import { TEAM_ROLES } from '@tyreline/domain/team';

export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: text('name').notNull(),
    /** docs/product.md §3: a JSON string `{cusLogo, show, text}` or a plain URL. */
    logo: text('logo'),
    email: text('email'),
    phone: text('phone'),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    /** Basis points off list price for products without a contract price. */
    discountBp: integer('discount_bp').notNull().default(0),
    priceSwitch: smallint('price_switch').notNull().default(0),
    remainingSearches: integer('remaining_searches').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    timezone: text('timezone').notNull().default(SUPPLIER_TIME_ZONE),
    /** Days to pay an invoice (0 = due on invoice or at the month's end), counted as `paymentTermsBasis` says. */
    paymentTermsDays: integer('payment_terms_days').notNull().default(DEFAULT_PAYMENT_TERMS.days),
    /** `invoice`: the days count from the invoice date; `month_end`: from the last day of its month (decision 0051). */
    paymentTermsBasis: text('payment_terms_basis', { enum: PAYMENT_TERMS_BASES })
      .notNull()
      .default(DEFAULT_PAYMENT_TERMS.basis),
    /** The account's ABN, 11 digits without spaces (it passed the ATO checksum); printed on its tax invoices. */
    abn: text('abn'),
    /** Where invoices are addressed, one line per line; null = the account's name only. */
    billingAddress: text('billing_address'),
    /** Where the monthly statement is mailed (the accounts team's address); null = the owners who want it. */
    statementsEmail: text('statements_email'),
    /** Days after delivery or collection in which goods may be returned (docs/product.md §21). */
    returnWindowDays: integer('return_window_days').notNull().default(DEFAULT_RETURN_WINDOW_DAYS),
    /** Bumped by every edit, for optimistic concurrency (decision 0030). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounts_remaining_searches_non_negative', sql`${t.remainingSearches} >= 0`),
    check('accounts_price_switch_flag', sql`${t.priceSwitch} in (0, 1)`),
    check('accounts_discount_range', sql`${t.discountBp} between 0 and 10000`),
    check('accounts_payment_terms_range', sql`${t.paymentTermsDays} between 0 and 365`),
    check('accounts_payment_terms_basis_known', sql`${t.paymentTermsBasis} in ('invoice', 'month_end')`),
    check('accounts_abn_digits', sql`${t.abn} ~ '^[0-9]{11}$'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Always stored lower-case; sign-in is case-insensitive. */
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled user is refused like a disabled account (499), while the account's other users carry on. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user's role on the account's team; users from before roles are owners. */
    role: text('role', { enum: TEAM_ROLES }).notNull().default('owner'),
    /** A buyer's most per order, GST inclusive; null = no limit. */
    orderLimitCents: integer('order_limit_cents'),
    /** The optional notices this user wants by e-mail (docs/product.md §20); security mail always goes. */
    mailOrderPlaced: boolean('mail_order_placed').notNull().default(true),
    mailDispatched: boolean('mail_dispatched').notNull().default(true),
    mailStatements: boolean('mail_statements').notNull().default(true),
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('owner', 'buyer', 'viewer')`),
    check('users_order_limit_non_negative', sql`${t.orderLimitCents} is null or ${t.orderLimitCents} >= 0`),
  ],
);

export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => departments.id),
  name: text('name').notNull(),
  email: text('email'),
});

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
});
