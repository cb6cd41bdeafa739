import { useState } from 'react';
import {
  STOCK_LEVEL_MAX,
  TRANSFER_LABELS,
  stockTransfer,
  type StockLevel,
} from '@tyreline/domain/contract/staff-catalogue';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, FormError, errorText, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTransferStock } from './api/transfer-stock.ts';

const TRANSFER_FIELDS = ['to_warehouse_id', 'quantity', 'reason'] as const;

/** Moves stock from one warehouse to another of the product's department, with a reason. */
export function StockTransferDialog({
  productId,
  from,
  stock,
  onClose,
}: {
  productId: number;
  from: StockLevel;
  /** The product's warehouses: the others are where it can go. */
  stock: StockLevel[];
  onClose: () => void;
}) {
  const errors = useFormErrors(TRANSFER_FIELDS);
  const transfer = useTransferStock(productId);
  const [to, setTo] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const others = stock.filter((level) => level.warehouse_id !== from.warehouse_id);

  const submit = (values: FormValues) => {
    setFailure(null);
    const body = errors.parse(stockTransfer, {
      ...values,
      from_warehouse_id: from.warehouse_id,
      to_warehouse_id: to ?? undefined,
      quantity: quantity ?? undefined,
    });
    if (!body) return;
    transfer.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(
          `Moved ${body.quantity}: ${data.from.warehouse_name} now holds ${data.from.quantity}, ${data.to.warehouse_name} ${data.to.quantity}.`,
        );
        onClose();
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Transfer stock from ${from.warehouse_name}`}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button type="submit" form="stock-transfer" variant="primary" isPending={transfer.isPending}>
            Transfer
          </Button>
        </>
      }
    >
      <p>
        {from.warehouse_name} holds {from.quantity}.
      </p>
      <Form id="stock-transfer" onSubmit={submit} {...errors.formProps}>
        <Select
          name="to_warehouse_id"
          label={TRANSFER_LABELS.to_warehouse_id}
          isRequired
          placeholder="Choose a warehouse"
          value={to === null ? null : String(to)}
          onChange={(id) => setTo(Number(id))}
          options={others.map((level) => ({
            value: String(level.warehouse_id),
            label: `${level.warehouse_name} (holds ${level.quantity})`,
          }))}
        />
        <NumberField
          name="quantity"
          label={TRANSFER_LABELS.quantity}
          isRequired
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={STOCK_LEVEL_MAX}
          formatOptions={{ maximumFractionDigits: 0 }}
        />
        <TextField
          name="reason"
          label={TRANSFER_LABELS.reason}
          isRequired
          maxLength={200}
          placeholder="Rebalancing, a customer collecting there…"
        />
        {failure && <FormError>{failure}</FormError>}
      </Form>
    </Dialog>
  );
}
