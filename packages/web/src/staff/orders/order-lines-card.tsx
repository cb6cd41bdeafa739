import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { toCents } from '@tyreline/domain/money';
import { ORDER_STATUS_LABELS } from '@tyreline/domain/order-status';
import { LineFit } from '../../components/line-fit.tsx';
import { Money } from '../../components/money.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Card } from '../../ui/card.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { Timeline } from '../../ui/timeline.tsx';

type Line = StaffOrder['lines'][number];

const money = (dollars: number) => <Money cents={toCents(dollars)} />;

const columns: DataColumn<Line>[] = [
  { key: 'sku', title: 'SKU', render: (line) => line.sku },
  {
    key: 'name',
    title: 'Product',
    render: (line) => (
      <>
        {line.name}
        <LineFit fit={line.fit} />
      </>
    ),
  },
  { key: 'qty', title: 'Qty', render: (line) => line.qty, align: 'right' },
  { key: 'unit', title: 'Unit', render: (line) => money(line.unit_price), align: 'right' },
  { key: 'total', title: 'Line total', render: (line) => money(line.line_total), align: 'right' },
];

/** The order's lines and its totals. */
export function OrderLinesCard({ order }: { order: StaffOrder }) {
  return (
    <Card size="sm" title="Lines">
      <DataTable
        aria-label="Order lines"
        density="compact"
        columns={columns}
        rows={order.lines}
        rowKey={(line) => line.product_id}
      />
      <dl className="staff-totals">
        <dt>Subtotal (excl. GST)</dt>
        <dd>{money(order.subtotal)}</dd>
        <dt>GST</dt>
        <dd>{money(order.gst)}</dd>
        <dt>Delivery</dt>
        <dd>{money(order.delivery_fee)}</dd>
        <dt>Total</dt>
        <dd className="staff-total">{money(order.total)}</dd>
      </dl>
    </Card>
  );
}

/** Each move of the order: what, when, by whom and any note. */
export function OrderHistoryCard({ order }: { order: StaffOrder }) {
  return (
    <Card size="sm" title="History">
      <Timeline
        items={order.status_history.map((change, index) => ({
          key: index,
          tone: change.status === 'cancelled' ? 'danger' : 'info',
          children: (
            <div data-testid="staff-history-step">
              <strong>{ORDER_STATUS_LABELS[change.status]}</strong> · {formatDateTime(change.at)}
              {change.by && <> · by {change.by}</>}
              {change.note && <div className="staff-history-note">{change.note}</div>}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
