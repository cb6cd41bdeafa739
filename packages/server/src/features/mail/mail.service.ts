import type { MailMessage, MailQuery, MailSummary } from '@tyreline/domain/contract/staff-mail';
import { inTransaction, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { createMailRepository } from './mail.repository.ts';

/** The back office's Mail page: read the outbox, and send a message again. */
export function createMailService(db: Db, settings: Pick<MailSettings, 'delivers'>) {
  const repository = createMailRepository(db);
  return {
    list: (query: MailQuery): Promise<{ data: MailSummary[]; total: number }> => repository.list(query),
    get: (id: number): Promise<MailMessage | undefined> => repository.find(id),
    attachment: (id: number, attachmentId: number) => repository.attachment(id, attachmentId),

    /**
     * Queues a copy of a message with a Message-ID of its own (the original keeps its status and history), or
     * records it when nothing delivers mail; audited in the same transaction.
     */
    resend(id: number, staffId: number): Promise<MailMessage | undefined> {
      return inTransaction(db, async (tx) => {
        const copyId = await createMailRepository(tx).copy(id, settings.delivers ? 'queued' : 'recorded');
        if (copyId === undefined) return undefined;
        await audit(tx, {
          staffId,
          action: 'mail.resend',
          entityType: 'mail',
          entityId: id,
          before: undefined,
          after: { copy_id: copyId },
        });
        return createMailRepository(tx).find(copyId);
      });
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
