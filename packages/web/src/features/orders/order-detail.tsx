import type { ReactNode } from 'react';
import { Button, Descriptions, Drawer, Grid, Skeleton, Table } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { Order } from '@tyreline/domain/contract/orders';
import { MoneySummaryList } from '../../components/money-summary.tsx';
import { formatAud, toCents } from '@tyreline/domain/money';
import { useOrder } from './api/get-order.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderShipments } from './order-shipments.tsx';
import { OrderCreditNotes } from './order-credit-notes.tsx';
import { DownloadButton } from '../../components/download-button.tsx';
import { useReorder } from './reorder.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Money } from '../../components/money.tsx';
import { useCustomerView } from '../../lib/customer-view.ts';
import { WarrantyClaimButton } from '../warranty/warranty-claim-button.tsx';

const aud = (dollars: number) => formatAud(toCents(dollars));
const audCell = (dollars: number) => <Money cents={toCents(dollars)} />;

/** A team viewer's order comes without its money (null), and customer view hides it: no totals, no line prices. */
function useOrderMoney(order: Order): boolean {
  const customerView = useCustomerView((s) => s.on);
  return order.total !== null && !customerView;
}

function Totals({ order }: { order: Order }) {
  const showMoney = useOrderMoney(order);
  if (
    !showMoney ||
    order.subtotal === null ||
    order.delivery_fee === null ||
    order.gst === null ||
    order.total === null
  )
    return null;
  const totals = {
    subtotal: toCents(order.subtotal),
    delivery: toCents(order.delivery_fee),
    gst: toCents(order.gst),
    total: toCents(order.total),
  };
  return <MoneySummaryList totals={totals} label="Order totals" testIdPrefix="order" />;
}

function Lines({ order, compact }: { order: Order; compact: boolean }) {
  const showMoney = useOrderMoney(order);
  if (compact) {
    return (
      <ul className="order-detail-lines" aria-label="Order lines">
        {order.lines.map((line) => (
          <li key={line.product_id}>
            <div className="order-line-name">{line.name}</div>
            <div className="order-line-meta">
              SKU {line.sku} · {line.qty}
              {showMoney && line.unit_price !== null && ` × ${aud(line.unit_price)}`}
              {showMoney && line.line_total !== null && (
                <strong>
                  <Money cents={toCents(line.line_total)} />
                </strong>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table
      size="small"
      rowKey="product_id"
      pagination={false}
      dataSource={order.lines}
      aria-label="Order lines"
      columns={[
        { title: 'Product', dataIndex: 'name' },
        { title: 'SKU', dataIndex: 'sku' },
        { title: 'Qty', dataIndex: 'qty', align: 'right' },
        ...(showMoney
          ? ([
              { title: 'Unit price', dataIndex: 'unit_price', align: 'right', render: audCell },
              { title: 'Line total', dataIndex: 'line_total', align: 'right', render: audCell },
            ] as const)
          : []),
      ]}
    />
  );
}

function Address({ order }: { order: Order }) {
  const a = order.delivery_address;
  if (!a) return <>—</>;
  return (
    <>
      {a.street}, {a.suburb} {a.state} {a.postcode}
    </>
  );
}

type OrderActions = (order: Order) => ReactNode;

function Detail({
  order,
  compact,
  actions,
  viewOnly,
}: {
  order: Order;
  compact: boolean;
  actions: OrderActions | undefined;
  viewOnly: boolean;
}) {
  const reorder = useReorder();
  return (
    <div className="order-detail" data-testid="order-detail">
      <div className="order-detail-head">
        <OrderStatusTag status={order.status} />
        <span>Placed {formatDateTime(order.created_at)}</span>
        {!viewOnly && (
          <>
            <Button
              type="primary"
              icon={<ShoppingCartOutlined />}
              loading={reorder.isPending}
              onClick={() => reorder.mutate(order)}
            >
              Reorder
            </Button>
            <DownloadButton path={`/api/cus/orders/${order.id}/invoice`}>Invoice (PDF)</DownloadButton>
          </>
        )}
        {actions?.(order)}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered className="order-detail-facts">
        <Descriptions.Item label="Tracking reference">
          <span data-testid="tracking-reference">{order.tracking_reference ?? 'Not dispatched yet'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Placed by">{order.placed_by ?? '—'}</Descriptions.Item>
        {order.approved_by && <Descriptions.Item label="Approved by">{order.approved_by}</Descriptions.Item>}
        <Descriptions.Item label="Your reference">{order.customer_reference ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Ship type">{order.ship_type.name}</Descriptions.Item>
        <Descriptions.Item label="Warehouse">{order.warehouse.name}</Descriptions.Item>
        <Descriptions.Item label="Promised">
          <span data-testid="order-promise">{order.promise ?? 'No date promised'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Delivery address">
          <Address order={order} />
        </Descriptions.Item>
        <Descriptions.Item label="Payment">{order.payment_type.name}</Descriptions.Item>
        <Descriptions.Item label="Contact">{order.employee?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Order type">
          {order.order_type.name} · {order.tag.name} · {order.tax_type.name}
        </Descriptions.Item>
        {order.notes && <Descriptions.Item label="Notes">{order.notes}</Descriptions.Item>}
      </Descriptions>
      <div className="order-detail-grid">
        <section aria-labelledby="order-lines-title">
          <h3 id="order-lines-title">Lines</h3>
          <Lines order={order} compact={compact} />
          <Totals order={order} />
          <OrderShipments order={order} />
          <WarrantyClaimButton order={order} />
        </section>
        <section aria-labelledby="order-tracking-title">
          <h3 id="order-tracking-title">Tracking</h3>
          <OrderTimeline order={order} />
        </section>
      </div>
      <OrderCreditNotes order={order} />
    </div>
  );
}

/**
 * The open order (its id in the URL): facts, lines, totals, the status timeline and Reorder. Ant Design, in
 * an island the orders page loads when an order is first opened (decision 0056).
 */
export default function OrderDetailDrawer({
  id,
  onClose,
  actions,
  viewOnly,
}: {
  id: number | null;
  onClose: () => void;
  actions?: OrderActions;
  /** A viewer of the account's team: no Reorder and no invoice (the server refuses both). */
  viewOnly: boolean;
}) {
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const order = useOrder(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={order.data ? `Order ${order.data.number}` : 'Order'}
      size={compact ? '100%' : 880}
      destroyOnHidden
      className="order-drawer"
    >
      {order.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {order.isError && (
        <LoadError title="This order could not be loaded." error={order.error} onRetry={order.refetch} />
      )}
      {order.data && <Detail order={order.data} compact={compact} actions={actions} viewOnly={viewOnly} />}
    </Drawer>
  );
}
