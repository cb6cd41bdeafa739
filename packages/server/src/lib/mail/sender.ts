import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { rows, sqlList, type Db } from '../../db/client.ts';

export interface SenderOptions {
  smtpUrl: string;
  from: string;
  /** Messages claimed per round. */
  batchSize?: number;
  /** How long a claimed message is this sender's; past it (a crash) another sender may take it again. */
  leaseMs?: number;
  /** Attempts before a message that keeps failing is marked failed. */
  maxAttempts?: number;
  /** The first retry's wait; each next one doubles, up to `backoffCapMs`. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** How often the background loop looks for due messages. */
  everyMs?: number;
  onError?: (err: unknown) => void;
}

export interface SendRound {
  sent: number;
  retried: number;
  failed: number;
}

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  attempts: number;
}

interface StoredAttachment {
  outbox_id: number;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

/** A 5xx answer from the SMTP server (a mailbox that does not exist, a refused sender) will not get better. */
const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

/** The wait before attempt `attempts + 1`: doubling from `base`, never more than `cap`. */
export const backoffMs = (attempts: number, base: number, cap: number): number =>
  Math.min(cap, base * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the outbox. Each round claims due messages in one statement (`for update skip locked`, then a lease
 * on `next_attempt_at` and the attempt counted), so senders in several processes never take the same message;
 * then sends each with its stored Message-ID and marks it sent, retried later with backoff, or failed.
 * A process that dies mid-send leaves its messages to be claimed again once the lease runs out.
 */
export function createSender(db: Db, options: SenderOptions) {
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const base = options.backoffBaseMs ?? 30_000;
  const cap = options.backoffCapMs ?? 3_600_000;
  const everyMs = options.everyMs ?? 1_000;
  // Socket limits well inside the lease, so a hung server never outlives the claim.
  const limit = Math.max(1_000, Math.floor(leaseMs / 4));
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: limit,
    greetingTimeout: limit,
    socketTimeout: limit,
  });

  async function claim(): Promise<Claimed[]> {
    return rows<Claimed>(
      db,
      sql`with due as (
            select id from mail_outbox
            where status = 'queued' and next_attempt_at <= now()
            order by next_attempt_at, id
            limit ${batchSize}
            for update skip locked
          )
          update mail_outbox m
          set attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
          from due where m.id = due.id
          returning m.id, m.to_address, m.subject, m.html, m.text, m.message_id, m.attempts`,
    );
  }

  /** The files of the claimed messages, by message, in the order they were added. */
  async function attachmentsOf(claimed: Claimed[]): Promise<Map<number, StoredAttachment[]>> {
    const byMessage = new Map<number, StoredAttachment[]>();
    if (claimed.length === 0) return byMessage;
    const found = await rows<StoredAttachment>(
      db,
      sql`select outbox_id, filename, content_type, content from mail_attachments
          where outbox_id in (${sqlList(claimed.map((m) => m.id))}) order by id`,
    );
    for (const attachment of found) {
      byMessage.set(attachment.outbox_id, [...(byMessage.get(attachment.outbox_id) ?? []), attachment]);
    }
    return byMessage;
  }

  async function deliver(message: Claimed, attachments: StoredAttachment[]): Promise<keyof SendRound> {
    try {
      await transport.sendMail({
        from: options.from,
        to: message.to_address,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.message_id,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.content),
        })),
      });
    } catch (error) {
      const failed = isPermanent(error) || message.attempts >= maxAttempts;
      const waitMs = backoffMs(message.attempts, base, cap);
      await db.execute(
        sql`update mail_outbox
            set status = ${failed ? 'failed' : 'queued'}, last_error = ${describe(error)},
                next_attempt_at = now() + make_interval(secs => ${waitMs / 1000})
            where id = ${message.id} and status = 'queued'`,
      );
      return failed ? 'failed' : 'retried';
    }
    return 'sent';
  }

  /**
   * One round: claims what is due and sends it; answers how each message ended. The sent ones are marked in one
   * statement once the round's last send has ended, not one statement (and commit) each; a crash before that
   * sends the round's messages again after the lease, like a message in flight.
   */
  async function runOnce(): Promise<SendRound & { claimed: number }> {
    const claimed = await claim();
    const round = { sent: 0, retried: 0, failed: 0, claimed: claimed.length };
    const attachments = await attachmentsOf(claimed);
    const outcomes = await Promise.all(claimed.map((m) => deliver(m, attachments.get(m.id) ?? [])));
    for (const outcome of outcomes) round[outcome] += 1;
    const sent = claimed.filter((_, i) => outcomes[i] === 'sent').map((m) => m.id);
    if (sent.length > 0)
      await db.execute(
        sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null
            where id in (${sqlList(sent)}) and status = 'queued'`,
      );
    return round;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((round) => schedule(round.claimed === batchSize ? 0 : everyMs))
        .catch((error: unknown) => {
          options.onError?.(error);
          schedule(everyMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    /** Sends in the background every `everyMs` (at once again after a full batch) until stopped. */
    start(): void {
      stopped = false;
      schedule(0);
    },
    /** Stops the loop, lets a round in progress finish, and closes the SMTP connections. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
