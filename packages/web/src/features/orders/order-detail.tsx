import type { ReactNode } from 'react';
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
import { Button } from '../../ui/button.tsx';
import { DescriptionList, type DescriptionItem } from '../../ui/description-list.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { WarrantyClaimButton } from '../warranty/warranty-claim-button.tsx';

type Line = Order['lines'][number];

const aud = (dollars: number) => formatAud(toCents(dollars));
const audCell = (dollars: number | null) => (dollars === null ? null : <Money cents={toCents(dollars)} />);

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

/** A line on a phone: its name, then SKU, quantity and price on one row. */
function LineCard({ line, showMoney }: { line: Line; showMoney: boolean }) {
  return (
    <>
      <div className="order-line-name">{line.name}</div>
      <div className="order-line-meta">
        SKU {line.sku} · {line.qty}
        {showMoney && line.unit_price !== null && ` × ${aud(line.unit_price)}`}
        {showMoney && line.line_total !== null && <strong>{audCell(line.line_total)}</strong>}
      </div>
    </>
  );
}

function Lines({ order }: { order: Order }) {
  const showMoney = useOrderMoney(order);
  const columns: DataColumn<Line>[] = [
    { key: 'name', title: 'Product', render: (line) => line.name, isRowHeader: true },
    { key: 'sku', title: 'SKU', render: (line) => line.sku },
    { key: 'qty', title: 'Qty', align: 'right', render: (line) => line.qty },
    ...(showMoney
      ? ([
          { key: 'unit', title: 'Unit price', align: 'right', render: (line) => audCell(line.unit_price) },
          { key: 'total', title: 'Line total', align: 'right', render: (line) => audCell(line.line_total) },
        ] satisfies DataColumn<Line>[])
      : []),
  ];
  return (
    <DataTable
      aria-label="Order lines"
      columns={columns}
      rows={order.lines}
      rowKey={(line) => line.product_id}
      density="compact"
      cardsBelow={768}
      renderCard={(line) => <LineCard line={line} showMoney={showMoney} />}
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

/** The order's facts, as label and value pairs. */
function facts(order: Order): DescriptionItem[] {
  const items: (DescriptionItem | null)[] = [
    {
      key: 'tracking',
      label: 'Tracking reference',
      children: (
        <span data-testid="tracking-reference">{order.tracking_reference ?? 'Not dispatched yet'}</span>
      ),
    },
    { key: 'placed-by', label: 'Placed by', children: order.placed_by ?? '—' },
    order.approved_by ? { key: 'approved-by', label: 'Approved by', children: order.approved_by } : null,
    { key: 'reference', label: 'Your reference', children: order.customer_reference ?? '—' },
    { key: 'ship-type', label: 'Ship type', children: order.ship_type.name },
    { key: 'warehouse', label: 'Warehouse', children: order.warehouse.name },
    {
      key: 'promise',
      label: 'Promised',
      children: <span data-testid="order-promise">{order.promise ?? 'No date promised'}</span>,
    },
    { key: 'address', label: 'Delivery address', children: <Address order={order} /> },
    { key: 'payment', label: 'Payment', children: order.payment_type.name },
    { key: 'contact', label: 'Contact', children: order.employee?.name ?? '—' },
    {
      key: 'type',
      label: 'Order type',
      children: `${order.order_type.name} · ${order.tag.name} · ${order.tax_type.name}`,
    },
    order.notes ? { key: 'notes', label: 'Notes', children: order.notes } : null,
  ];
  return items.filter((item) => item !== null);
}

function Detail({
  order,
  actions,
  viewOnly,
}: {
  order: Order;
  actions: OrderActions | undefined;
  viewOnly: boolean;
}) {
  const reorder = useReorder();
  return (
    <div className="order-detail" data-testid="order-detail">
      <div className="order-detail-head">
        <OrderStatusTag status={order.status} />
        <span>Placed {formatDateTime(order.created_at)}</span>
        <div className="order-detail-actions">
          {!viewOnly && (
            <>
              <Button
                variant="primary"
                icon={<CartIcon />}
                isPending={reorder.isPending}
                onPress={() => reorder.mutate(order)}
              >
                Reorder
              </Button>
              <DownloadButton path={`/api/cus/orders/${order.id}/invoice`}>Invoice (PDF)</DownloadButton>
            </>
          )}
          {actions?.(order)}
        </div>
      </div>
      <DescriptionList items={facts(order)} columns={2} bordered className="order-detail-facts" />
      <div className="order-detail-grid">
        <section aria-labelledby="order-lines-title">
          <h3 id="order-lines-title">Lines</h3>
          <Lines order={order} />
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
 * The open order (its id in the URL): facts, lines, totals, the status timeline and Reorder, in a drawer the
 * orders page loads when an order is first opened.
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
  const order = useOrder(id);
  return (
    <Drawer
      isOpen={id !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={order.data ? `Order ${order.data.number}` : 'Order'}
      width={880}
    >
      {order.isPending && <Skeleton rows={8} />}
      {order.isError && (
        <LoadError title="This order could not be loaded." error={order.error} onRetry={order.refetch} />
      )}
      {order.data && <Detail order={order.data} actions={actions} viewOnly={viewOnly} />}
    </Drawer>
  );
}
