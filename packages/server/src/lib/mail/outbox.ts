import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { isMailAddress } from '@tyreline/domain/text';

/** What the features need to write a notice: where links point, whose name it carries, and whether it is sent. */
export interface MailSettings {
  supplierName: string;
  /** The web app's address from outside, without a trailing slash. */
  publicUrl: string;
  /** The supplier's logo at the top of every message (MAIL_LOGO_URL). */
  logoUrl: string;
  /** false without SMTP_URL: messages are recorded for the Mail page and never sent. */
  delivers: boolean;
}

export const mailSettingsOf = (config: Config): MailSettings => ({
  supplierName: config.supplier.name,
  publicUrl: config.publicUrl,
  logoUrl: config.mailLogoUrl,
  delivers: config.smtpUrl !== undefined,
});

export interface OutgoingMail {
  /** What it is about, e.g. `order.placed`. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  accountId?: number | undefined;
  userId?: number | undefined;
  orderId?: number | undefined;
  /** Files sent with it (a statement's PDF), stored with the message in the same transaction. */
  attachments?: MailAttachment[] | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * An attachment's name as it goes into a header: its last path segment only (no folders for a mail client to
 * follow), without line breaks, control characters or quotes; never empty.
 */
export const attachmentFilename = (value: string): string => {
  const name = oneLine(value)
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return name || 'attachment';
};

/** A MIME type such as `application/pdf`; anything else is sent as bytes. */
const contentTypeOf = (value: string): string =>
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(; ?[a-z0-9-]+=[a-z0-9-]+)?$/i.test(value.trim())
    ? value.trim()
    : 'application/octet-stream';

/** A header value on one line: CR and LF (and other line breaks) would start a header of the sender's choosing. */
export const oneLine = (value: string): string => value.replace(/[\r\n\u2028\u2029\v\f]+/g, ' ').trim();

/** One plain address (`someone@example.com`); a username that is not one gets no mail. */
export { isMailAddress };

/** A stable Message-ID, made once: every attempt (and a resend after a crash) carries the same one. */
export const newMessageId = (): string => `<${randomUUID()}@tyreline>`;

const OUTBOX_COLUMNS = sql`(kind, to_address, subject, html, text, message_id, status, account_id, user_id, order_id)`;

/** One message's row of the outbox insert; an address that is not one plain address is refused (thrown). */
function outboxRow(settings: Pick<MailSettings, 'delivers'>, mail: OutgoingMail): SQL {
  const to = oneLine(mail.to);
  if (!isMailAddress(to)) throw new Error(`not a single e-mail address: ${JSON.stringify(to)}`);
  return sql`(${mail.kind}, ${to}, ${oneLine(mail.subject)}, ${mail.html}, ${mail.text}, ${newMessageId()},
              ${settings.delivers ? 'queued' : 'recorded'},
              ${mail.accountId ?? null}::int, ${mail.userId ?? null}::int, ${mail.orderId ?? null}::int)`;
}

/**
 * Messages without attachments as one insert, for a hot path (checkout) that says it inside a statement of its
 * own writes: the same rows `queueMail` writes, none when `mails` is empty (answers null then).
 */
export function queueMailsQuery(
  settings: Pick<MailSettings, 'delivers'>,
  mails: readonly OutgoingMail[],
): SQL | null {
  if (mails.length === 0) return null;
  if (mails.some((m) => (m.attachments ?? []).length > 0))
    throw new Error('queueMailsQuery takes no attachments');
  return sql`insert into mail_outbox ${OUTBOX_COLUMNS} values ${sql.join(
    mails.map((m) => outboxRow(settings, m)),
    sql`, `,
  )}`;
}

/**
 * Writes a message to the outbox on `db`, which is the transaction of the event it tells about: the message
 * exists only if the event commits. Sent later by the sender, or only recorded when nothing delivers mail.
 */
export async function queueMail(
  db: Db,
  settings: Pick<MailSettings, 'delivers'>,
  mail: OutgoingMail,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into mail_outbox ${OUTBOX_COLUMNS} values ${outboxRow(settings, mail)} returning id`,
  );
  for (const attachment of mail.attachments ?? []) {
    await db.execute(
      sql`insert into mail_attachments (outbox_id, filename, content_type, content)
          values (${row!.id}, ${attachmentFilename(attachment.filename)}, ${contentTypeOf(attachment.contentType)},
                  ${attachment.content})`,
    );
  }
  return row!.id;
}
