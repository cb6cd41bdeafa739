import { sql, type SQL } from 'drizzle-orm';
import type {
  MailAttachment,
  MailMessage,
  MailQuery,
  MailStatus,
  MailSummary,
} from '@tyreline/domain/contract/staff-mail';
import { rows, type Db } from '../../db/client.ts';
import type { Download } from '../../lib/download.ts';
import { newMessageId } from '../../lib/mail/outbox.ts';

interface MailRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  next_attempt_at: Date | string;
  order_id: number | null;
  message_id: string;
  html: string;
  text: string;
  total: number;
}

const iso = (at: Date | string) => new Date(at).toISOString();

const summaryOf = (row: MailRow): MailSummary => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  last_error: row.last_error,
  created_at: iso(row.created_at),
  sent_at: row.sent_at === null ? null : iso(row.sent_at),
  // Only a queued message waits for anything.
  next_attempt_at: row.status === 'queued' ? iso(row.next_attempt_at) : null,
  order_id: row.order_id,
});

const SUMMARY = sql`id, kind, to_address, subject, status, attempts, last_error, created_at, sent_at,
                    next_attempt_at, order_id`;

/** The outbox as the back office's Mail page reads it. */
export function createMailRepository(db: Db) {
  return {
    /** Newest first, by status and by a text in the address or the subject. */
    async list(query: MailQuery): Promise<{ data: MailSummary[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (query.status) conditions.push(sql`status = ${query.status}`);
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`(to_address ilike ${like} or subject ilike ${like})`);
      }
      const where = sql.join(conditions, sql` and `);
      const found = await rows<MailRow>(
        db,
        sql`select ${SUMMARY}, (count(*) over ())::int as total from mail_outbox where ${where}
            order by id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      );
      let total = found[0]?.total;
      if (total === undefined) {
        const [counted] = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from mail_outbox where ${where}`,
        );
        total = counted?.n ?? 0;
      }
      return { data: found.map(summaryOf), total };
    },

    async find(id: number): Promise<MailMessage | undefined> {
      const [row] = await rows<MailRow>(
        db,
        sql`select ${SUMMARY}, message_id, html, text from mail_outbox where id = ${id}`,
      );
      if (!row) return undefined;
      const attachments = await rows<MailAttachment>(
        db,
        sql`select id, filename, content_type, octet_length(content)::int as size from mail_attachments
            where outbox_id = ${id} order by id`,
      );
      return { ...summaryOf(row), message_id: row.message_id, html: row.html, text: row.text, attachments };
    },

    /** One of a message's files with its bytes; undefined when the message has no such file. */
    async attachment(id: number, attachmentId: number): Promise<Download | undefined> {
      const [row] = await rows<{ filename: string; content_type: string; content: Uint8Array }>(
        db,
        sql`select filename, content_type, content from mail_attachments
            where id = ${attachmentId} and outbox_id = ${id}`,
      );
      return row && { filename: row.filename, contentType: row.content_type, body: Buffer.from(row.content) };
    },

    /** A new message with the same address, bodies and attachments (and its own Message-ID); answers its id. */
    async copy(id: number, status: MailStatus): Promise<number | undefined> {
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into mail_outbox (kind, to_address, subject, html, text, message_id, status,
                                     account_id, user_id, order_id)
            select kind, to_address, subject, html, text, ${newMessageId()}, ${status}, account_id, user_id, order_id
            from mail_outbox where id = ${id}
            returning id`,
      );
      if (!row) return undefined;
      await db.execute(
        sql`insert into mail_attachments (outbox_id, filename, content_type, content)
            select ${row.id}, filename, content_type, content from mail_attachments
            where outbox_id = ${id} order by id`,
      );
      return row.id;
    },
  };
}
