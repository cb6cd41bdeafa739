import { Tag } from 'antd';
import { MAIL_STATUS_LABELS, type MailStatus } from '@tyreline/domain/contract/staff-mail';

const COLOURS: Record<MailStatus, string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  recorded: 'default',
};

export function MailStatusTag({ status }: { status: MailStatus }) {
  return <Tag color={COLOURS[status]}>{MAIL_STATUS_LABELS[status]}</Tag>;
}
