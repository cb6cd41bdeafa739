import { MAIL_STATUS_LABELS, type MailStatus } from '@tyreline/domain/contract/staff-mail';
import { Tag, type Tone } from '../../ui/tag.tsx';

const TONES: Record<MailStatus, Tone> = {
  queued: 'info',
  sent: 'success',
  failed: 'danger',
  recorded: 'neutral',
};

export function MailStatusTag({ status }: { status: MailStatus }) {
  return <Tag tone={TONES[status]}>{MAIL_STATUS_LABELS[status]}</Tag>;
}
