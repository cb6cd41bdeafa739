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
