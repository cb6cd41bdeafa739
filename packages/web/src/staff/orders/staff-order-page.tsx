import { LineFit } from '../../components/line-fit.tsx';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Skeleton,
  Space,
  Table,
  Timeline,
} from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import { toCents } from '@tyreline/domain/money';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useStaffOrder } from './api/get-staff-order.ts';
import { useMoveStaffOrder } from './api/move-staff-order.ts';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { PartShipmentButton, ShipmentsPanel } from './order-shipments-panel.tsx';
import { Money } from '../../components/money.tsx';
import { OrderDocumentButtons } from './order-document-buttons.tsx';
import { OrderNotesCard } from './order-notes-card.tsx';
import { OrderLinesEditor } from './order-lines-editor.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

const money = (dollars: number) => <Money cents={toCents(dollars)} />;

/** The action a button names for each status an order may move to. */
const ACTION_LABELS: Record<OrderStatus, string> = {
  submitted: 'Submit',
  confirmed: 'Confirm',
  picking: 'Start picking',
  backordered: 'Backorder the rest',
  dispatched: 'Dispatch…',
  ready_for_pickup: 'Ready for pick-up',
  delivered: 'Mark delivered',
  collected: 'Mark collected',
  cancelled: 'Cancel order…',
};

/** Dispatch asks for the carrier's reference, cancelling for a reason; other moves happen on a click. */
type Dialog = { to: 'dispatched' } | { to: 'cancelled' } | null;

/** Who placed the order, with the address they sign in with (a link to write to them). */
function PlacedBy({ order }: { order: StaffOrder }) {
  if (!order.placed_by) return <>—</>;
  if (!order.placed_by_email) return <>{order.placed_by}</>;
  return (
    <>
      {order.placed_by} (<a href={`mailto:${order.placed_by_email}`}>{order.placed_by_email}</a>)
    </>
  );
}

function Facts({ order }: { order: StaffOrder }) {
  const address = order.delivery_address;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} className="staff-facts">
      <Descriptions.Item label="Account">{order.account.name}</Descriptions.Item>
      <Descriptions.Item label="Customer reference">{order.customer_reference ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Placed">{formatDateTime(order.created_at)}</Descriptions.Item>
      <Descriptions.Item label="Placed by">
        <PlacedBy order={order} />
      </Descriptions.Item>
      {order.approved_by && <Descriptions.Item label="Approved by">{order.approved_by}</Descriptions.Item>}
      <Descriptions.Item label="Ship type">{order.ship_type.name}</Descriptions.Item>
      <Descriptions.Item label="Warehouse">{order.warehouse.name}</Descriptions.Item>
      <Descriptions.Item label="Payment">{order.payment_type.name}</Descriptions.Item>
      <Descriptions.Item label="Delivery address">
        {address ? `${address.street}, ${address.suburb} ${address.state} ${address.postcode}` : 'Pick-up'}
      </Descriptions.Item>
      <Descriptions.Item label="Carrier reference">{order.tracking_reference ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Notes">{order.notes ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}

export function StaffOrderPage() {
  const id = Number(useParams().id);
  const order = useStaffOrder(id);
  const transition = useMoveStaffOrder(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [form] = Form.useForm<{ tracking_reference?: string; note?: string }>();

  if (order.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (order.isError) return <LoadFailed what="This order" error={order.error} />;
  const current = order.data;

  const move = (to: OrderStatus, extra: { tracking_reference?: string; note?: string } = {}) => {
    setConflict(null);
    transition.mutate(
      { to, version: current.version, ...extra },
      {
        // These run once the refetch after the move is done: by then the next move's dialog may be open, so
        // only this move's own dialog is closed.
        onSuccess: () => {
          setDialog((open) => (open?.to === to ? null : open));
          showSuccess(`${current.number} is now ${ORDER_STATUS_LABELS[to].toLowerCase()}.`);
        },
        onError: (error) => {
          setDialog((open) => (open?.to === to ? null : open));
          // A stale edit: say so, and show the order as it is now (the query refetches on settle).
          if (error instanceof ApiError) setConflict(error.message);
        },
      },
    );
  };

  // A backorder is sent or cancelled from its own panel (ShipmentsPanel), not with the whole-order moves.
  const wholeMoves = current.status === 'backordered' ? [] : current.next_statuses;

  const onAction = (to: OrderStatus) =>
    to === 'dispatched' || to === 'cancelled' ? setDialog({ to }) : move(to);

  return (
    <div className="staff-page" data-testid="staff-order">
      <div className="staff-order-head">
        <StaffHeading title={`${current.number} · Orders`}>
          {current.number} <OrderStatusTag status={current.status} />
        </StaffHeading>
        <Space wrap>
          <Link to={`/staff/pick-list?ids=${current.id}`}>
            <Button icon={<PrinterOutlined />}>Pick list</Button>
          </Link>
          <OrderDocumentButtons orderId={current.id} />
          <Link to="/staff/orders">Back to the queue</Link>
        </Space>
      </div>

      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={conflict}
          description="The order below is as it is now."
          closable
        />
      )}

      <Card size="small" title="Actions" className="staff-actions">
        {current.next_statuses.length === 0 ? (
          <span>This order is finished.</span>
        ) : (
          <Space wrap>
            <PartShipmentButton order={current} />
            {wholeMoves.map((to) => (
              <Button
                key={to}
                type={to === 'cancelled' ? 'default' : 'primary'}
                danger={to === 'cancelled'}
                loading={transition.isPending && transition.variables?.to === to}
                onClick={() => onAction(to)}
              >
                {ACTION_LABELS[to]}
              </Button>
            ))}
            <OrderLinesEditor order={current} />
          </Space>
        )}
      </Card>

      <Facts order={current} />

      <ShipmentsPanel order={current} />

      <div className="staff-order-body">
        <Card size="small" title="Lines" className="staff-lines">
          {/* Scrolls sideways on a phone, so it takes the keyboard's focus to scroll. */}
          <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="Order lines">
            <Table
              rowKey="product_id"
              size="small"
              pagination={false}
              dataSource={current.lines}
              columns={[
                { title: 'SKU', dataIndex: 'sku' },
                {
                  title: 'Product',
                  key: 'name',
                  render: (_, line) => (
                    <>
                      {line.name}
                      <LineFit fit={line.fit} />
                    </>
                  ),
                },
                { title: 'Qty', dataIndex: 'qty', align: 'right' },
                { title: 'Unit', dataIndex: 'unit_price', align: 'right', render: money },
                { title: 'Line total', dataIndex: 'line_total', align: 'right', render: money },
              ]}
            />
          </div>
          <dl className="staff-totals">
            <dt>Subtotal (excl. GST)</dt>
            <dd>{money(current.subtotal)}</dd>
            <dt>GST</dt>
            <dd>{money(current.gst)}</dd>
            <dt>Delivery</dt>
            <dd>{money(current.delivery_fee)}</dd>
            <dt>Total</dt>
            <dd className="staff-total">{money(current.total)}</dd>
          </dl>
        </Card>
        <Card size="small" title="History" className="staff-history">
          <Timeline
            items={current.status_history.map((change, index) => ({
              key: index,
              color: change.status === 'cancelled' ? 'red' : 'blue',
              content: (
                <div data-testid="staff-history-step">
                  <strong>{ORDER_STATUS_LABELS[change.status]}</strong> · {formatDateTime(change.at)}
                  {change.by && <> · by {change.by}</>}
                  {change.note && <div className="staff-history-note">{change.note}</div>}
                </div>
              ),
            }))}
          />
        </Card>
      </div>

      <OrderNotesCard orderId={current.id} />

      <Modal
        open={dialog !== null}
        title={dialog?.to === 'dispatched' ? `Dispatch ${current.number}` : `Cancel ${current.number}`}
        okText={dialog?.to === 'dispatched' ? 'Dispatch' : 'Cancel order'}
        cancelText="Back"
        okButtonProps={{ danger: dialog?.to === 'cancelled', loading: transition.isPending }}
        onCancel={() => setDialog(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) => {
            if (!dialog) return;
            move(
              dialog.to,
              dialog.to === 'dispatched'
                ? {
                    tracking_reference: values.tracking_reference?.trim(),
                    note: values.note?.trim() || undefined,
                  }
                : { note: values.note?.trim() },
            );
          }}
        >
          {dialog?.to === 'dispatched' && (
            <Form.Item
              label="Carrier reference"
              name="tracking_reference"
              rules={[
                { required: true, whitespace: true, message: 'Carrier reference is required' },
                { max: 100 },
              ]}
            >
              <Input placeholder="e.g. TOLL-88123401" autoFocus />
            </Form.Item>
          )}
          <Form.Item
            label={dialog?.to === 'cancelled' ? 'Reason' : 'Note (optional)'}
            name="note"
            rules={
              dialog?.to === 'cancelled'
                ? [{ required: true, whitespace: true, message: 'Reason is required' }, { max: 500 }]
                : [{ max: 500 }]
            }
          >
            <Input.TextArea rows={3} autoFocus={dialog?.to === 'cancelled'} />
          </Form.Item>
          {dialog?.to === 'cancelled' && (
            <p>The stock goes back to {current.warehouse.name} and the invoice is credited.</p>
          )}
        </Form>
      </Modal>
    </div>
  );
}
