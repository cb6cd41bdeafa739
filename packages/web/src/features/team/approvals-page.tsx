import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPROVAL_STATUS_LABELS, TEAM_LABELS, type Approval } from '@tyreline/domain/contract/team';
import { formatAud, toCents } from '@tyreline/domain/money';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Form, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { Tag, type Tone } from '../../ui/tag.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import { useTeamMay } from '../account/api/get-account.ts';
import { useApprovals } from './api/get-approvals.ts';
import { useDecideApproval } from './api/decide-approval.ts';
import './team.css';

const STATUS_TONES: Record<Approval['status'], Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The server's words for a failed call, one line each. */
const linesOf = (error: Error) => (error instanceof ApiError ? [error.text].flat() : [error.message]);

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
      { onError: (error) => setProblem(linesOf(error)) },
    );
  };
  return (
    // The frame that takes focus and carries the mark when a link opened it; the card draws the request.
    <div
      ref={ref}
      className={opened ? 'approval-card approval-opened' : 'approval-card'}
      data-testid={`approval-${approval.id}`}
      tabIndex={opened ? -1 : undefined}
      aria-current={opened ? 'true' : undefined}
    >
      <Card
        size="sm"
        title={
          <Inline>
            {opened && <span className="approval-opened-label">Opened from your link:</span>}
            <span>Request from {approval.requested_by}</span>
            <Tag tone={STATUS_TONES[approval.status]}>{APPROVAL_STATUS_LABELS[approval.status]}</Tag>
          </Inline>
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
            title={problem[0]}
            description={
              problem.length > 1 ? problem.slice(1).map((text) => <p key={text}>{text}</p>) : undefined
            }
          />
        )}
        {canDecide && approval.status === 'pending' && (
          <Inline className="approval-actions">
            <Button variant="primary" isPending={decide.isPending} onPress={approve}>
              Approve and place order
            </Button>
            <Button onPress={() => onReject(approval)}>Reject</Button>
          </Inline>
        )}
      </Card>
    </div>
  );
}

/** Why the request is refused, for the buyer; required here, and the server's refusal shown under it. */
function RejectForm({
  id,
  approval,
  decide,
  onDone,
}: {
  id: string;
  approval: Approval;
  decide: ReturnType<typeof useDecideApproval>;
  onDone: () => void;
}) {
  const errors = useFormErrors(['reason'] as const);
  const submit = (values: FormValues) => {
    const reason = typeof values.reason === 'string' ? values.reason : '';
    if (!reason.trim()) return errors.setErrors({ reason: [`${TEAM_LABELS.reason} is required`] });
    decide.mutate(
      { id: approval.id, decision: 'reject', reason },
      { onSuccess: onDone, onError: (error) => errors.setErrors({ reason: linesOf(error) }) },
    );
  };
  return (
    <Form id={id} aria-label="Reject the request" onSubmit={submit} {...errors.formProps}>
      <TextArea
        name="reason"
        label={TEAM_LABELS.reason}
        description="The buyer sees this."
        rows={3}
        maxLength={500}
        isRequired
      />
    </Form>
  );
}

function RejectDialog({ approval, onClose }: { approval: Approval | null; onClose: () => void }) {
  const formId = useId();
  const decide = useDecideApproval();
  return (
    <Dialog
      isOpen={approval !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Reject the request"
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" danger isPending={decide.isPending}>
            Reject
          </Button>
        </>
      )}
    >
      {approval && (
        <RejectForm key={approval.id} id={formId} approval={approval} decide={decide} onDone={onClose} />
      )}
    </Dialog>
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
      {approvals.isPending && <Spinner />}
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
          className="approval-missing"
          title="The request from your link is not among your approvals."
          description="It may belong to another account, or you may be signed in as someone else."
        />
      )}
      {approvals.data && (
        <Stack>
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
        </Stack>
      )}
      <RejectDialog approval={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
