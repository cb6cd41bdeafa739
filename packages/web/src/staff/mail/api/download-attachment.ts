import type { MailAttachment } from '@tyreline/domain/contract/staff-mail';
import { staffDownload } from '../../session/staff-http.ts';

/** Saves one of a message's files as it was sent. */
export const downloadMailAttachment = (mailId: number, attachment: Pick<MailAttachment, 'id'>) =>
  staffDownload(`/api/staff/mail/${mailId}/attachments/${attachment.id}`);
