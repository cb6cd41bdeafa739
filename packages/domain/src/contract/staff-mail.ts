import { z } from 'zod';
import { paginationQuery, queryId, text } from './common.ts';

/**
 * Where a message stands in the outbox: waiting to be sent (or retried), sent, given up on, or only
 * recorded because no SMTP_URL is configured (kept and readable on the Mail page, never sent).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'recorded'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  recorded: 'Recorded (not sent)',
};

/** The Mail page's list: newest first, by status and by a text found in the address or the subject. */
export const mailQuery = paginationQuery.extend({
  status: z.enum(MAIL_STATUSES).optional(),
  q: text(100).trim().optional(),
});
export type MailQuery = z.infer<typeof mailQuery>;

export const mailSummary = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
});
export type MailSummary = z.infer<typeof mailSummary>;

/** A file sent with a message (a statement's PDF): its name and size; its bytes are a download of their own. */
export const mailAttachment = z.object({
  id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

/** One message as it was (or will be) sent: both bodies, its Message-ID and its attachments. */
export const mailMessage = mailSummary.extend({
  message_id: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(mailAttachment),
});
export type MailMessage = z.infer<typeof mailMessage>;

/** `GET /api/staff/mail/:id/attachments/:attachmentId`: one of a message's files. */
export const mailAttachmentParams = z.object({ id: queryId, attachmentId: queryId });
