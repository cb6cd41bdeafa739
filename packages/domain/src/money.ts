/** Money is integer cents internally, so sums and GST never drift by a floating-point fraction. */
export type Cents = number;

/**
 * The most any one amount may be — a price, a payment, a credit limit, an order's total: $10,000,000.00.
 * Every amount column is integer cents (at most $21,474,836.47), so this keeps a margin no sum of one order can cross.
 */
export const MAX_AMOUNT_CENTS: Cents = 1_000_000_000;

/** docs/product.md §7: no delivery charge. */
export const DELIVERY_FEE_CENTS: Cents = 0;

/** Adding 0 turns -0 into 0, so a zero amount never prints as "-$ 0.00". */
const noNegativeZero = (n: number): number => n + 0;

/** Dollars to cents, rounding half away from zero; toPrecision first so 1.005 counts as 1.005, not 1.00499…. */
export function toCents(dollars: number): Cents {
  const scaled = Number.parseFloat((dollars * 100).toPrecision(15));
  return noNegativeZero(Math.sign(scaled) * Math.round(Math.abs(scaled)));
}

/** Cents to dollars, as the API's JSON carries prices (e.g. 1234.5). */
export function toDollars(cents: Cents): number {
  return noNegativeZero(Math.round(cents) / 100);
}

/** The GST inside a GST-inclusive total: 1/11 of it. total / 11 is never exactly x.5 for whole cents, so no tie rule is needed. */
export function gstOf(totalCents: Cents): Cents {
  return noNegativeZero(Math.round(totalCents / 11));
}

/** The part of a GST-inclusive total that is not GST; defined by subtraction so the two always add up. */
export function exGst(totalCents: Cents): Cents {
  return totalCents - gstOf(totalCents);
}

export function lineTotal(unitCents: Cents, qty: number): Cents {
  return noNegativeZero(unitCents * qty);
}

export interface MoneySummary {
  subtotal: Cents;
  gst: Cents;
  delivery: Cents;
  total: Cents;
}

/** The cart and order summary rows; subtotal is the remainder, so subtotal + gst + delivery === total to the cent. */
export function summarize(totalInclGstCents: Cents, deliveryCents: Cents = DELIVERY_FEE_CENTS): MoneySummary {
  const total = totalInclGstCents + deliveryCents;
  const gst = gstOf(total);
  return { subtotal: total - gst - deliveryCents, gst, delivery: deliveryCents, total };
}

/** '1234.50': two decimals and nothing else (no $, no thousands separators), as a CSV file carries amounts. */
export function plainAmount(cents: Cents): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '1,234.50': thousands separators and two decimals, computed on integers so no locale data is needed. */
export function formatAmount(cents: Cents): string {
  return plainAmount(cents).replace(/\B(?=(\d{3})+\.)/g, ',');
}

/** '$ 1,234.50 AUD', or '-$ 12.00 AUD' for a negative amount (credit notes). */
export function formatAud(cents: Cents): string {
  const whole = Math.round(cents);
  return `${whole < 0 ? '-' : ''}$ ${formatAmount(Math.abs(whole))} AUD`;
}

/** Dollars typed by a person ('1500', '1500.50', '1,500.50'), in cents; null unless 0..MAX_AMOUNT_CENTS with at most two decimals. */
export function parseDollars(text: string): Cents | null {
  const plain = text.trim().replaceAll(',', '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(plain)) return null;
  const cents = toCents(Number(plain));
  return cents <= MAX_AMOUNT_CENTS ? cents : null;
}
