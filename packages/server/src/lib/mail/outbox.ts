import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';

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
}

/** A header value on one line: CR and LF (and other line breaks) would start a header of the sender's choosing. */
export const oneLine = (value: string): string => value.replace(/[\r\n\u2028\u2029\v\f]+/g, ' ').trim();

/** One plain address (`someone@example.com`); a username that is not one gets no mail. */
export const isMailAddress = (value: string): boolean =>
  value.length <= 254 && /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/.test(value);

/** A stable Message-ID, made once: every attempt (and a resend after a crash) carries the same one. */
export const newMessageId = (): string => `<${randomUUID()}@tyreline>`;

/**
 * Writes a message to the outbox on `db`, which is the transaction of the event it tells about: the message
 * exists only if the event commits. Sent later by the sender, or only recorded when nothing delivers mail.
 */
export async function queueMail(
  db: Db,
  settings: Pick<MailSettings, 'delivers'>,
  mail: OutgoingMail,
): Promise<number> {
  const to = oneLine(mail.to);
  if (!isMailAddress(to)) throw new Error(`not a single e-mail address: ${JSON.stringify(to)}`);
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into mail_outbox (kind, to_address, subject, html, text, message_id, status,
                                 account_id, user_id, order_id)
        values (${mail.kind}, ${to}, ${oneLine(mail.subject)}, ${mail.html}, ${mail.text}, ${newMessageId()},
                ${settings.delivers ? 'queued' : 'recorded'},
                ${mail.accountId ?? null}, ${mail.userId ?? null}, ${mail.orderId ?? null})
        returning id`,
  );
  return row!.id;
}
