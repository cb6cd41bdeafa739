import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { StaffReturn } from '@tyreline/domain/contract/returns';
import { toCents } from '@tyreline/domain/money';
import { RETURN_REASON_LABELS, restockingFeeLabel, type ReturnCondition } from '@tyreline/domain/returns';
import { staffMay } from '@tyreline/domain/staff';
import { Money } from '../../components/money.tsx';
import { ReturnStatusTag } from '../../components/return-status-tag.tsx';
import { ReturnTimeline } from '../../components/return-timeline.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DescriptionList } from '../../ui/description-list.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline } from '../../ui/stack.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useDecideStaffReturn, type ReturnDecision } from './api/decide-staff-return.ts';
import { useStaffReturn } from './api/get-staff-return.ts';
import { ReceiveReturnDialog, RejectReturnDialog } from './staff-return-dialogs.tsx';

const money = (dollars: number) => <Money cents={toCents(dollars)} />;
const CONDITION_LABELS: Record<ReturnCondition, string> = { saleable: 'Saleable', write_off: 'Write off' };

type Line = StaffReturn['lines'][number];

const LINE_COLUMNS: DataColumn<Line>[] = [
  { key: 'line', title: 'Line', align: 'right', hideBelow: 768, render: (l) => l.line_no },
  { key: 'sku', title: 'SKU', hideBelow: 768, render: (l) => l.sku },
  { key: 'product', title: 'Product', isRowHeader: true, render: (l) => l.name },
  { key: 'qty', title: 'Qty', align: 'right', render: (l) => l.qty },
  { key: 'unit', title: 'Unit', align: 'right', hideBelow: 576, render: (l) => money(l.unit_price) },
  {
    key: 'condition',
    title: 'Condition',
    render: (l) => (l.condition ? CONDITION_LABELS[l.condition] : '—'),
  },
];

function Facts({ ret }: { ret: StaffReturn }) {
  const items = [
    { key: 'account', label: 'Account', children: ret.account.name },
    {
      key: 'order',
      label: 'Order',
      children: <Link to={`/staff/orders/${ret.order.id}`}>{ret.order.name}</Link>,
    },
    {
      key: 'asked',
      label: 'Asked',
      children: `${formatDateTime(ret.created_at)}${ret.requested_by ? ` by ${ret.requested_by}` : ''}`,
    },
    {
      key: 'reason',
      label: 'Reason',
      children: `${RETURN_REASON_LABELS[ret.reason]} (${restockingFeeLabel(ret.reason).toLowerCase()})`,
    },
    { key: 'note', label: 'Customer’s note', children: ret.note ?? '—' },
    { key: 'value', label: 'Value', children: money(ret.value) },
    ...(ret.decision_note
      ? [{ key: 'rejected', label: 'Rejected because', children: ret.decision_note }]
      : []),
    ...(ret.warehouse ? [{ key: 'warehouse', label: 'Received at', children: ret.warehouse.name }] : []),
    ...(ret.restocking_fee !== null
      ? [{ key: 'fee', label: 'Restocking fee', children: money(ret.restocking_fee) }]
      : []),
    ...(ret.credit_note
      ? [
          {
            key: 'credit',
            label: 'Credit note',
            children: (
              <span data-testid="return-credit-note">
                {ret.credit_note.number} · {money(ret.credit_note.amount)}
              </span>
            ),
          },
        ]
      : []),
  ];
  return <DescriptionList items={items} columns={3} bordered />;
}

type Open = 'reject' | 'receive' | null;

/** One return: its facts, lines and timeline, and the step staff may take next (approve, reject, receive). */
export function StaffReturnPage() {
  const id = Number(useParams().id);
  const found = useStaffReturn(id);
  const decide = useDecideStaffReturn(id);
  const role = useStaffMe().data?.role;
  const [dialog, setDialog] = useState<Open>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  if (found.isPending) return <Skeleton rows={10} />;
  if (found.isError) return <LoadFailed what="This return" error={found.error} />;
  const ret = found.data;

  const send = (decision: ReturnDecision, done: string) => {
    setConflict(null);
    decide.mutate(decision, {
      onSuccess: () => {
        setDialog(null);
        showSuccess(done);
      },
      onError: (error) => {
        setDialog(null);
        if (error instanceof ApiError) setConflict(error.message);
      },
    });
  };

  const mayDecide = ret.status === 'requested' && staffMay(role, 'decideReturns');
  const mayReceive = ret.status === 'approved' && staffMay(role, 'receiveReturns');
  const waiting =
    ret.status === 'requested'
      ? 'Waiting for sales to approve or reject it.'
      : ret.status === 'approved'
        ? 'Approved: waiting for the warehouse to receive the goods.'
        : `This return is ${ret.status}.`;
  const dialogProps = { ret, onClose: () => setDialog(null), pending: decide.isPending, send };

  return (
    <div className="staff-page" data-testid="staff-return">
      <div className="staff-order-head">
        <StaffHeading title={`${ret.number} · Returns`}>
          {ret.number} <ReturnStatusTag status={ret.status} />
        </StaffHeading>
        <Link to="/staff/returns">Back to returns</Link>
      </div>

      {conflict && (
        <Alert
          type="warning"
          title={conflict}
          description="The return below is as it is now."
          onClose={() => setConflict(null)}
        />
      )}

      <Card size="sm" title="Actions">
        {mayDecide || mayReceive ? (
          <Inline>
            {mayDecide && (
              <>
                <Button
                  variant="primary"
                  isPending={decide.isPending && decide.variables?.step === 'approve'}
                  onPress={() =>
                    send({ step: 'approve', version: ret.version }, `${ret.number} is approved.`)
                  }
                >
                  Approve
                </Button>
                <Button variant="danger" onPress={() => setDialog('reject')}>
                  Reject…
                </Button>
              </>
            )}
            {mayReceive && (
              <Button variant="primary" onPress={() => setDialog('receive')}>
                Receive…
              </Button>
            )}
          </Inline>
        ) : (
          <span>{waiting}</span>
        )}
      </Card>

      <Facts ret={ret} />

      <div className="staff-order-body">
        <Card size="sm" title="Lines">
          <DataTable
            aria-label="Lines of the return"
            density="compact"
            columns={LINE_COLUMNS}
            rows={ret.lines}
            rowKey={(l) => l.line_no}
          />
        </Card>
        <Card size="sm" title="Timeline">
          <ReturnTimeline events={ret.events} />
        </Card>
      </div>

      <RejectReturnDialog {...dialogProps} isOpen={dialog === 'reject'} />
      <ReceiveReturnDialog {...dialogProps} isOpen={dialog === 'receive'} />
    </div>
  );
}
