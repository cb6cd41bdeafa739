import { sql } from 'drizzle-orm';
import { localDateTime } from '@tyreline/domain/delivery';
import type { Cents } from '@tyreline/domain/money';
import { endOfMonth } from '@tyreline/domain/payment-terms';
import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { isMailAddress, queueMail, type MailSettings } from '../../lib/mail/outbox.ts';
import { ownersWanting } from '../../lib/mail/recipients.ts';
import { money, paragraph, renderLayout } from '../../lib/mail/render.ts';
import type { Letterhead } from './billing.ts';
import { createDocumentsService } from './documents.service.ts';

/** A statement month, `YYYY-MM`, from January 2000 on (the earliest date the shop's filters take). */
export const STATEMENT_MONTH = /^(20\d{2})-(0[1-9]|1[0-2])$/;

/** The month's first and last calendar days: `2026-10` → `2026-10-01`, `2026-10-31`. */
export function monthDays(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: endOfMonth(`${month}-01`) };
}

/** The month after `month`: `2026-12` → `2027-01`. */
const nextMonth = (month: string): string => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};

/** The calendar month it is at `now` on the supplier's clock, `YYYY-MM`. */
export const supplierMonth = (now: Date): string => localDateTime(now, SUPPLIER_TIME_ZONE).date.slice(0, 7);

/** True once the supplier's clock has reached the first day of the month after `month`. */
export const monthHasEnded = (month: string, now: Date): boolean => supplierMonth(now) >= nextMonth(month);

/** `2026-10` → `October 2026`. */
export const monthName = (month: string): string =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** What happened to one account's statement. */
export type StatementMailing =
  | { account: AccountLine; outcome: 'sent'; to: string[] }
  | { account: AccountLine; outcome: 'already_sent' }
  | { account: AccountLine; outcome: 'nothing_to_send' }
  | { account: AccountLine; outcome: 'no_recipient' };

export interface AccountLine {
  id: number;
  name: string;
}

interface Candidate {
  id: number;
  name: string;
  statements_email: string | null;
  entries: number;
  closing_cents: Cents;
  mailed: boolean;
}

/** The notice's kind: `mail-topics` says the user's "Monthly statements" preference governs it. */
const STATEMENT_KIND = 'account.statement';

interface Recipient {
  to: string;
  userId: number | undefined;
}

/**
 * Where an account's statement goes: its statements address when it has one; otherwise each active owner whose
 * sign-in is a mail address and who wants statements by mail.
 */
async function recipientsOf(db: Db, account: Candidate): Promise<Recipient[]> {
  // Checked when it is set; one that is not an address (written by hand in the database) is passed over.
  if (account.statements_email && isMailAddress(account.statements_email))
    return [{ to: account.statements_email, userId: undefined }];
  const owners = await ownersWanting(db, STATEMENT_KIND, account.id);
  return owners.map((o) => ({ to: o.address, userId: o.userId }));
}

/**
 * `statement:send --month`: each active account's statement for a month that has ended, mailed with its PDF
 * (the same document as the shop's statement download). An account is sent one when the month had ledger
 * entries or something is owed at its end. `statement_mailings` is written in the transaction of the
 * message(s), so a second run, even at the same time in another process, skips what was sent.
 */
export function createStatementMailing(db: Db, settings: MailSettings, letterhead: Letterhead) {
  const documents = createDocumentsService(db, letterhead);

  /** Every active account with what its statement for the month would hold, and whether it was mailed. */
  function candidates(month: string): Promise<Candidate[]> {
    const { from, to } = monthDays(month);
    // Whole days in the account's time zone, as the statement itself counts them (ledger.repository.ts).
    const start = sql`(${from}::date)::timestamp at time zone a.timezone`;
    const end = sql`(${to}::date + 1)::timestamp at time zone a.timezone`;
    return rows<Candidate>(
      db,
      sql`select a.id, a.name, a.statements_email,
                 (select count(*) from ledger_entries l
                  where l.account_id = a.id and l.created_at >= ${start} and l.created_at < ${end})::int as entries,
                 (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
                  where l.account_id = a.id and l.created_at < ${end})::float8 as closing_cents,
                 exists (select 1 from statement_mailings m
                         where m.account_id = a.id and m.month = ${month}) as mailed
          from accounts a where not a.disabled order by a.id`,
    );
  }

  async function mailOne(month: string, account: Candidate): Promise<StatementMailing> {
    const line = { id: account.id, name: account.name };
    if (account.mailed) return { account: line, outcome: 'already_sent' };
    if (account.entries === 0 && account.closing_cents === 0)
      return { account: line, outcome: 'nothing_to_send' };
    const recipients = await recipientsOf(db, account);
    if (recipients.length === 0) return { account: line, outcome: 'no_recipient' };

    const { from, to } = monthDays(month);
    const pdf = await documents.statement(account.id, { from, to, format: 'pdf' });
    const named = monthName(month);
    const body = renderLayout({
      supplierName: settings.supplierName,
      logoUrl: settings.logoUrl,
      heading: `Your statement for ${named}`,
      paragraphs: [
        paragraph`Hello,`,
        paragraph`Attached is the statement of ${account.name} for ${named}: the balance at the start of the
          month, each invoice, credit note and payment in it, and the balance at its end.`,
        paragraph`Balance owed at the end of ${named}: ${money(account.closing_cents)}.`,
        paragraph`Questions about it? Call us on ${letterhead.phone} or write to ${letterhead.email}.`,
      ],
      link: { label: 'Your account', url: `${settings.publicUrl}/account` },
    });
    const sent = await inTransaction(db, async (tx) => {
      // The claim on this account's month: a second run (or one at the same time) finds it and sends nothing.
      const [claimed] = await rows<{ account_id: number }>(
        tx,
        sql`insert into statement_mailings (account_id, month) values (${account.id}, ${month})
            on conflict do nothing returning account_id`,
      );
      if (!claimed) return false;
      for (const recipient of recipients) {
        await queueMail(tx, settings, {
          kind: STATEMENT_KIND,
          to: recipient.to,
          subject: `Statement for ${named}: ${account.name}`,
          ...body,
          accountId: account.id,
          userId: recipient.userId,
          attachments: [
            { filename: `statement-${month}.pdf`, contentType: pdf.contentType, content: pdfBytes(pdf.body) },
          ],
        });
      }
      return true;
    });
    return sent
      ? { account: line, outcome: 'sent', to: recipients.map((r) => r.to) }
      : { account: line, outcome: 'already_sent' };
  }

  return {
    /** Mails the month's statements, one account at a time; answers what happened to each active account. */
    async send(month: string): Promise<StatementMailing[]> {
      const done: StatementMailing[] = [];
      for (const account of await candidates(month)) done.push(await mailOne(month, account));
      return done;
    },
  };
}

const pdfBytes = (body: Buffer | string): Buffer => (typeof body === 'string' ? Buffer.from(body) : body);

export type StatementMailingService = ReturnType<typeof createStatementMailing>;
