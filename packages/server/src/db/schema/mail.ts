import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '@tyreline/domain/contract/staff-mail';
import { accounts, users } from './accounts.ts';
import { orders } from './orders.ts';

const statusList = sql.raw(MAIL_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The outbox: every message, written in the transaction of the event that caused it and sent after commit
 * by the sender of any server process. Kept after sending, for the back office's Mail page.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is about, e.g. `order.placed`. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Made once when queued and sent with every attempt, so a resend after a crash is recognisable. */
    messageId: text('message_id').notNull().unique(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next claim it: due now, after a backoff, or after a claimed attempt's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
  },
  (t) => [
    check('mail_outbox_status_known', sql`${t.status} in (${statusList})`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_order_idx').on(t.orderId),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A file sent with an outbox message (a statement's PDF), written in the same transaction as the message. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => mailOutbox.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_outbox_idx').on(t.outboxId)],
);

/**
 * One row per account and month whose statement was mailed (`statement:send --month`): written with the
 * message, so running the command twice sends each statement once.
 */
export const statementMailings = pgTable(
  'statement_mailings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.month] }),
    check('statement_mailings_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
