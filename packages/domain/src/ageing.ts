import type { Cents } from './money.ts';
import { daysOverdue } from './payment-terms.ts';

/** A statement's ageing columns, by days past the due date (docs/product.md §18). */
export const AGEING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  over_90: 'Over 90 days',
};

export type Ageing = Record<AgeingBucket, Cents>;

/** The column of an amount that is `days` past due: not yet due (or due today) is current. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

/** An invoice (positive) on the ledger, with the order it belongs to and its due date. */
export interface AgeingInvoice {
  orderId: number | null;
  dueDate: string;
  amountCents: Cents;
}

/** Money in: a credit note (with the order it credits) or a payment (no order), as a positive amount. */
export interface AgeingCredit {
  orderId: number | null;
  amountCents: Cents;
}

/**
 * What is owed on `asOf`, by how late it is. A credit note first settles its own order's invoices; what is left
 * of it and every payment settle the invoices that fell due first. Credit beyond every invoice shows as a
 * negative current amount, so the columns always add up to the balance.
 */
export function ageBalance(invoices: AgeingInvoice[], credits: AgeingCredit[], asOf: string): Ageing {
  const open = [...invoices]
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
    .map((invoice) => ({ ...invoice, left: invoice.amountCents }));
  const settle = (amount: Cents, against: typeof open): Cents => {
    let unspent = amount;
    for (const invoice of against) {
      const paid = Math.min(unspent, invoice.left);
      invoice.left -= paid;
      unspent -= paid;
      if (unspent === 0) break;
    }
    return unspent;
  };
  let pooled = 0;
  for (const credit of credits) {
    const own = credit.orderId === null ? [] : open.filter((i) => i.orderId === credit.orderId);
    pooled += settle(credit.amountCents, own);
  }
  const unspent = settle(pooled, open);
  const ageing: Ageing = { current: 0 - unspent, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 };
  for (const invoice of open) ageing[ageingBucket(daysOverdue(invoice.dueDate, asOf))] += invoice.left;
  return ageing;
}
