import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Modal, Space, Spin, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { APPROVAL_STATUS_LABELS, TEAM_LABELS, type Approval } from '@tyreline/domain/contract/team';
import { formatAud, toCents } from '@tyreline/domain/money';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiError } from '../../lib/http-client.ts';
import { useTeamMay } from '../account/api/get-account.ts';
import { useApprovals } from './api/get-approvals.ts';
import { useDecideApproval } from './api/decide-approval.ts';
import './team.css';

/** Dark text on a pale tint (team.css, at least 4.5:1), not antd's preset colours. */
const STATUS_TONES = { pending: 'wait', approved: 'good', rejected: 'bad' } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The request a link opened (`/approvals?approval=ID`, as the e-mails link to it), if the param is an id. */
function useOpenedId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('approval'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ApprovalCard({
  approval,
  canDecide,
  onReject,
  opened = false,
}: {
  approval: Approval;
  canDecide: boolean;
  onReject: (approval: Approval) => void;
  /** Opened by a link: marked, scrolled into view and focused, so a screen reader starts there. */
  opened?: boolean;
}) {
  const decide = useDecideApproval();
  const [problem, setProblem] = useState<string[] | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [opened]);
  const approve = () => {
    setProblem(null);
    decide.mutate(
      { id: approval.id, decision: 'approve' },
      { onError: (error) => setProblem(error instanceof ApiError ? [error.text].flat() : [error.message]) },
    );
  };
  return (
    <Card
      ref={ref}
      size="small"
      className={opened ? 'approval-card approval-opened' : 'approval-card'}
      data-testid={`approval-${approval.id}`}
      tabIndex={opened ? -1 : undefined}
      aria-current={opened ? 'true' : undefined}
      title={
        <Space wrap>
          {opened && <span className="approval-opened-label">Opened from your link:</span>}
          <span>Request from {approval.requested_by}</span>
          <Tag className="team-tag" data-tone={STATUS_TONES[approval.status]}>
            {APPROVAL_STATUS_LABELS[approval.status]}
          </Tag>
        </Space>
      }
      extra={approval.total !== null && <strong>{formatAud(toCents(approval.total))}</strong>}
    >
      <div>
        Sent {when(approval.created_at)}
        {approval.customer_reference && ` · reference ${approval.customer_reference}`}
      </div>
      <ul className="approval-lines">
        {approval.lines.map((line) => (
          <li key={line.product_id}>
            {line.qty} × {line.name} ({line.sku})
          </li>
        ))}
      </ul>
      {approval.status === 'approved' && approval.order && (
        <p>
          Approved by {approval.decided_by}: order{' '}
          <Link to={`/orders?order=${approval.order.id}`}>{approval.order.number}</Link>
        </p>
      )}
      {approval.status === 'rejected' && (
        <p>
          Rejected by {approval.decided_by}: {approval.reason}
        </p>
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem[0]}
          description={problem.slice(1).map((text) => (
            <p key={text}>{text}</p>
          ))}
        />
      )}
      {canDecide && approval.status === 'pending' && (
        <Space wrap className="approval-actions">
          <Button type="primary" loading={decide.isPending} onClick={approve}>
            Approve and place order
          </Button>
          <Button onClick={() => onReject(approval)}>Reject</Button>
        </Space>
      )}
    </Card>
  );
}

function RejectDialog({ approval, onClose }: { approval: Approval | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideApproval();
  const submit = ({ reason }: { reason: string }) => {
    if (!approval) return;
    if (!reason?.trim()) return form.setFields([{ name: 'reason', errors: ['Reason is required'] }]);
    decide.mutate(
      { id: approval.id, decision: 'reject', reason },
      {
        onSuccess: onClose,
        onError: (error) =>
          form.setFields([
            { name: 'reason', errors: error instanceof ApiError ? [error.text].flat() : [error.message] },
          ]),
      },
    );
  };
  return (
    <Modal
      open={approval !== null}
      title="Reject the request"
      okText="Reject"
      okButtonProps={{ danger: true }}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} aria-label="Reject the request">
        <Form.Item name="reason" label={TEAM_LABELS.reason} required extra="The buyer sees this.">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Orders over a buyer's limit: an owner approves or rejects the account's; anyone else follows their own. */
export default function ApprovalsPage() {
  const owner = useTeamMay('manageTeam') === true;
  const approvals = useApprovals();
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const openedId = useOpenedId();
  const missing = openedId !== null && approvals.data && !approvals.data.some((a) => a.id === openedId);
  const pending = approvals.data?.filter((a) => a.status === 'pending') ?? [];
  const decided = approvals.data?.filter((a) => a.status !== 'pending') ?? [];

  return (
    <>
      <PageHeading>Approvals</PageHeading>
      <p>
        {owner
          ? 'Orders over a buyer’s limit wait here. Approving places the order now, with stock and credit as they are now.'
          : 'Orders you sent for approval because they are over your order limit.'}
      </p>
      {approvals.isPending && <Spin />}
      {approvals.isError && (
        <LoadError
          title="The approvals could not be loaded."
          error={approvals.error}
          onRetry={() => approvals.refetch()}
        />
      )}
      {missing && (
        <Alert
          type="warning"
          showIcon
          className="approval-missing"
          title="The request from your link is not among your approvals."
          description="It may belong to another account, or you may be signed in as someone else."
        />
      )}
      {approvals.data && (
        <div className="approvals-list">
          <Card title={`Waiting (${pending.length})`}>
            {pending.length === 0 ? (
              <Empty description="Nothing is waiting for approval." />
            ) : (
              pending.map((a) => (
                <ApprovalCard
                  key={a.id}
                  approval={a}
                  canDecide={owner}
                  onReject={setRejecting}
                  opened={a.id === openedId}
                />
              ))
            )}
          </Card>
          {decided.length > 0 && (
            <Card title="Decided">
              {decided.map((a) => (
                <ApprovalCard
                  key={a.id}
                  approval={a}
                  canDecide={false}
                  onReject={setRejecting}
                  opened={a.id === openedId}
                />
              ))}
            </Card>
          )}
        </div>
      )}
      <RejectDialog approval={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
