import { ageBalance, AGEING_BUCKETS, AGEING_LABELS, type Ageing } from '@tyreline/domain/ageing';
import { csvAmount, toCsv } from '@tyreline/domain/csv';
import type { StatementQuery } from '@tyreline/domain/contract/documents';
import { LEDGER_KIND_LABELS } from '@tyreline/domain/contract/staff-accounts';
import { localDateTime } from '@tyreline/domain/delivery';
import { formatAmount, formatAud } from '@tyreline/domain/money';
import { describePaymentTerms } from '@tyreline/domain/payment-terms';
import type { Db } from '../../db/client.ts';
import type { Download } from '../../lib/download.ts';
import { letterhead, moneyTable, renderPdf, totals } from '../../lib/pdf.ts';
import { createLedgerRepository } from '../orders/ledger.repository.ts';
import {
  billingAccount,
  calendarDay,
  dueOn,
  remittance,
  type BillingAccount,
  type Letterhead,
} from './billing.ts';

/**
 * What the account owes at the end of the period, or today when the period has not ended, by days past each
 * invoice's due date (docs/product.md §18): worked out from the whole ledger up to that day.
 */
async function ageingOf(db: Db, accountId: number, account: BillingAccount, to: string, now: Date) {
  const today = localDateTime(now, account.timezone).date;
  const asOf = to < today ? to : today;
  const entries = await createLedgerRepository(db).untilEndOf(accountId, asOf);
  const invoices = entries
    .filter((e) => e.amountCents > 0)
    .map((e) => ({ orderId: e.orderId, dueDate: dueOn(account, e.date), amountCents: e.amountCents }));
  const credits = entries
    .filter((e) => e.amountCents < 0)
    .map((e) => ({ orderId: e.orderId, amountCents: -e.amountCents }));
  return { asOf, ageing: ageBalance(invoices, credits, asOf) };
}

const ageingTotal = (ageing: Ageing) => AGEING_BUCKETS.reduce((sum, bucket) => sum + ageing[bucket], 0);

/** The account statement for a period, as a PDF or CSV (ISO dates, plain two-decimal amounts). */
export async function accountStatement(
  db: Db,
  supplier: Letterhead,
  accountId: number,
  query: StatementQuery,
  now = new Date(),
): Promise<Download> {
  const account = await billingAccount(db, accountId);
  const dateOf = (at: Date) => localDateTime(at, account.timezone).date;
  const { openingCents, entries, closingCents } = await createLedgerRepository(db).statement(
    accountId,
    query.from,
    query.to,
  );
  let running = openingCents;
  const lines = entries.map((e) => {
    running += e.amountCents;
    const date = dateOf(e.at);
    return { ...e, date, due: e.kind === 'invoice' ? dueOn(account, date) : null, balanceCents: running };
  });
  const { asOf, ageing } = await ageingOf(db, accountId, account, query.to, now);
  const filename = `statement-${query.from}-to-${query.to}.${query.format}`;

  if (query.format === 'csv') {
    const body = toCsv(
      ['date', 'type', 'reference', 'amount', 'balance', 'due_date'],
      [
        [query.from, 'Opening balance', null, null, csvAmount(openingCents), null],
        ...lines.map((l) => [
          l.date,
          LEDGER_KIND_LABELS[l.kind],
          l.reference,
          csvAmount(l.amountCents),
          csvAmount(l.balanceCents),
          l.due,
        ]),
        [query.to, 'Closing balance', null, null, csvAmount(closingCents), null],
        ...AGEING_BUCKETS.map((bucket) => [
          asOf,
          `Ageing: ${AGEING_LABELS[bucket]}`,
          null,
          csvAmount(ageing[bucket]),
          null,
          null,
        ]),
      ],
    );
    return { filename, contentType: 'text/csv; charset=utf-8', body };
  }

  const body = await renderPdf(`Statement ${query.from} to ${query.to}`, (doc) => {
    letterhead(doc, supplier, 'Statement', [
      ['Account', account.name],
      ['Period', `${calendarDay(query.from)} – ${calendarDay(query.to)}`],
      ['Terms', describePaymentTerms(account.terms)],
    ]);
    totals(doc, [['Opening balance', formatAud(openingCents)]]);
    doc.moveDown();
    moneyTable(
      doc,
      [68, 68, 150, 68, 70, 71],
      [4, 5],
      [
        ['Date', 'Type', 'Reference', 'Due', 'Amount', 'Balance'],
        ...lines.map((l) => [
          calendarDay(l.date),
          LEDGER_KIND_LABELS[l.kind],
          l.reference ?? '',
          l.due ? calendarDay(l.due) : '',
          formatAmount(l.amountCents),
          formatAmount(l.balanceCents),
        ]),
      ],
    );
    if (lines.length === 0) doc.text('No invoices, credit notes or payments in this period.').moveDown();
    totals(doc, [['Closing balance (owed)', formatAud(closingCents), true]]);
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`Ageing at ${calendarDay(asOf)}`);
    doc.font('Helvetica').fontSize(8.5).text('Unpaid amounts by days past their due date.').moveDown(0.3);
    moneyTable(
      doc,
      [82, 82, 82, 82, 82, 85],
      [0, 1, 2, 3, 4, 5],
      [
        [...AGEING_BUCKETS.map((bucket) => AGEING_LABELS[bucket]), 'Total owed'],
        [...AGEING_BUCKETS.map((bucket) => formatAmount(ageing[bucket])), formatAmount(ageingTotal(ageing))],
      ],
    );
    remittance(doc, supplier, 'the number of each invoice you pay (SO-…)');
  });
  return { filename, contentType: 'application/pdf', body };
}
