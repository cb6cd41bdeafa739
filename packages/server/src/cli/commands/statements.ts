import {
  createStatementMailing,
  monthHasEnded,
  monthName,
  STATEMENT_MONTH,
  type StatementMailing,
} from '../../features/documents/statement-mailing.service.ts';
import { CliError, CliUsageError, type CliCommand, type OptionValues } from '../command.ts';

/** One line per account: to whom its statement went, or why it did not. */
function describe(mailing: StatementMailing): string {
  const who = `Account ${mailing.account.id} ${mailing.account.name}:`;
  switch (mailing.outcome) {
    case 'sent':
      return `${who} sent to ${mailing.to.join(', ')}`;
    case 'already_sent':
      return `${who} skipped, already sent`;
    case 'nothing_to_send':
      return `${who} nothing to send (no entries in the month and nothing owed)`;
    case 'no_recipient':
      return `${who} skipped, no one to send it to (no statements address, and no owner wants statements by mail)`;
  }
}

/** The month asked for: one that has ended (Brisbane time), or a usage error saying what to give. */
function monthOf(values: OptionValues, now: () => Date): string {
  const month = values.month;
  if (typeof month !== 'string' || month === '')
    throw new CliUsageError('--month <YYYY-MM> is required, such as --month 2026-10');
  if (!STATEMENT_MONTH.test(month))
    throw new CliUsageError(`--month must be a month such as 2026-10, got "${month}"`);
  if (!monthHasEnded(month, now()))
    throw new CliUsageError(
      `${monthName(month)} has not ended yet (Brisbane time): its statement can be sent from the 1st of the next month`,
    );
  return month;
}

const statementSend: CliCommand = {
  name: 'statement:send',
  summary:
    'Mail each active account its statement PDF for a month that has ended (once: a second run skips it)',
  usage: '--month <YYYY-MM>',
  options: { month: { type: 'string' } },
  check: (values, now) => void monthOf(values, now),
  async run({ db, values, out, mail, letterhead, now = () => new Date() }) {
    const month = monthOf(values, now);
    if (!mail || !letterhead) throw new CliError('statement:send needs the mail settings and the letterhead');

    const mailings = await createStatementMailing(db, mail, letterhead).send(month);
    for (const mailing of mailings) out(describe(mailing));
    const count = (outcome: StatementMailing['outcome']) => mailings.filter((m) => m.outcome === outcome);
    const sent = count('sent');
    const messages = sent.reduce((n, m) => n + (m.outcome === 'sent' ? m.to.length : 0), 0);
    out(
      `Statements for ${monthName(month)}: ${sent.length} sent (${messages} ${messages === 1 ? 'message' : 'messages'}${
        mail.delivers ? '' : ', recorded only: no SMTP_URL'
      }), ${count('already_sent').length} already sent, ${count('nothing_to_send').length} with nothing to send, ${
        count('no_recipient').length
      } with no one to send to.`,
    );
  },
};

export const statementCommands: CliCommand[] = [statementSend];
