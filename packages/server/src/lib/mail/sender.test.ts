import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, openDatabase, rows, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import { mimeAttachments, startSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server.ts';
import { renderPdf } from '../pdf.ts';
import { attachmentFilename, oneLine, queueMail } from './outbox.ts';
import { backoffMs, createSender } from './sender.ts';

let database: Database & { url?: string };
let smtp: TestSmtpServer;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
afterEach(async () => {
  await smtp?.close();
  await database.db.execute(sql`delete from mail_attachments`);
  await database.db.execute(sql`delete from mail_outbox`);
});

const FROM = 'Tyreline <orders@tyreline.test>';
const note = (n: number, to = `buyer${n}@example.com`) => ({
  kind: 'test.note',
  to,
  subject: `Note ${n}`,
  html: `<p>Note ${n}</p>`,
  text: `Note ${n}`,
});

interface Row {
  id: number;
  status: string;
  attempts: number;
  message_id: string;
  last_error: string | null;
  due_later: boolean;
}
const outbox = () =>
  rows<Row>(
    database.db,
    sql`select id, status, attempts, message_id, last_error, next_attempt_at > now() as due_later
        from mail_outbox order by id`,
  );

describe('the outbox', () => {
  it('keeps a message only when the transaction that wrote it commits', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await queueMail(tx, { delivers: true }, note(1));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outbox()).toEqual([]);
    await inTransaction(database.db, (tx) => queueMail(tx, { delivers: true }, note(2)));
    expect((await outbox()).map((m) => m.status)).toEqual(['queued']);
  });

  it('records a message without sending it when nothing delivers mail', async () => {
    await queueMail(database.db, { delivers: false }, note(1));
    expect((await outbox())[0]).toMatchObject({ status: 'recorded', attempts: 0 });
    expect((await outbox())[0]!.message_id).toMatch(/^<[0-9a-f-]{36}@tyreline>$/);
  });

  it('strips CR and LF from the subject and refuses an address carrying another header', async () => {
    expect(oneLine('Order placed\r\nBcc: everyone@example.com')).toBe(
      'Order placed Bcc: everyone@example.com',
    );
    await queueMail(database.db, { delivers: false }, { ...note(1), subject: 'Hi\r\nBcc: x@example.com' });
    const [stored] = await rows<{ subject: string }>(database.db, sql`select subject from mail_outbox`);
    expect(stored!.subject).toBe('Hi Bcc: x@example.com');
    await expect(
      queueMail(database.db, { delivers: false }, note(2, 'a@example.com\r\nBcc: x@example.com')),
    ).rejects.toThrow(/not a single e-mail address/);
  });
});

describe('attachments', () => {
  const pdf = () => renderPdf('Statement', (doc) => doc.text('Closing balance $ 1,234.50'));

  it('are kept with their message only when its transaction commits', async () => {
    const content = await pdf();
    await expect(
      inTransaction(database.db, async (tx) => {
        await queueMail(
          tx,
          { delivers: true },
          { ...note(1), attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content }] },
        );
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const counted = () =>
      rows<{ n: number }>(database.db, sql`select count(*)::int as n from mail_attachments`);
    expect(await counted()).toEqual([{ n: 0 }]);
    await queueMail(
      database.db,
      { delivers: false },
      { ...note(2), attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content }] },
    );
    expect(await counted()).toEqual([{ n: 1 }]);
    const [stored] = await rows<{ content: Uint8Array }>(
      database.db,
      sql`select content from mail_attachments`,
    );
    expect(Buffer.from(stored!.content).equals(content)).toBe(true);
  });

  it('have names without line breaks, folders or quotes', () => {
    expect(attachmentFilename('statement.pdf\r\nBcc: x@example.com')).toBe(
      'statement.pdf Bcc: x@example.com',
    );
    expect(attachmentFilename('../../etc/passwd')).toBe('passwd');
    expect(attachmentFilename('C:\\Users\\me\\"odd".pdf')).toBe('odd.pdf');
    expect(attachmentFilename('..')).toBe('attachment');
    expect(attachmentFilename('\r\n')).toBe('attachment');
  });

  it('reach the SMTP server with the message, the PDF’s bytes intact under its sanitised name', async () => {
    smtp = await startSmtpServer();
    const content = await pdf();
    await queueMail(
      database.db,
      { delivers: true },
      {
        ...note(1),
        attachments: [
          {
            filename: 'reports/statement-2026-10.pdf\r\nX-Injected: yes',
            contentType: 'application/pdf',
            content,
          },
          {
            filename: 'notes.txt',
            contentType: 'text/plain\r\nX-Injected: yes',
            content: Buffer.from('two'),
          },
        ],
      },
    );
    const sender = createSender(database.db, { smtpUrl: smtp.url, from: FROM });
    try {
      expect(await sender.runOnce()).toMatchObject({ sent: 1, claimed: 1 });
    } finally {
      await sender.stop();
    }
    const [received] = smtp.received;
    expect(received!.raw).not.toMatch(/^X-Injected/m);
    const unfolded = received!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toContain('filename="statement-2026-10.pdf X-Injected: yes"');
    const [statement, notes] = mimeAttachments(received!.raw);
    expect(statement).toMatchObject({
      filename: 'statement-2026-10.pdf X-Injected: yes',
      contentType: 'application/pdf',
    });
    expect(statement!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(statement!.content.equals(content)).toBe(true);
    expect(notes).toMatchObject({ filename: 'notes.txt', contentType: 'application/octet-stream' });
    expect(notes!.content.toString()).toBe('two');
  });
});

describe('the sender', () => {
  it('delivers each queued message with its stored Message-ID and marks it sent', async () => {
    smtp = await startSmtpServer();
    await queueMail(database.db, { delivers: true }, note(1));
    const sender = createSender(database.db, { smtpUrl: smtp.url, from: FROM });
    try {
      expect(await sender.runOnce()).toMatchObject({ sent: 1, claimed: 1 });
    } finally {
      await sender.stop();
    }
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.header('message-id')).toBe(sent!.message_id);
    expect(smtp.received[0]!.to).toEqual(['buyer1@example.com']);
    expect(smtp.received[0]!.header('subject')).toBe('Note 1');
  });

  it('keeps a message queued with a later attempt while the SMTP server is down, and delivers it once when it is back', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    await queueMail(database.db, { delivers: true }, note(1));
    const sender = createSender(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    try {
      expect(await sender.runOnce()).toMatchObject({ retried: 1 });
      const [waiting] = await outbox();
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1, due_later: true });
      expect(waiting!.last_error).toBeTruthy();
      // Not due yet: a round now claims nothing.
      expect(await sender.runOnce()).toMatchObject({ claimed: 0 });

      smtp = await startSmtpServer({ port });
      // The backoff has passed.
      await database.db.execute(sql`update mail_outbox set next_attempt_at = now() - interval '1 second'`);
      expect(await sender.runOnce()).toMatchObject({ sent: 1 });
      expect(await sender.runOnce()).toMatchObject({ claimed: 0 });
    } finally {
      await sender.stop();
    }
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a message failed at once on a permanent 5xx answer, with the error to read', async () => {
    smtp = await startSmtpServer({ rejectRecipient: (address) => address.startsWith('gone') });
    await queueMail(database.db, { delivers: true }, note(1, 'gone@example.com'));
    const sender = createSender(database.db, { smtpUrl: smtp.url, from: FROM });
    try {
      expect(await sender.runOnce()).toMatchObject({ failed: 1 });
    } finally {
      await sender.stop();
    }
    const [failed] = await outbox();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.last_error).toMatch(/550|No such mailbox/);
    expect(smtp.received).toHaveLength(0);
  });

  it('marks a message failed after its last allowed attempt', async () => {
    await queueMail(database.db, { delivers: true }, note(1));
    const sender = createSender(database.db, { smtpUrl: 'smtp://127.0.0.1:1', from: FROM, maxAttempts: 2 });
    try {
      expect(await sender.runOnce()).toMatchObject({ retried: 1 });
      await database.db.execute(sql`update mail_outbox set next_attempt_at = now()`);
      expect(await sender.runOnce()).toMatchObject({ failed: 1 });
    } finally {
      await sender.stop();
    }
    expect(await outbox()).toMatchObject([{ status: 'failed', attempts: 2 }]);
  });

  it('never sends a message twice when two senders run over one database at once', async () => {
    smtp = await startSmtpServer();
    for (let n = 1; n <= 60; n++) await queueMail(database.db, { delivers: true }, note(n));
    // On PostgreSQL the second sender has a connection pool of its own, as a second server process would.
    const other = database.url ? await openDatabase({ url: database.url, poolSize: 5 }) : undefined;
    const one = createSender(database.db, { smtpUrl: smtp.url, from: FROM, batchSize: 20 });
    const two = createSender((other ?? database).db, { smtpUrl: smtp.url, from: FROM, batchSize: 20 });
    try {
      for (let round = 0; round < 4; round++) await Promise.all([one.runOnce(), two.runOnce()]);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
      await other?.close();
    }
    const ids = smtp.received.map((m) => m.header('message-id'));
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect((await outbox()).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });

  it('sends again, with the same Message-ID, a message whose sender died mid-send once its lease runs out', async () => {
    smtp = await startSmtpServer();
    await queueMail(database.db, { delivers: true }, note(1));
    // A sender that claimed the message and died before marking it: attempts counted, leased for the future.
    await database.db.execute(
      sql`update mail_outbox set attempts = 1, next_attempt_at = now() + interval '2 minutes'`,
    );
    const sender = createSender(database.db, { smtpUrl: smtp.url, from: FROM });
    try {
      expect(await sender.runOnce()).toMatchObject({ claimed: 0 });
      await database.db.execute(sql`update mail_outbox set next_attempt_at = now() - interval '1 second'`);
      expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    } finally {
      await sender.stop();
    }
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.header('message-id'))).toEqual([sent!.message_id]);
  });

  it('sends in the background once started, and stops cleanly', async () => {
    smtp = await startSmtpServer();
    const sender = createSender(database.db, { smtpUrl: smtp.url, from: FROM, everyMs: 50 });
    sender.start();
    try {
      await queueMail(database.db, { delivers: true }, note(1));
      await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await sender.stop();
    }
    expect((await outbox())[0]!.status).toBe('sent');
  });

  it('waits twice as long after each failure, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000, 100_000))).toEqual([
      30_000, 60_000, 100_000, 100_000,
    ]);
  });
});
