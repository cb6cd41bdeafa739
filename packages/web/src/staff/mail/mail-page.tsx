import { Link } from 'react-router';
import { MAIL_STATUSES, MAIL_STATUS_LABELS, type MailSummary } from '@tyreline/domain/contract/staff-mail';
import { formatDateTime } from '../../lib/format-date.ts';
import type { DataColumn } from '../../ui/table.tsx';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';
import { useMailList } from './api/get-mail-list.ts';
import { MailStatusTag } from './mail-status-tag.tsx';

const PARAMS = ['status', 'q', 'page'] as const;

const filters: ListFilter[] = [
  {
    kind: 'search',
    name: 'q',
    id: 'mail-q',
    label: 'Search',
    wide: true,
    placeholder: 'Address or subject',
  },
  {
    kind: 'select',
    name: 'status',
    id: 'mail-status',
    label: 'Status',
    placeholder: 'Any status',
    options: MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABELS[status] })),
  },
];

const columns: DataColumn<MailSummary>[] = [
  {
    key: 'subject',
    title: 'Subject',
    render: (mail) => <Link to={`/staff/mail/${mail.id}`}>{mail.subject}</Link>,
  },
  {
    key: 'status',
    title: 'Status',
    render: (mail) => (
      <>
        <MailStatusTag status={mail.status} />
        {mail.attempts > 1 && <span className="staff-muted">{mail.attempts} attempts</span>}
      </>
    ),
  },
  { key: 'to', title: 'To', render: (mail) => mail.to },
  { key: 'written', title: 'Written', render: (mail) => formatDateTime(mail.created_at) },
];

/** Every message the shop wrote, newest first: sent, waiting, failed, or only recorded (administrators). */
export function MailPage() {
  return (
    <StaffListPage<MailSummary>
      title="Mail"
      params={PARAMS}
      filterLabel="Filter the mail"
      filters={filters}
      useList={useMailList}
      what="The mail"
      tableClassName="staff-mail-table"
      columns={columns}
    />
  );
}
