import { useId, useState } from 'react';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { backorderCancelRequest } from '@tyreline/domain/contract/shipments';
import { isPickUpShipType } from '@tyreline/domain/enums';
import { toCents } from '@tyreline/domain/money';
import { ORDER_STATUS_LABELS } from '@tyreline/domain/order-status';
import { backorderValueCents, outstandingQty } from '@tyreline/domain/shipments';
import { ItemList } from '../../components/shipment-list.tsx';
import { Money } from '../../components/money.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, errorText, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { useCancelStaffBackorder } from './api/cancel-staff-backorder.ts';
import { useShipStaffOrder } from './api/ship-staff-order.ts';

type Line = StaffOrder['lines'][number];

/** The order's lines with something still to send, each with its line number. */
export const outstandingLines = (order: StaffOrder) =>
  order.lines
    .map((line: Line, index) => ({
      ...line,
      line_no: line.line_no ?? index + 1,
      outstanding: outstandingQty(line),
    }))
    .filter((line) => line.outstanding > 0);

/** The dialog's Back and its action, the action submitting the form `formId`. */
function Buttons({
  formId,
  label,
  danger,
  isPending,
  onClose,
}: {
  formId: string;
  label: string;
  danger?: boolean;
  isPending: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <Button onPress={onClose}>Back</Button>
      <Button type="submit" form={formId} variant="primary" danger={danger} isPending={isPending}>
        {label}
      </Button>
    </>
  );
}

/**
 * Sends some quantities now (docs/product.md §25): one number per line with something left, starting at all of
 * it, and the carrier's reference for a delivery. The server's refusals land beside the line they name.
 */
export function ShipDialog({
  order,
  title,
  onClose,
}: {
  order: StaffOrder;
  title: string;
  onClose: () => void;
}) {
  const ship = useShipStaffOrder(order.id);
  const formId = useId();
  const errors = useFormErrors(['tracking_reference']);
  const lines = outstandingLines(order);
  const [qty, setQty] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(lines.map((line) => [line.line_no, line.outstanding])),
  );
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const isPickUp = isPickUpShipType(order.ship_type.id);

  const submit = (values: FormValues) => {
    setProblem(null);
    setLineErrors({});
    const tracking = String(values.tracking_reference ?? '').trim();
    if (!isPickUp && !tracking) {
      errors.setErrors({ tracking_reference: ['Carrier reference is required'] });
      return;
    }
    errors.clear();
    const asked = lines.map((line) => ({ line_no: line.line_no, qty: qty[line.line_no] ?? 0 }));
    ship.mutate(
      { version: order.version, lines: asked, ...(isPickUp ? {} : { tracking_reference: tracking }) },
      {
        onSuccess: (answer) => {
          onClose();
          const sent = asked.reduce((sum, l) => sum + l.qty, 0);
          showSuccess(
            `${sent} ${sent === 1 ? 'unit' : 'units'} ${isPickUp ? 'ready' : 'dispatched'}; ${order.number} is now ${ORDER_STATUS_LABELS[answer.data.status].toLowerCase()}.`,
          );
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setProblem(errorText(error));
          const found = error.fieldErrors;
          setLineErrors(
            Object.fromEntries(
              lines.flatMap((line, index) => {
                const texts = [
                  ...(found[`lines.${index}.qty`] ?? []),
                  ...(found[`lines.${index}.line_no`] ?? []),
                ];
                return texts.length > 0 ? [[line.line_no, texts.join(' ')]] : [];
              }),
            ),
          );
          errors.fromServer(error);
          // A stale order (409) or a refusal of the whole shipment: said above the lines, which now show the order as it is.
          if (error.status === 409 || found.lines) setProblem(found.lines?.join(' ') ?? error.message);
        },
      },
    );
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <Buttons
          formId={formId}
          label={isPickUp ? 'Mark ready' : 'Dispatch'}
          isPending={ship.isPending}
          onClose={onClose}
        />
      }
    >
      <Form id={formId} onSubmit={submit} {...errors.formProps}>
        {problem && <Alert type="warning" title={problem} />}
        <p className="ship-lead">
          {isPickUp ? 'How many of each are ready at the counter now? ' : 'How many of each go now? '}
          Whatever is left stays on backorder.
        </p>
        {lines.map((line) => (
          <NumberField
            key={line.line_no}
            label={`${line.name} (${line.sku})`}
            description={`${line.qty} ordered · ${line.qty_shipped ?? 0} sent · ${line.outstanding} to send`}
            min={0}
            max={line.outstanding}
            formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
            value={qty[line.line_no] ?? null}
            onChange={(value) => setQty((all) => ({ ...all, [line.line_no]: value }))}
            errorMessage={lineErrors[line.line_no]}
          />
        ))}
        {!isPickUp && (
          <TextField
            name="tracking_reference"
            label="Carrier reference"
            placeholder="e.g. TOLL-88123401"
            maxLength={100}
            isRequired
          />
        )}
      </Form>
    </Dialog>
  );
}

/** Cancels what waits on backorder, with a reason: it goes back on the shelf and its value is credited. */
export function CancelBackorderDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const cancel = useCancelStaffBackorder(order.id);
  const formId = useId();
  const errors = useFormErrors(['reason']);
  const [problem, setProblem] = useState<string | null>(null);
  const lines = outstandingLines(order);
  const valueCents = backorderValueCents(
    lines.map((line) => ({ ...line, unit_price_cents: toCents(line.unit_price) })),
  );

  const submit = (values: FormValues) => {
    const body = errors.parse(backorderCancelRequest, { version: order.version, reason: values.reason });
    if (!body) return;
    setProblem(null);
    cancel.mutate(body, {
      onSuccess: () => {
        onClose();
        showSuccess(`The backorder of ${order.number} is cancelled and credited.`);
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setProblem(errorText(error));
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Cancel the backorder of ${order.number}`}
      footer={
        <Buttons
          formId={formId}
          label="Cancel the backorder"
          danger
          isPending={cancel.isPending}
          onClose={onClose}
        />
      }
    >
      <Form id={formId} onSubmit={submit} {...errors.formProps}>
        {problem && <Alert type="warning" title={problem} />}
        <ItemList items={lines.map((l) => ({ ...l, qty: l.outstanding }))} label="To cancel" />
        <p>
          These go back to {order.warehouse.name}, and {order.account.name} is credited{' '}
          <Money cents={valueCents} /> with a credit note.
        </p>
        <TextArea name="reason" label="Reason" maxLength={500} isRequired autoFocus />
      </Form>
    </Dialog>
  );
}
