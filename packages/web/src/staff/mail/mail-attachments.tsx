import type { MailAttachment } from '@tyreline/domain/contract/staff-mail';
import { showError } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { PaperClipIcon } from '../../ui/icons.tsx';
import { downloadMailAttachment } from './api/download-attachment.ts';

/** A size as people read it: `812 B`, `14.2 KB`, `1.3 MB`. */
export const fileSize = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The files sent with a message, each a button that saves it. */
export function MailAttachments({ mailId, attachments }: { mailId: number; attachments: MailAttachment[] }) {
  return (
    <ul className="staff-mail-attachments" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <Button
            variant="link"
            icon={<PaperClipIcon />}
            aria-label={`Download ${attachment.filename}`}
            onPress={() =>
              void downloadMailAttachment(mailId, attachment).catch((error: Error) =>
                showError(error.message),
              )
            }
          >
            {attachment.filename}
          </Button>
          <span className="staff-muted">{fileSize(attachment.size)}</span>
        </li>
      ))}
    </ul>
  );
}
