import { eq } from 'drizzle-orm';
import { formatAbn } from '@tyreline/domain/abn';
import { dueDate, type PaymentTerms } from '@tyreline/domain/payment-terms';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { Supplier } from '../../env.ts';
import type { Pdf } from '../../lib/pdf.ts';

/** The supplier as documents head it: its details (phone and bank account included) and the support address. */
export interface Letterhead extends Supplier {
  email: string;
}

/** The account as its documents address it: whom to bill, its ABN, its time zone and its payment terms. */
export interface BillingAccount {
  name: string;
  email: string | null;
  phone: string | null;
  timezone: string;
  abn: string | null;
  billingAddress: string | null;
  terms: PaymentTerms;
}

export async function billingAccount(db: Db, accountId: number): Promise<BillingAccount> {
  const [account] = await db
    .select({
      name: accounts.name,
      email: accounts.email,
      phone: accounts.phone,
      timezone: accounts.timezone,
      abn: accounts.abn,
      billingAddress: accounts.billingAddress,
      days: accounts.paymentTermsDays,
      basis: accounts.paymentTermsBasis,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const { days, basis, ...rest } = account!;
  return { ...rest, terms: { days, basis } };
}

/** The "Bill to" lines: the name, its ABN, the billing address line by line, then how to reach it. */
export const billToLines = (account: BillingAccount): (string | null)[] => [
  account.name,
  account.abn ? `ABN ${formatAbn(account.abn)}` : null,
  ...(account.billingAddress?.split(/\r?\n/) ?? []),
  account.email,
  account.phone,
];

/** The due date of an invoice of `invoiceDate` (the account's calendar day) under the account's terms. */
export const dueOn = (account: BillingAccount, invoiceDate: string): string =>
  dueDate(invoiceDate, account.terms);

/** A calendar date ('2026-11-23') as people read it: '23 Nov 2026'. */
export const calendarDay = (date: string) => dayIn('UTC')(`${date}T00:00:00Z`);

/** '23 Nov 2026' in the account's time zone. */
export const dayIn = (timeZone: string) => (at: Date | string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(at),
  );

/** How to pay: the supplier's bank account, quoting `reference` (the invoice number, or the account's name). */
export function remittance(doc: Pdf, supplier: Supplier, reference: string, due?: string): void {
  const { bsb, accountNumber, accountName } = supplier.remittance;
  doc.moveDown().font('Helvetica-Bold').fontSize(10).text('How to pay');
  doc.font('Helvetica').fontSize(9);
  if (due) doc.text(`Please pay by ${calendarDay(due)} by bank transfer:`);
  doc.text(`BSB ${bsb}   Account ${accountNumber}   Account name ${accountName}`);
  doc.text(`Reference ${reference}`);
}
