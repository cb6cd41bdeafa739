import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Space } from 'antd';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { isPickUpShipType } from '@tyreline/domain/enums';
import { toCents } from '@tyreline/domain/money';
import { ORDER_STATUS_LABELS } from '@tyreline/domain/order-status';
import { backorderValueCents, isShippableStatus, outstandingQty } from '@tyreline/domain/shipments';
import { ItemList, ShipmentList } from '../../components/shipment-list.tsx';
import { Money } from '../../components/money.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useCancelStaffBackorder } from './api/cancel-staff-backorder.ts';
import { useShipStaffOrder } from './api/ship-staff-order.ts';
import './order-shipments-panel.css';

type Line = StaffOrder['lines'][number];

const lineNo = (line: Line, index: number) => line.line_no ?? index + 1;

/** The order's lines with something still to send, each with its line number. */
const outstandingLines = (order: StaffOrder) =>
  order.lines
    .map((line, index) => ({ ...line, line_no: lineNo(line, index), outstanding: outstandingQty(line) }))
    .filter((line) => line.outstanding > 0);

interface ShipValues {
  qty: Record<string, number | null>;
  tracking_reference?: string;
}

/**
 * Sends some quantities now (docs/product.md §25): one number per line with something left, starting at all of
 * it, and the carrier's reference for a delivery. The server's refusals land beside the line they name.
 */
function ShipDialog({ order, title, onClose }: { order: StaffOrder; title: string; onClose: () => void }) {
  const ship = useShipStaffOrder(order.id);
  const [form] = Form.useForm<ShipValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const isPickUp = isPickUpShipType(order.ship_type.id);
  const lines = outstandingLines(order);

  const submit = (values: ShipValues) => {
    setProblem(null);
    const asked = lines.map((line) => ({ line_no: line.line_no, qty: values.qty[line.line_no] ?? 0 }));
    ship.mutate(
      {
        version: order.version,
        lines: asked,
        ...(isPickUp ? {} : { tracking_reference: values.tracking_reference?.trim() }),
      },
      {
        onSuccess: (answer) => {
          onClose();
          const sent = asked.reduce((sum, l) => sum + l.qty, 0);
          showSuccess(
            `${sent} ${sent === 1 ? 'unit' : 'units'} ${isPickUp ? 'ready' : 'dispatched'}; ${order.number} is now ${ORDER_STATUS_LABELS[answer.data.status].toLowerCase()}.`,
          );
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setProblem(String(error));
          const errors = error.fieldErrors;
          form.setFields([
            ...lines.map((line, index) => ({
              name: ['qty', String(line.line_no)] as ['qty', string],
              errors: [...(errors[`lines.${index}.qty`] ?? []), ...(errors[`lines.${index}.line_no`] ?? [])],
            })),
            ...(isPickUp
              ? []
              : [{ name: 'tracking_reference' as const, errors: errors.tracking_reference ?? [] }]),
          ]);
          // A stale order (409) or a refusal of the whole shipment: said above the lines, which now show the order as it is.
          if (error.status === 409 || errors.lines) setProblem(errors.lines?.join(' ') ?? error.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={title}
      okText={isPickUp ? 'Mark ready' : 'Dispatch'}
      cancelText="Back"
      okButtonProps={{ loading: ship.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ qty: Object.fromEntries(lines.map((l) => [l.line_no, l.outstanding])) }}
      >
        {problem && <Alert type="warning" showIcon role="alert" title={problem} className="ship-problem" />}
        <p className="ship-lead">
          {isPickUp ? 'How many of each are ready at the counter now? ' : 'How many of each go now? '}
          Whatever is left stays on backorder.
        </p>
        {lines.map((line) => (
          <Form.Item
            key={line.line_no}
            name={['qty', String(line.line_no)]}
            label={`${line.name} (${line.sku})`}
            extra={`${line.qty} ordered · ${line.qty_shipped ?? 0} sent · ${line.outstanding} to send`}
            className="ship-line"
          >
            <InputNumber min={0} max={line.outstanding} precision={0} inputMode="numeric" />
          </Form.Item>
        ))}
        {!isPickUp && (
          <Form.Item
            label="Carrier reference"
            name="tracking_reference"
            rules={[
              { required: true, whitespace: true, message: 'Carrier reference is required' },
              { max: 100 },
            ]}
          >
            <Input placeholder="e.g. TOLL-88123401" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** "Dispatch part…" / "Ready part…" beside the order's other actions, while it is being picked or on backorder. */
export function PartShipmentButton({ order }: { order: StaffOrder }) {
  const [open, setOpen] = useState(false);
  if (!isShippableStatus(order.status)) return null;
  const isPickUp = isPickUpShipType(order.ship_type.id);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{isPickUp ? 'Ready part…' : 'Dispatch part…'}</Button>
      {open && (
        <ShipDialog
          order={order}
          title={`${isPickUp ? 'Ready part of' : 'Dispatch part of'} ${order.number}`}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Cancels what waits on backorder, with a reason: it goes back on the shelf and its value is credited. */
function CancelBackorderDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const cancel = useCancelStaffBackorder(order.id);
  const [form] = Form.useForm<{ reason: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const lines = outstandingLines(order);
  const valueCents = backorderValueCents(
    lines.map((line) => ({ ...line, unit_price_cents: toCents(line.unit_price) })),
  );
  return (
    <Modal
      open
      title={`Cancel the backorder of ${order.number}`}
      okText="Cancel the backorder"
      cancelText="Back"
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => {
          setProblem(null);
          cancel.mutate(
            { version: order.version, reason: reason.trim() },
            {
              onSuccess: () => {
                onClose();
                showSuccess(`The backorder of ${order.number} is cancelled and credited.`);
              },
              onError: (error) => {
                const errors = error instanceof ApiError ? error.fieldErrors : {};
                if (errors.reason) form.setFields([{ name: 'reason', errors: errors.reason }]);
                else setProblem(error.message);
              },
            },
          );
        }}
      >
        {problem && <Alert type="warning" showIcon role="alert" title={problem} className="ship-problem" />}
        <ItemList items={lines.map((l) => ({ ...l, qty: l.outstanding }))} label="To cancel" />
        <p>
          These go back to {order.warehouse.name}, and {order.account.name} is credited{' '}
          <Money cents={valueCents} /> with a credit note.
        </p>
        <Form.Item
          label="Reason"
          name="reason"
          rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 500 }]}
        >
          <Input.TextArea rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Shipments and backorder: what went when, what waits, and the backorder's two ways out (send the rest, or
 * cancel it). Nothing for an order that has not sent anything.
 */
export function ShipmentsPanel({ order }: { order: StaffOrder }) {
  const [dialog, setDialog] = useState<'rest' | 'cancel' | null>(null);
  const shipments = order.shipments ?? [];
  const waiting = order.status === 'backordered' ? outstandingLines(order) : [];
  const cancelled = order.lines
    .filter((line) => (line.qty_cancelled ?? 0) > 0)
    .map((line) => ({ ...line, qty: line.qty_cancelled ?? 0 }));
  if (shipments.length === 0 && waiting.length === 0) return null;
  const isPickUp = isPickUpShipType(order.ship_type.id);
  return (
    <Card
      size="small"
      title="Shipments and backorder"
      className="staff-shipments"
      data-testid="staff-shipments"
    >
      {waiting.length > 0 && (
        <div className="staff-backorder" data-testid="staff-backorder">
          <h2 className="staff-backorder-title">On backorder</h2>
          <ItemList items={waiting.map((l) => ({ ...l, qty: l.outstanding }))} label="On backorder" />
          <Space wrap>
            <Button type="primary" onClick={() => setDialog('rest')}>
              {isPickUp ? 'Ready the rest' : 'Dispatch the rest'}
            </Button>
            <Button danger onClick={() => setDialog('cancel')}>
              Cancel the backorder…
            </Button>
          </Space>
        </div>
      )}
      <ShipmentList shipments={shipments} isPickUp={isPickUp} />
      {cancelled.length > 0 && (
        <div className="staff-backorder-cancelled">
          Cancelled from backorder (restocked and credited):
          <ItemList items={cancelled} label="Cancelled from backorder" />
        </div>
      )}
      {dialog === 'rest' && (
        <ShipDialog
          order={order}
          title={`${isPickUp ? 'Ready the rest of' : 'Dispatch the rest of'} ${order.number}`}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && <CancelBackorderDialog order={order} onClose={() => setDialog(null)} />}
    </Card>
  );
}
