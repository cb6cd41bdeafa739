import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MARKUP_KINDS, type QuoteLine } from '@tyreline/domain/retail';
import { accounts, users } from './accounts.ts';

/** An account's sell prices for its own customers' quotes (decision 0042); no row = the defaults. */
export const retailSettings = pgTable(
  'retail_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    markupKind: text('markup_kind', { enum: MARKUP_KINDS }).notNull().default('percent'),
    /** Hundredths of a percent (3000 = 30 %). */
    markupBp: integer('markup_bp').notNull().default(3000),
    markupFixedCents: integer('markup_fixed_cents').notNull().default(0),
    roundToDollar: boolean('round_to_dollar').notNull().default(true),
    /** Per tyre; null = not charged. */
    fittingFeeCents: integer('fitting_fee_cents'),
    balancingFeeCents: integer('balancing_fee_cents'),
    /** The shop's retail identity on the quotes its customers open (decision 0050); null = left off. */
    shopName: text('shop_name'),
    /** Eleven digits, checked with `isValidAbn`. */
    shopAbn: text('shop_abn'),
    shopPhone: text('shop_phone'),
    shopAddress: text('shop_address'),
    quoteValidDays: integer('quote_valid_days').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('retail_settings_markup_kind', sql`${t.markupKind} in ('percent', 'fixed')`),
    check('retail_settings_markup_range', sql`${t.markupBp} between 0 and 50000`),
    check('retail_settings_fixed_range', sql`${t.markupFixedCents} between 0 and 1000000`),
    check(
      'retail_settings_fees_range',
      sql`coalesce(${t.fittingFeeCents}, 0) between 0 and 100000 and coalesce(${t.balancingFeeCents}, 0) between 0 and 100000`,
    ),
    check('retail_settings_quote_days', sql`${t.quoteValidDays} between 1 and 90`),
    check('retail_settings_shop_abn', sql`${t.shopAbn} ~ '^[0-9]{11}$'`),
  ],
);

/** A quote line as saved: the sell price only (the trade price is never stored), and the product it came from. */
export type SavedQuoteLine = QuoteLine & { productId: number | null };

/**
 * A retail quote the shop saved for its customer (decision 0050), numbered Q-000001 from its id. Its sell prices
 * are fixed when it is saved; its link's token is stored only as a SHA-256 hash.
 */
export const retailQuotes = pgTable(
  'retail_quotes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    customerName: text('customer_name'),
    tokenHash: text('token_hash').notNull().unique(),
    /** The last day it holds, in the shop's time zone. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<SavedQuoteLine[]>().notNull(),
    fees: jsonb('fees').$type<QuoteLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('retail_quotes_account_idx').on(t.accountId, t.id),
    check('retail_quotes_total_positive', sql`${t.totalCents} >= 0 and ${t.gstCents} >= 0`),
  ],
);
