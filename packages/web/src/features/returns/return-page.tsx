import { Link, useParams } from 'react-router';
import type { ReturnDetail } from '@tyreline/domain/contract/returns';
import { toCents } from '@tyreline/domain/money';
import { RETURN_REASON_LABELS, restockingFeeLabel, type ReturnCondition } from '@tyreline/domain/returns';
import { LoadError } from '../../components/load-error.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ReturnStatusTag } from '../../components/return-status-tag.tsx';
import { ReturnTimeline } from '../../components/return-timeline.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { DescriptionList } from '../../ui/description-list.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { useReturn } from './api/get-return.ts';
import './returns.css';

const money = (dollars: number) => <Money cents={toCents(dollars)} />;
const CONDITION_LABELS: Record<ReturnCondition, string> = {
  saleable: 'Received',
  write_off: 'Received (written off)',
};

/** What happens next, in the customer's words. */
function nextStep(ret: ReturnDetail): string {
  switch (ret.status) {
    case 'requested':
      return 'We are looking at your request and will approve or reject it shortly.';
    case 'approved':
      return `Approved: send the goods back quoting ${ret.number}. We credit your account once we receive them.`;
    case 'rejected':
      return `Rejected: ${ret.decision_note ?? 'see the timeline'}.`;
    case 'received':
      return ret.credit_note
        ? `Received: credit note ${ret.credit_note.number} is on your account.`
        : 'Received.';
  }
}

function Detail({ ret }: { ret: ReturnDetail }) {
  const facts = [
    { key: 'status', label: 'Status', children: <ReturnStatusTag status={ret.status} /> },
    {
      key: 'order',
      label: 'Order',
      children: <Link to={`/orders?order=${ret.order.id}`}>{ret.order.name}</Link>,
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
    ...(ret.note ? [{ key: 'note', label: 'Your note', children: ret.note }] : []),
    { key: 'value', label: 'Goods value', children: money(ret.value) },
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
                {ret.credit_note.number} · {money(ret.credit_note.amount)} ·{' '}
                {formatDateTime(ret.credit_note.created_at)}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Alert type={ret.status === 'rejected' ? 'warning' : 'info'} title={nextStep(ret)} />
      <DescriptionList items={facts} columns={2} bordered />
      <div className="return-grid">
        <Card size="sm" title="Items">
          <ul className="return-form-lines" aria-label="Items">
            {ret.lines.map((line) => (
              <li key={line.line_no} className="return-form-line">
                <div className="return-form-line-name">
                  {line.name}
                  <div className="return-form-line-meta">
                    SKU {line.sku}
                    {line.condition && ` · ${CONDITION_LABELS[line.condition]}`}
                  </div>
                </div>
                <span>
                  {line.qty} × {money(line.unit_price)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card size="sm" title="Timeline">
          <ReturnTimeline events={ret.events} />
        </Card>
      </div>
    </>
  );
}

/** `/returns/:id`: one return with its items, what happens next, its timeline and, once received, its credit note. */
export default function ReturnPage() {
  const id = Number(useParams().id);
  const found = useReturn(id);
  return (
    <Stack className="return-page" data-testid="return-page">
      <Inline justify="between" gap="sm" className="returns-head">
        <PageHeading>{found.data ? `Return ${found.data.number}` : 'Return'}</PageHeading>
        <Link to="/returns">All returns</Link>
      </Inline>
      {found.isPending && <Skeleton rows={6} />}
      {found.isError && (
        <LoadError title="This return could not be loaded." error={found.error} onRetry={found.refetch} />
      )}
      {found.data && <Detail ret={found.data} />}
    </Stack>
  );
}
