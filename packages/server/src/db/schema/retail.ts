import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MARKUP_KINDS } from '@tyreline/domain/retail';
import { accounts } from './accounts.ts';

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
  ],
);
