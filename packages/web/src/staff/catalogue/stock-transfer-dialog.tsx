import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import {
  STOCK_LEVEL_MAX,
  TRANSFER_LABELS,
  stockTransfer,
  type StockLevel,
} from '@tyreline/domain/contract/staff-catalogue';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { clearOnChange, parseForm, showServerErrors } from '../../lib/form-errors.ts';
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
  const [form] = Form.useForm();
  const transfer = useTransferStock(productId);
  const [failure, setFailure] = useState<string | null>(null);
  const others = stock.filter((level) => level.warehouse_id !== from.warehouse_id);

  const submit = () => {
    setFailure(null);
    const values = { ...form.getFieldsValue(), from_warehouse_id: from.warehouse_id };
    const body = parseForm(form, stockTransfer, TRANSFER_FIELDS, values);
    if (!body) return;
    transfer.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(
          `Moved ${body.quantity}: ${data.from.warehouse_name} now holds ${data.from.quantity}, ${data.to.warehouse_name} ${data.to.quantity}.`,
        );
        onClose();
      },
      onError: (error) => {
        if (!showServerErrors(form, TRANSFER_FIELDS, error))
          setFailure(error instanceof ApiError ? error.message : String(error));
      },
    });
  };

  return (
    <Modal
      open
      title={`Transfer stock from ${from.warehouse_name}`}
      okText="Transfer"
      okButtonProps={{ htmlType: 'submit', form: 'stock-transfer', loading: transfer.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {from.warehouse_name} holds {from.quantity}.
      </p>
      <Form
        form={form}
        name="stock-transfer"
        layout="vertical"
        onFinish={submit}
        onValuesChange={clearOnChange(form)}
      >
        <Form.Item name="to_warehouse_id" label={TRANSFER_LABELS.to_warehouse_id} required>
          <Select<number>
            options={others.map((level) => ({
              value: level.warehouse_id,
              label: `${level.warehouse_name} (holds ${level.quantity})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="quantity" label={TRANSFER_LABELS.quantity} required>
          <InputNumber min={1} max={STOCK_LEVEL_MAX} precision={0} className="staff-number" />
        </Form.Item>
        <Form.Item name="reason" label={TRANSFER_LABELS.reason} required>
          <Input maxLength={200} placeholder="Rebalancing, a customer collecting there…" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}
