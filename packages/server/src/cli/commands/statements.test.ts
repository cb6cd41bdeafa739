import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Database } from '../../db/client.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { loadConfig } from '../../env.ts';
import { createSender } from '../../lib/mail/sender.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import { refusal, runCli } from '../../../test/support/cli.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { mimeAttachments, startSmtpServer } from '../../../test/support/smtp-server.ts';
import { CliUsageError } from '../command.ts';
import { statementCommands } from './statements.ts';

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase('demo');
  await seedDemoIfEmpty(database.db, { orders: false });
});
afterAll(() => database?.close());

const send = statementCommands.find((c) => c.name === 'statement:send')!;
const MAIL = {
  supplierName: 'Tyreline Test Supply',
  publicUrl: 'https://shop.example',
  logoUrl: 'https://shop.example/mail-logo.png',
  delivers: false,
};
const LETTERHEAD = {
  name: 'Tyreline Test Supply',
  abn: '51 824 753 556',
  address: '1 Test St, Brisbane QLD 4000',
  phone: '1300 000 000',
  email: 'support@tyreline.example',
  remittance: { bsb: '123-456', accountNumber: '12345678', accountName: 'Tyreline Test Supply' },
};

/** statement:send in-process, as the operator tool runs it; answers the lines it printed. */
async function statementSend(month: string | undefined, options: { delivers?: boolean; now?: Date } = {}) {
  const lines: string[] = [];
  await send.run({
    db: database.db,
    values: month === undefined ? {} : { month },
    positionals: [],
    out: (line) => lines.push(line),
    mail: { ...MAIL, delivers: options.delivers ?? false },
    letterhead: LETTERHEAD,
    now: () => options.now ?? new Date(),
  });
  return lines;
}

/** An account of department 7 with its users and ledger entries (`at` an instant, cents signed as stored). */
async function account(
  name: string,
  setup: {
    statementsEmail?: string;
    disabled?: boolean;
    users?: { username: string; role?: string; disabled?: boolean; mailStatements?: boolean }[];
    ledger?: [at: string, cents: number][];
  },
): Promise<number> {
  const db = database.db;
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into accounts (department_id, name, statements_email, disabled)
        values (7, ${name}, ${setup.statementsEmail ?? null}, ${setup.disabled ?? false}) returning id`,
  );
  const id = row!.id;
  for (const user of setup.users ?? []) {
    await db.execute(
      sql`insert into users (account_id, username, name, password_hash, role, disabled, mail_statements)
          values (${id}, ${user.username}, ${user.username}, 'x', ${user.role ?? 'owner'}, ${user.disabled ?? false},
                  ${user.mailStatements ?? true})`,
    );
  }
  for (const [at, cents] of setup.ledger ?? []) {
    await db.execute(
      sql`insert into ledger_entries (account_id, kind, amount_cents, reference, created_at)
          values (${id}, ${cents > 0 ? 'invoice' : 'payment'}, ${cents}, ${`REF-${cents}`}, ${at})`,
    );
  }
  return id;
}

interface Sent {
  id: number;
  account_id: number;
  to_address: string;
  subject: string;
  text: string;
  user_id: number | null;
}
const statementsSent = (accountId: number) =>
  rows<Sent>(
    database.db,
    sql`select id, account_id, to_address, subject, text, user_id from mail_outbox
        where kind = 'account.statement' and account_id = ${accountId} order by id`,
  );

const ids: Record<string, number> = {};
beforeAll(async () => {
  ids.acme = await account('Acme Statements', {
    statementsEmail: 'accounts@acme.example',
    users: [{ username: 'owner@acme.example' }],
    // $100.00 invoiced and $40.00 paid in March 2025.
    ledger: [
      ['2025-03-10T02:00:00Z', 10_000],
      ['2025-03-20T02:00:00Z', -4_000],
    ],
  });
  ids.owners = await account('Owners Only', {
    users: [
      { username: 'wants@owners.example' },
      { username: 'declines@owners.example', mailStatements: false },
      { username: 'gone@owners.example', disabled: true },
      { username: 'buyer@owners.example', role: 'buyer' },
      { username: 'owners-operator' },
      { username: 'also@owners.example' },
    ],
    // Owed since February: no entries in March, but something owed at its end.
    ledger: [['2025-02-05T02:00:00Z', 5_000]],
  });
  ids.quiet = await account('Quiet Motors', { users: [{ username: 'owner@quiet.example' }] });
  ids.settled = await account('Settled Tyres', {
    users: [{ username: 'owner@settled.example' }],
    ledger: [
      ['2025-01-05T02:00:00Z', 2_500],
      ['2025-01-25T02:00:00Z', -2_500],
    ],
  });
  ids.closed = await account('Closed Statements', {
    disabled: true,
    users: [{ username: 'owner@closed.example' }],
    ledger: [['2025-03-05T02:00:00Z', 1_000]],
  });
  ids.nobody = await account('Nobody Listening', {
    users: [{ username: 'quiet@nobody.example', mailStatements: false }],
    ledger: [['2025-03-05T02:00:00Z', 1_000]],
  });
  // 00:30 on 1 April in Brisbane: April's, not March's.
  ids.late = await account('Late Night Tyres', {
    users: [{ username: 'owner@late.example' }],
    ledger: [['2025-03-31T14:30:00Z', 7_000]],
  });
});

const line = (lines: string[], id: number) => lines.find((l) => l.startsWith(`Account ${id} `));

describe('statement:send', () => {
  it('mails each active account with entries or a balance its month’s statement PDF, to its statements address or its owners who want it', async () => {
    const smtp = await startSmtpServer();
    try {
      const lines = await statementSend('2025-03', { delivers: true });
      expect(line(lines, ids.acme!)).toBe(
        `Account ${ids.acme} Acme Statements: sent to accounts@acme.example`,
      );
      expect(line(lines, ids.owners!)).toBe(
        `Account ${ids.owners} Owners Only: sent to wants@owners.example, also@owners.example`,
      );
      expect(line(lines, ids.quiet!)).toMatch(/Quiet Motors: nothing to send/);
      expect(line(lines, ids.settled!)).toMatch(/Settled Tyres: nothing to send/);
      expect(line(lines, ids.late!)).toMatch(/Late Night Tyres: nothing to send/);
      expect(line(lines, ids.nobody!)).toMatch(/Nobody Listening: skipped, no one to send it to/);
      // A disabled account is not a candidate at all.
      expect(line(lines, ids.closed!)).toBeUndefined();
      expect(lines.at(-1)).toMatch(
        /^Statements for March 2025: 2 sent \(3 messages\), 0 already sent, \d+ with nothing to send, 1 with no one to send to\.$/,
      );

      const [acme] = await statementsSent(ids.acme!);
      expect(acme).toMatchObject({
        to_address: 'accounts@acme.example',
        subject: 'Statement for March 2025: Acme Statements',
        user_id: null,
      });
      expect(acme!.text).toMatch(/Balance owed at the end of March 2025: \$\s?60\.00 AUD\./);
      const owners = await statementsSent(ids.owners!);
      expect(owners.map((m) => m.to_address)).toEqual(['wants@owners.example', 'also@owners.example']);
      expect(owners.every((m) => m.user_id !== null)).toBe(true);
      expect(await statementsSent(ids.nobody!)).toEqual([]);

      // Sent through a real SMTP server, the PDF arrives byte for byte as the statement of that account.
      const sender = createSender(database.db, { smtpUrl: smtp.url, from: 'Tyreline <t@tyreline.test>' });
      try {
        expect(await sender.runOnce()).toMatchObject({ sent: 3, failed: 0 });
      } finally {
        await sender.stop();
      }
      const received = smtp.received.find((m) => m.to.includes('accounts@acme.example'))!;
      expect(received.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain('filename=statement-2025-03.pdf');
      const [pdf] = mimeAttachments(received.raw);
      expect(pdf).toMatchObject({ filename: 'statement-2025-03.pdf', contentType: 'application/pdf' });
      expect(pdf!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const [stored] = await rows<{ content: Uint8Array }>(
        database.db,
        sql`select content from mail_attachments where outbox_id = ${acme!.id}`,
      );
      expect(pdf!.content.equals(Buffer.from(stored!.content))).toBe(true);
      const text = await pdfText(pdf!.content);
      expect(text).toContain('Acme Statements');
      expect(text).toContain('1 Mar 2025 – 31 Mar 2025');
      expect(text).toMatch(/Closing balance \(owed\)\s+\$\s?60\.00/);
    } finally {
      await smtp.close();
    }
  });

  it('sends each statement once: a second run skips every account already mailed', async () => {
    const before = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from mail_outbox`);
    const lines = await statementSend('2025-03');
    expect(line(lines, ids.acme!)).toBe(`Account ${ids.acme} Acme Statements: skipped, already sent`);
    expect(line(lines, ids.owners!)).toBe(`Account ${ids.owners} Owners Only: skipped, already sent`);
    expect(lines.at(-1)).toMatch(/: 0 sent \(0 messages, recorded only: no SMTP_URL\), 2 already sent,/);
    expect(await rows(database.db, sql`select count(*)::int as n from mail_outbox`)).toEqual(before);
    // Nothing was recorded for the account no one listens at: once someone does, a run sends it.
    await database.db.execute(
      sql`update accounts set statements_email = 'ap@nobody.example' where id = ${ids.nobody!}`,
    );
    expect(line(await statementSend('2025-03'), ids.nobody!)).toBe(
      `Account ${ids.nobody} Nobody Listening: sent to ap@nobody.example`,
    );
  });

  it('counts the month on the Brisbane clock and sends it once even when two runs go at the same time', async () => {
    const [first, second] = await Promise.all([statementSend('2025-04'), statementSend('2025-04')]);
    for (const id of [ids.acme!, ids.owners!, ids.late!]) {
      const outcomes = [line(first!, id), line(second!, id)];
      expect(
        outcomes.filter((l) => l?.includes(': sent to')),
        String(outcomes),
      ).toHaveLength(1);
      expect(outcomes.filter((l) => l?.endsWith('skipped, already sent'))).toHaveLength(1);
    }
    const april = (id: number) =>
      rows<{ to_address: string }>(
        database.db,
        sql`select to_address from mail_outbox where account_id = ${id} and subject like '%April 2025%'`,
      );
    expect(await april(ids.late!)).toEqual([{ to_address: 'owner@late.example' }]);
    expect((await april(ids.owners!)).map((m) => m.to_address)).toEqual([
      'wants@owners.example',
      'also@owners.example',
    ]);
  });

  // PGlite allows one process per data folder; two processes share a PostgreSQL database only.
  it.runIf(loadConfig().databaseUrl)(
    'sends a month once even when the operator tool runs twice at the same time in two processes (PostgreSQL)',
    async () => {
      const env = { DATABASE_URL: database.url!, SUPPLIER_NAME: 'Tyreline Test Supply' };
      const [one, two] = await Promise.all([
        runCli(['statement:send', '--month', '2025-05'], env),
        runCli(['statement:send', '--month', '2025-05'], env),
      ]);
      expect([one.code, two.code], one.stderr + two.stderr).toEqual([0, 0]);
      const sentLines = `${one.stdout}${two.stdout}`.split('\n').filter((l) => l.includes(': sent to'));
      expect(sentLines.filter((l) => l.startsWith(`Account ${ids.acme} `))).toHaveLength(1);
      expect(sentLines.filter((l) => l.startsWith(`Account ${ids.late} `))).toHaveLength(1);
      const [may] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from mail_outbox where account_id = ${ids.acme!} and subject like '%May 2025%'`,
      );
      expect(may!.n).toBe(1);
    },
  );

  it('refuses a missing or malformed month, and a month that has not ended on the Brisbane clock', async () => {
    const refused = (month: string | undefined, now?: Date) => refusal(statementSend(month, { now }));
    expect(await refused(undefined)).toBe('--month <YYYY-MM> is required, such as --month 2026-10');
    for (const month of ['2025-3', '2025-13', 'March', '2025-03-01', '1999-12'])
      expect(await refused(month)).toBe(`--month must be a month such as 2026-10, got "${month}"`);
    // 23:59 on 31 May in Brisbane is still May; a minute later it is June.
    expect(await refused('2025-05', new Date('2025-05-31T13:59:00Z'))).toBe(
      'May 2025 has not ended yet (Brisbane time): its statement can be sent from the 1st of the next month',
    );
    expect((await statementSend('2025-05', { now: new Date('2025-05-31T14:00:00Z') })).at(-1)).toMatch(
      /^Statements for May 2025:/,
    );
    await expect(statementSend('2099-01')).rejects.toThrow(CliUsageError);
  });

  it('exits with code 2 and a one-line reason for a bad month, as the operator tool, before opening the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyreline-statements-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
      const bad = await runCli(['statement:send', '--month', '2025-13'], env);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('Error: --month must be a month such as 2026-10, got "2025-13"\n');
      expect(bad.stderr).toContain('Usage: npm run tyreline -- statement:send --month <YYYY-MM>');
      // Answered before any database is opened: the embedded one's folder is never touched.
      expect(fs.readdirSync(dataDir)).toEqual([]);
      const help = await runCli(['help'], env);
      expect(help.stdout).toContain('statement:send');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
