import { gstOf, type Cents } from './money.ts';

/** How an account marks trade prices up to its own sell prices: a percentage, or a fixed amount per item. */
export const MARKUP_KINDS = ['percent', 'fixed'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

/** The highest markup an account may set, in percent (issue #14: 0 to 500 %). */
export const MAX_MARKUP_PERCENT = 500;

/** An account's sell-price settings, money in cents; a null fee is not charged. */
export interface RetailSettings {
  markupKind: MarkupKind;
  markupPercent: number;
  markupFixedCents: Cents;
  roundToDollar: boolean;
  fittingFeeCents: Cents | null;
  balancingFeeCents: Cents | null;
}

/** A new account's settings: 30 % markup, rounded up to the dollar, no fees. */
export const DEFAULT_RETAIL_SETTINGS: RetailSettings = {
  markupKind: 'percent',
  markupPercent: 30,
  markupFixedCents: 0,
  roundToDollar: true,
  fittingFeeCents: null,
  balancingFeeCents: null,
};

/** Up to the next whole dollar: a rounded price never cuts into the markup. */
export const roundUpToDollar = (cents: Cents): Cents => Math.ceil(cents / 100) * 100;

/** One item's sell price (GST inclusive, like the trade price it comes from). */
export function sellPrice(tradeCents: Cents, settings: RetailSettings): Cents {
  const marked =
    settings.markupKind === 'percent'
      ? Math.round((tradeCents * (100 + settings.markupPercent)) / 100)
      : tradeCents + settings.markupFixedCents;
  return settings.roundToDollar ? roundUpToDollar(marked) : marked;
}

export interface QuoteItem {
  name: string;
  sku: string | null;
  qty: number;
  tradeCents: Cents;
  /** Fitting and balancing fees are per tyre. */
  isTyre: boolean;
}

export interface QuoteLine {
  name: string;
  sku: string | null;
  qty: number;
  unitCents: Cents;
  totalCents: Cents;
}

export interface RetailQuote {
  lines: QuoteLine[];
  /** Fitting and balancing, each per tyre; absent when the account charges none or there is no tyre. */
  fees: QuoteLine[];
  totalCents: Cents;
  gstCents: Cents;
}

/** The customer's quote: sell prices only (no trade price survives), fees per tyre, GST included in the total. */
export function retailQuote(items: readonly QuoteItem[], settings: RetailSettings): RetailQuote {
  const lines = items.map((item) => {
    const unitCents = sellPrice(item.tradeCents, settings);
    return { name: item.name, sku: item.sku, qty: item.qty, unitCents, totalCents: unitCents * item.qty };
  });
  const tyres = items.reduce((n, item) => n + (item.isTyre ? item.qty : 0), 0);
  const fee = (name: string, unitCents: Cents | null): QuoteLine[] =>
    unitCents === null || unitCents === 0 || tyres === 0
      ? []
      : [{ name, sku: null, qty: tyres, unitCents, totalCents: unitCents * tyres }];
  const fees = [
    ...fee('Fitting (per tyre)', settings.fittingFeeCents),
    ...fee('Balancing (per tyre)', settings.balancingFeeCents),
  ];
  const totalCents = [...lines, ...fees].reduce((sum, l) => sum + l.totalCents, 0);
  return { lines, fees, totalCents, gstCents: gstOf(totalCents) };
}

/** How long a saved quote holds by default, and the longest a shop may set (retail settings). */
export const DEFAULT_QUOTE_VALID_DAYS = 14;
export const MAX_QUOTE_VALID_DAYS = 90;

/** Where a saved quote stands for the shop and its customer. */
export const QUOTE_STATES = ['open', 'accepted', 'expired', 'withdrawn'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/**
 * A withdrawn link is withdrawn whatever came before; an accepted quote stays accepted after its date; an
 * open one expires after its last valid day (`validUntil` and `today` are the shop's local 'YYYY-MM-DD').
 */
export function quoteState(
  quote: { acceptedAt: unknown; withdrawnAt: unknown; validUntil: string },
  today: string,
): QuoteState {
  if (quote.withdrawnAt) return 'withdrawn';
  if (quote.acceptedAt) return 'accepted';
  return today > quote.validUntil ? 'expired' : 'open';
}
