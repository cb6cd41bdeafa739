import { App, Button, Descriptions, Skeleton, Space, Tabs } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { staffMay } from '@tyreline/domain/staff';
import { formatDateTime } from '../../lib/format-date.ts';
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
  const { message } = App.useApp();

  if (mail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (mail.isError) return <LoadFailed what="This message" error={mail.error} />;
  const current = mail.data;

  const send = () =>
    resend.mutate(current.id, {
      onSuccess: (copy) => {
        void message.success(`A copy is ${copy.status === 'recorded' ? 'recorded' : 'queued'}.`);
        void navigate(`/staff/mail/${copy.id}`);
      },
      onError: (error) => void message.error(error.message),
    });

  return (
    <div className="staff-page" data-testid="staff-mail-message">
      <div className="staff-order-head">
        <StaffHeading title={`${current.subject} · Mail`}>{current.subject}</StaffHeading>
        <Space wrap>
          {staffMay(role, 'manageMail') && (
            <Button onClick={send} loading={resend.isPending}>
              Resend
            </Button>
          )}
          <Link to="/staff/mail">Back to mail</Link>
        </Space>
      </div>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} className="staff-facts">
        <Descriptions.Item label="To">{current.to}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <MailStatusTag status={current.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Written">{formatDateTime(current.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Sent">
          {current.sent_at ? formatDateTime(current.sent_at) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Attempts">{current.attempts}</Descriptions.Item>
        <Descriptions.Item label="Next attempt">
          {current.next_attempt_at ? formatDateTime(current.next_attempt_at) : '—'}
        </Descriptions.Item>
        {current.last_error && <Descriptions.Item label="Last error">{current.last_error}</Descriptions.Item>}
        <Descriptions.Item label="Message-ID">
          <span className="staff-mail-id">{current.message_id}</span>
        </Descriptions.Item>
        {current.attachments.length > 0 && (
          <Descriptions.Item label="Attachments">
            <MailAttachments mailId={current.id} attachments={current.attachments} />
          </Descriptions.Item>
        )}
      </Descriptions>
      <Tabs
        items={[
          {
            key: 'html',
            label: 'Message',
            children: (
              <iframe
                className="staff-mail-frame"
                title={`The message: ${current.subject}`}
                sandbox=""
                srcDoc={current.html}
              />
            ),
          },
          {
            key: 'text',
            label: 'Plain text',
            children: <pre className="staff-mail-text">{current.text}</pre>,
          },
        ]}
      />
    </div>
  );
}
