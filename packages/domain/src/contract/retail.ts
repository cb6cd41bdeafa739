import { z } from 'zod';
import { toCents, toDollars } from '../money.ts';
import { MARKUP_KINDS, MAX_MARKUP_PERCENT, type RetailSettings } from '../retail.ts';
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

/** The contract's settings (dollars) from the domain's (cents), and back: the server and the web share them. */
export const toRetailSettingsDto = (s: RetailSettings): RetailSettingsDto => ({
  markup_kind: s.markupKind,
  markup_percent: s.markupPercent,
  markup_fixed: toDollars(s.markupFixedCents),
  round_to_dollar: s.roundToDollar,
  fitting_fee: s.fittingFeeCents === null ? null : toDollars(s.fittingFeeCents),
  balancing_fee: s.balancingFeeCents === null ? null : toDollars(s.balancingFeeCents),
});

export const fromRetailSettingsDto = (dto: RetailSettingsDto): RetailSettings => ({
  markupKind: dto.markup_kind,
  markupPercent: dto.markup_percent,
  markupFixedCents: toCents(dto.markup_fixed),
  roundToDollar: dto.round_to_dollar,
  fittingFeeCents: dto.fitting_fee === null ? null : toCents(dto.fitting_fee),
  balancingFeeCents: dto.balancing_fee === null ? null : toCents(dto.balancing_fee),
});
