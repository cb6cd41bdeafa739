import { Alert, Card, Descriptions, Skeleton } from 'antd';
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
  return (
    <>
      <Alert type={ret.status === 'rejected' ? 'warning' : 'info'} showIcon title={nextStep(ret)} />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} className="return-facts">
        <Descriptions.Item label="Status">
          <ReturnStatusTag status={ret.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Order">
          <Link to={`/orders?order=${ret.order.id}`}>{ret.order.name}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="Asked">
          {formatDateTime(ret.created_at)}
          {ret.requested_by && ` by ${ret.requested_by}`}
        </Descriptions.Item>
        <Descriptions.Item label="Reason">
          {RETURN_REASON_LABELS[ret.reason]} ({restockingFeeLabel(ret.reason).toLowerCase()})
        </Descriptions.Item>
        {ret.note && <Descriptions.Item label="Your note">{ret.note}</Descriptions.Item>}
        <Descriptions.Item label="Goods value">{money(ret.value)}</Descriptions.Item>
        {ret.restocking_fee !== null && (
          <Descriptions.Item label="Restocking fee">{money(ret.restocking_fee)}</Descriptions.Item>
        )}
        {ret.credit_note && (
          <Descriptions.Item label="Credit note">
            <span data-testid="return-credit-note">
              {ret.credit_note.number} · {money(ret.credit_note.amount)} ·{' '}
              {formatDateTime(ret.credit_note.created_at)}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className="return-grid">
        <Card size="small" title="Items">
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
        <Card size="small" title="Timeline">
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
    <div className="return-page" data-testid="return-page">
      <div className="returns-head">
        <PageHeading>{found.data ? `Return ${found.data.number}` : 'Return'}</PageHeading>
        <Link to="/returns">All returns</Link>
      </div>
      {found.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {found.isError && (
        <LoadError title="This return could not be loaded." error={found.error} onRetry={found.refetch} />
      )}
      {found.data && <Detail ret={found.data} />}
    </div>
  );
}
