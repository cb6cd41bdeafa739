import { addDays } from './delivery.ts';

/**
 * When an invoice falls due (docs/product.md §18). Dates are calendar days, 'YYYY-MM-DD', in the account's time
 * zone; the arithmetic is the calendar's (UTC), so no daylight-saving shift moves a due date.
 */

/** What an account's payment days count from: the invoice's date, or the last day of the invoice's month. */
export const PAYMENT_TERMS_BASES = ['invoice', 'month_end'] as const;
export type PaymentTermsBasis = (typeof PAYMENT_TERMS_BASES)[number];

export const PAYMENT_TERMS_BASIS_LABELS: Record<PaymentTermsBasis, string> = {
  invoice: 'The invoice date',
  month_end: 'The end of the invoice’s month',
};

export interface PaymentTerms {
  days: number;
  basis: PaymentTermsBasis;
}

/** A new account's terms: 30 days end of month (an invoice of 15 January is due on 2 March, or 1 March in a leap year). */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { days: 30, basis: 'month_end' };

/** The last day of a date's month: '2028-02-10' → '2028-02-29'. */
export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The day an invoice dated `invoiceDate` must be paid by under `terms`. */
export function dueDate(invoiceDate: string, terms: PaymentTerms): string {
  const from = terms.basis === 'month_end' ? endOfMonth(invoiceDate) : invoiceDate;
  return addDays(from, terms.days);
}

/** Whole days from `dueDate` to `asOf`: 0 on the due day, negative before it. */
export function daysOverdue(dueDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/** Terms as a person says them: '30 days end of month', '14 days from invoice', 'Due on invoice'. */
export function describePaymentTerms(terms: PaymentTerms): string {
  const days = `${terms.days} ${terms.days === 1 ? 'day' : 'days'}`;
  if (terms.basis === 'month_end') return terms.days === 0 ? 'End of month' : `${days} end of month`;
  return terms.days === 0 ? 'Due on invoice' : `${days} from invoice`;
}
