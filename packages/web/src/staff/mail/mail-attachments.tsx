import { App, Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { MailAttachment } from '@tyreline/domain/contract/staff-mail';
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
  const { message } = App.useApp();
  return (
    <ul className="staff-mail-attachments" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <Button
            type="link"
            icon={<PaperClipOutlined />}
            aria-label={`Download ${attachment.filename}`}
            onClick={() =>
              void downloadMailAttachment(mailId, attachment).catch((error: Error) =>
                message.error(error.message),
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
