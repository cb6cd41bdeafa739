import { z } from 'zod';
import { MARKUP_KINDS, MAX_MARKUP_PERCENT } from '../retail.ts';
import { id, text } from './common.ts';

const dollars = (max: number) =>
  z
    .number({ error: 'must be an amount in dollars' })
    .min(0, `must be from $0 to $${max}`)
    .max(max, `must be from $0 to $${max}`)
    .multipleOf(0.01, 'must be whole cents');

/** The account's sell-price settings (dollars, GST inclusive); a null fee is not charged. */
export const retailSettings = z.object({
  markup_kind: z.enum(MARKUP_KINDS, { error: 'must be percent or fixed' }),
  markup_percent: z
    .number({ error: 'must be a number' })
    .min(0, `must be from 0 to ${MAX_MARKUP_PERCENT} %`)
    .max(MAX_MARKUP_PERCENT, `must be from 0 to ${MAX_MARKUP_PERCENT} %`)
    .multipleOf(0.01, 'at most two decimals'),
  markup_fixed: dollars(10_000),
  round_to_dollar: z.boolean(),
  fitting_fee: dollars(1_000).nullable(),
  balancing_fee: dollars(1_000).nullable(),
});
export type RetailSettingsDto = z.infer<typeof retailSettings>;

/** A retail quote for the shop's own customer: the lines (from the cart or a package) and, optionally, a name. */
export const retailQuoteRequest = z.object({
  customer_name: text(100).trim().optional(),
  lines: z
    .array(
      z.object({
        product_id: id('Product'),
        qty: z
          .number()
          .int('must be a whole number')
          .min(1, 'must be 1 or more')
          .max(999, 'must be at most 999'),
      }),
    )
    .min(1, 'a quote needs at least one line')
    .max(100, 'at most 100 lines'),
});
export type RetailQuoteRequest = z.infer<typeof retailQuoteRequest>;
