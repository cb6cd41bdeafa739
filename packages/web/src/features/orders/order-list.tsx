import type { ReactNode } from 'react';
import type { OrderSummary } from '@tyreline/domain/contract/orders';
import { toCents } from '@tyreline/domain/money';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { useCustomerView } from '../../lib/customer-view.ts';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import { Money } from '../../components/money.tsx';

interface Props {
  orders: OrderSummary[];
  loading: boolean;
  onOpen: (id: number) => void;
}

interface Column {
  title: string;
  align?: 'right';
  cell: (order: OrderSummary, onOpen: (id: number) => void) => ReactNode;
}

const COLUMNS: Column[] = [
  {
    title: 'Order',
    cell: (order, onOpen) => (
      <a
        href={`?order=${order.id}`}
        className="order-number"
        onClick={(event) => {
          event.preventDefault();
          onOpen(order.id);
        }}
      >
        {order.number}
      </a>
    ),
  },
  {
    title: 'Placed',
    cell: (order) => <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>,
  },
  { title: 'Placed by', cell: (order) => order.placed_by ?? '—' },
  { title: 'Your reference', cell: (order) => order.customer_reference ?? '—' },
  { title: 'Ship type', cell: (order) => order.ship_type.name },
  { title: 'Warehouse', cell: (order) => order.warehouse.name },
  { title: 'Lines', align: 'right', cell: (order) => order.line_count },
  {
    title: 'Total',
    align: 'right',
    cell: (order) => (order.total === null ? null : <Money cents={toCents(order.total)} />),
  },
  { title: 'Status', cell: (order) => <OrderStatusTag status={order.status} /> },
  { title: 'Tracking', cell: (order) => order.tracking_reference ?? '—' },
];

/** One card per order on a phone: the whole card is the button that opens it. */
function OrderCards({ orders, loading, onOpen, showMoney }: Props & { showMoney: boolean }) {
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

/** A dense table at a desk: the order number is the link that opens it. */
function OrderTable({ orders, loading, onOpen, showMoney }: Props & { showMoney: boolean }) {
  // A team viewer's orders come without totals: no Total column for them.
  const withTotal = showMoney && !orders.some((o) => o.total === null);
  const columns = withTotal ? COLUMNS : COLUMNS.filter((c) => c.title !== 'Total');
  const alignOf = (column: Column) => (column.align ? 'order-cell-right' : undefined);
  return (
    <div className={loading ? 'order-table-wrap order-table-busy' : 'order-table-wrap'}>
      <table className="order-table" aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={alignOf(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="order-row">
              {columns.map((column) => (
                <td key={column.title} className={alignOf(column)}>
                  {column.cell(order, onOpen)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A dense table on a desktop, one card per order on a phone; both open the order's detail. */
export function OrderList(props: Props) {
  // Customer view hides trade money, as a team viewer's orders come without it.
  const showMoney = !useCustomerView((s) => s.on);
  const wide = useMediaQuery(MEDIA.md);
  return wide ? (
    <OrderTable {...props} showMoney={showMoney} />
  ) : (
    <OrderCards {...props} showMoney={showMoney} />
  );
}
