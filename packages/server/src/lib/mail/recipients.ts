import { sql } from 'drizzle-orm';
import { wantsMail, type MailPreferences } from '@tyreline/domain/mail-topics';
import { rows, type Db } from '../../db/client.ts';
import { isMailAddress } from './outbox.ts';

/** A user of a customer account who is to be sent a notice. */
export interface MailRecipient {
  userId: number;
  address: string;
  name: string;
  preferences: MailPreferences;
}

/** A user's row as a notice's recipient is read: with `recipientRow`, inside any query that joins the user. */
export interface RecipientRow {
  id: number;
  username: string;
  name: string;
  mail_order_placed: boolean;
  mail_dispatched: boolean;
  mail_statements: boolean;
}

/** The `users` row under `alias` as one JSON value of `RecipientRow`'s shape. */
export const recipientRow = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'name', ${alias}.name,
       'mail_order_placed', ${alias}.mail_order_placed, 'mail_dispatched', ${alias}.mail_dispatched,
       'mail_statements', ${alias}.mail_statements)`,
  );

const toRecipient = (row: RecipientRow): MailRecipient => ({
  userId: row.id,
  address: row.username,
  name: row.name,
  preferences: {
    order_placed: row.mail_order_placed,
    dispatched: row.mail_dispatched,
    statements: row.mail_statements,
  },
});

/** Whether a notice of `kind` goes to this user: their sign-in is an address and they did not turn it off. */
const wants = (kind: string) => (recipient: MailRecipient) =>
  isMailAddress(recipient.address) && wantsMail(kind, recipient.preferences);

/**
 * The user of `row` (read with `recipientRow`), if a notice of `kind` is to go to them
 * (`@tyreline/domain/mail-topics` says which notices a preference turns off); undefined when it is not, or when
 * their sign-in is not an e-mail address.
 */
export function recipientIfWanting(kind: string, row: RecipientRow): MailRecipient | undefined {
  const recipient = toRecipient(row);
  return wants(kind)(recipient) ? recipient : undefined;
}

/**
 * The account's active owners (not disabled, signing in with an e-mail address) to whom a notice of `kind`
 * goes, leaving out `exceptUserId`; in the order they joined.
 */
export async function ownersWanting(
  db: Db,
  kind: string,
  accountId: number,
  exceptUserId?: number,
): Promise<MailRecipient[]> {
  const found = await rows<{ r: RecipientRow }>(
    db,
    sql`select ${recipientRow('u')} as r from users u
        where u.account_id = ${accountId} and u.role = 'owner' and not u.disabled
          and u.id <> ${exceptUserId ?? 0}
        order by u.id`,
  );
  return found.map(({ r }) => toRecipient(r)).filter(wants(kind));
}
