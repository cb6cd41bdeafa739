import { Grid, Table, type TableColumnsType } from 'antd';
import type { OrderSummary } from '@tyreline/domain/contract/orders';
import { toCents } from '@tyreline/domain/money';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { useCustomerView } from '../../lib/customer-view.ts';
import { Money } from '../../components/money.tsx';

interface Props {
  orders: OrderSummary[];
  loading: boolean;
  onOpen: (id: number) => void;
}

const columns = (onOpen: (id: number) => void): TableColumnsType<OrderSummary> => [
  {
    title: 'Order',
    dataIndex: 'number',
    render: (number: string, order) => (
      <a
        href={`?order=${order.id}`}
        className="order-number"
        onClick={(event) => {
          event.preventDefault();
          onOpen(order.id);
        }}
      >
        {number}
      </a>
    ),
  },
  {
    title: 'Placed',
    dataIndex: 'created_at',
    render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time>,
  },
  { title: 'Placed by', dataIndex: 'placed_by', render: (name: string | null | undefined) => name ?? '—' },
  { title: 'Your reference', dataIndex: 'customer_reference', render: (ref: string | null) => ref ?? '—' },
  { title: 'Ship type', dataIndex: ['ship_type', 'name'] },
  { title: 'Warehouse', dataIndex: ['warehouse', 'name'] },
  { title: 'Lines', dataIndex: 'line_count', align: 'right' },
  {
    title: 'Total',
    dataIndex: 'total',
    align: 'right',
    render: (total: number | null) => (total === null ? null : <Money cents={toCents(total)} />),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: OrderSummary['status']) => <OrderStatusTag status={status} />,
  },
  { title: 'Tracking', dataIndex: 'tracking_reference', render: (ref: string | null) => ref ?? '—' },
];

/** A dense table on a desktop, one card per order on a phone; both open the order's detail. */
export function OrderList({ orders, loading, onOpen }: Props) {
  // Customer view hides trade money, as a team viewer's orders come without it.
  const showMoney = !useCustomerView((s) => s.on);
  const screens = Grid.useBreakpoint();
  if (screens.md === false) {
    return (
      <ul className="order-cards" aria-label="Orders" aria-busy={loading}>
        {orders.map((order) => (
          <li key={order.id}>
            <button type="button" className="order-card order-row" onClick={() => onOpen(order.id)}>
              <span className="order-card-top">
                <span className="order-number">{order.number}</span>
                <OrderStatusTag status={order.status} />
              </span>
              <span className="order-card-meta">
                {formatDate(order.created_at)} · {order.ship_type.name} · {order.line_count} line
                {order.line_count === 1 ? '' : 's'}
                {order.placed_by && ` · by ${order.placed_by}`}
              </span>
              {order.customer_reference && (
                <span className="order-card-meta">Ref {order.customer_reference}</span>
              )}
              {showMoney && order.total !== null && (
                <span className="order-card-total">
                  <Money cents={toCents(order.total)} />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<OrderSummary>
      className="order-table"
      rowKey="id"
      size="small"
      columns={
        // A team viewer's orders come without totals: no Total column for them.
        !showMoney || orders.some((o) => o.total === null)
          ? columns(onOpen).filter((c) => c.title !== 'Total')
          : columns(onOpen)
      }
      dataSource={orders}
      loading={loading}
      pagination={false}
      rowClassName="order-row"
    />
  );
}
