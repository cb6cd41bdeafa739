import { Link, useNavigate, useParams } from 'react-router';
import { staffMay } from '@tyreline/domain/staff';
import { formatDateTime } from '../../lib/format-date.ts';
import { showError, showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { DescriptionList, type DescriptionItem } from '../../ui/description-list.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline } from '../../ui/stack.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useMail } from './api/get-mail.ts';
import { useResendMail } from './api/resend-mail.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { MailStatusTag } from './mail-status-tag.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

/** One message as its recipient gets it: the HTML in a sandbox (no scripts, no same origin), and the plain text. */
export function MailMessagePage() {
  const id = Number(useParams().id);
  const mail = useMail(id);
  const resend = useResendMail();
  const role = useStaffMe().data?.role;
  const navigate = useNavigate();

  if (mail.isPending) return <Skeleton rows={10} />;
  if (mail.isError) return <LoadFailed what="This message" error={mail.error} />;
  const current = mail.data;

  const send = () =>
    resend.mutate(current.id, {
      onSuccess: (copy) => {
        showSuccess(`A copy is ${copy.status === 'recorded' ? 'recorded' : 'queued'}.`);
        void navigate(`/staff/mail/${copy.id}`);
      },
      onError: (error) => showError(error.message),
    });

  const when = (at: string | null) => (at ? formatDateTime(at) : '—');
  const facts: DescriptionItem[] = [
    { key: 'to', label: 'To', children: current.to },
    { key: 'status', label: 'Status', children: <MailStatusTag status={current.status} /> },
    { key: 'written', label: 'Written', children: formatDateTime(current.created_at) },
    { key: 'sent', label: 'Sent', children: when(current.sent_at) },
    { key: 'attempts', label: 'Attempts', children: current.attempts },
    { key: 'next', label: 'Next attempt', children: when(current.next_attempt_at) },
    ...(current.last_error ? [{ key: 'error', label: 'Last error', children: current.last_error }] : []),
    { key: 'id', label: 'Message-ID', children: <span className="staff-mail-id">{current.message_id}</span> },
    ...(current.attachments.length > 0
      ? [
          {
            key: 'attachments',
            label: 'Attachments',
            children: <MailAttachments mailId={current.id} attachments={current.attachments} />,
          },
        ]
      : []),
  ];

  return (
    <div className="staff-page" data-testid="staff-mail-message">
      <Inline justify="between" gap="md">
        <StaffHeading title={`${current.subject} · Mail`}>{current.subject}</StaffHeading>
        <Inline>
          {staffMay(role, 'manageMail') && (
            <Button onPress={send} isPending={resend.isPending}>
              Resend
            </Button>
          )}
          <Link to="/staff/mail">Back to mail</Link>
        </Inline>
      </Inline>
      <DescriptionList items={facts} columns={2} bordered />
      <Tabs
        aria-label="The message"
        items={[
          {
            id: 'html',
            label: 'Message',
            content: (
              <iframe
                className="staff-mail-frame"
                title={`The message: ${current.subject}`}
                sandbox=""
                srcDoc={current.html}
              />
            ),
          },
          {
            id: 'text',
            label: 'Plain text',
            content: <pre className="staff-mail-text">{current.text}</pre>,
          },
        ]}
      />
    </div>
  );
}
