import { useState } from 'react';
import type { StaffReturn } from '@tyreline/domain/contract/returns';
import { restockingFeeLabel, type ReturnCondition } from '@tyreline/domain/returns';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, useFormErrors } from '../../ui/form.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import type { ReturnDecision } from './api/decide-staff-return.ts';

interface DialogProps {
  ret: StaffReturn;
  isOpen: boolean;
  onClose: () => void;
  pending: boolean;
  send: (decision: ReturnDecision, done: string) => void;
}

const CONDITION_OPTIONS = [
  { value: 'saleable', label: 'Saleable (back on the shelf)' },
  { value: 'write_off', label: 'Write off' },
];

/** The reason a return is rejected, which the customer reads. */
function RejectForm({ ret, send, formId }: Pick<DialogProps, 'ret' | 'send'> & { formId: string }) {
  const errors = useFormErrors(['reason'] as const);
  const [reason, setReason] = useState('');
  const submit = () => {
    if (!reason.trim()) return errors.setErrors({ reason: ['Reason is required'] });
    send({ step: 'reject', version: ret.version, reason: reason.trim() }, `${ret.number} is rejected.`);
  };
  return (
    <Form id={formId} aria-label={`Reject ${ret.number}`} onSubmit={submit} {...errors.formProps}>
      <TextArea
        name="reason"
        label="Reason (the customer reads it)"
        isRequired
        rows={3}
        maxLength={500}
        autoFocus
        value={reason}
        onChange={setReason}
      />
    </Form>
  );
}

export function RejectReturnDialog({ ret, isOpen, onClose, pending, send }: DialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={`Reject ${ret.number}`}
      footer={(close) => (
        <>
          <Button onPress={close}>Back</Button>
          <Button type="submit" form="reject-return" variant="primary" danger isPending={pending}>
            Reject return
          </Button>
        </>
      )}
    >
      <RejectForm ret={ret} send={send} formId="reject-return" />
    </Dialog>
  );
}

/** Where the goods came back to and the state of each line: saleable goes back on the shelf. */
function ReceiveForm({ ret, send, formId }: Pick<DialogProps, 'ret' | 'send'> & { formId: string }) {
  const errors = useFormErrors(['warehouse_id'] as const);
  const [warehouse, setWarehouse] = useState<string | null>(ret.warehouses[0]?.id.toString() ?? null);
  const [conditions, setConditions] = useState<Record<number, ReturnCondition>>({});
  const submit = () => {
    if (warehouse === null) return errors.setErrors({ warehouse_id: ['Warehouse is required'] });
    send(
      {
        step: 'receive',
        version: ret.version,
        warehouse_id: Number(warehouse),
        lines: ret.lines.map((l) => ({ line_no: l.line_no, condition: conditions[l.line_no] ?? 'saleable' })),
      },
      `${ret.number} is received.`,
    );
  };
  return (
    <Form id={formId} aria-label={`Receive ${ret.number}`} onSubmit={submit} {...errors.formProps}>
      <Select
        name="warehouse_id"
        label="Warehouse"
        isRequired
        options={ret.warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
        value={warehouse}
        onChange={setWarehouse}
      />
      {ret.lines.map((line) => (
        <RadioGroup
          key={line.line_no}
          label={`${line.qty} × ${line.name}`}
          aria-label={`Condition of line ${line.line_no}`}
          options={CONDITION_OPTIONS}
          value={conditions[line.line_no] ?? 'saleable'}
          onChange={(value) => setConditions({ ...conditions, [line.line_no]: value as ReturnCondition })}
        />
      ))}
      <p>
        The credit note is the lines at their order price
        {ret.restocking_fee === null && ret.reason !== 'damaged_in_transit'
          ? `, less the ${restockingFeeLabel(ret.reason).toLowerCase()}`
          : ''}
        .
      </p>
    </Form>
  );
}

export function ReceiveReturnDialog({ ret, isOpen, onClose, pending, send }: DialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={`Receive ${ret.number}`}
      footer={(close) => (
        <>
          <Button onPress={close}>Back</Button>
          <Button type="submit" form="receive-return" variant="primary" isPending={pending}>
            Receive
          </Button>
        </>
      )}
    >
      <ReceiveForm ret={ret} send={send} formId="receive-return" />
    </Dialog>
  );
}
