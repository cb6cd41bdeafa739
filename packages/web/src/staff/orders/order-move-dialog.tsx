import { useId } from 'react';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { transitionRequest } from '@tyreline/domain/contract/staff';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';

const FIELDS = ['tracking_reference', 'note'] as const;

/** What the dialog sends with the move. */
export interface MoveExtra {
  tracking_reference?: string;
  note?: string;
}

/**
 * Dispatch asks for the carrier's reference (and an optional note), cancelling for a reason; the messages of
 * the shared schema show under the fields before anything is sent.
 */
export function OrderMoveDialog({
  order,
  to,
  isPending,
  onMove,
  onClose,
}: {
  order: StaffOrder;
  to: 'dispatched' | 'cancelled';
  isPending: boolean;
  onMove: (extra: MoveExtra) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const errors = useFormErrors(FIELDS);
  const dispatching = to === 'dispatched';

  const submit = (values: FormValues) => {
    const tracking = String(values.tracking_reference ?? '').trim();
    const note = String(values.note ?? '').trim();
    const missing = dispatching ? !tracking && 'Carrier reference' : !note && 'Reason';
    if (missing) {
      errors.setErrors({ [dispatching ? 'tracking_reference' : 'note']: [`${missing} is required`] });
      return;
    }
    const extra: MoveExtra = dispatching
      ? { tracking_reference: tracking, note: note || undefined }
      : { note };
    if (errors.parse(transitionRequest, { to, version: order.version, ...extra })) onMove(extra);
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={dispatching ? `Dispatch ${order.number}` : `Cancel ${order.number}`}
      footer={
        <>
          <Button onPress={onClose}>Back</Button>
          <Button type="submit" form={formId} variant="primary" danger={!dispatching} isPending={isPending}>
            {dispatching ? 'Dispatch' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} {...errors.formProps}>
        {dispatching && (
          <TextField
            name="tracking_reference"
            label="Carrier reference"
            placeholder="e.g. TOLL-88123401"
            isRequired
            autoFocus
          />
        )}
        <TextArea
          name="note"
          label={dispatching ? 'Note (optional)' : 'Reason'}
          isRequired={!dispatching}
          autoFocus={!dispatching}
        />
        {!dispatching && <p>The stock goes back to {order.warehouse.name} and the invoice is credited.</p>}
      </Form>
    </Dialog>
  );
}
