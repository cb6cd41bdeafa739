import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import {
  STOCK_LABELS,
  STOCK_LEVEL_MAX,
  stockAdjustment,
  type StockLevel,
  type StockMovement,
} from '@tyreline/domain/contract/staff-catalogue';
import {
  STOCK_MOVEMENT_KINDS,
  STOCK_MOVEMENT_LABELS,
  type StockMovementKind,
} from '@tyreline/domain/stock-ledger';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useAdjustStock } from './api/adjust-stock.ts';
import { useStockMovements } from './api/get-stock-movements.ts';
import { clearOnChange, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { pagerOf } from '../components/staff-query-ui.tsx';
import { StockTransferDialog } from './stock-transfer-dialog.tsx';

const STOCK_FIELDS = ['quantity', 'reason'] as const;

/** Sets one warehouse's level from the level shown when it opened; a 409 says what it is now. */
function AdjustDialog({
  productId,
  level,
  onClose,
}: {
  productId: number;
  level: StockLevel;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const adjust = useAdjustStock(productId);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const values = { ...form.getFieldsValue(), expected_quantity: level.quantity };
    const body = parseForm(form, stockAdjustment, STOCK_FIELDS, values);
    if (!body) return;
    adjust.mutate(
      { warehouseId: level.warehouse_id, ...body },
      {
        onSuccess: ({ data }) => {
          showSuccess(`${data.warehouse_name} now holds ${data.quantity}.`);
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, STOCK_FIELDS, error))
            setFailure(error instanceof ApiError ? error.message : String(error));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`Adjust stock at ${level.warehouse_name}`}
      okText="Save level"
      okButtonProps={{ htmlType: 'submit', form: 'stock-adjust', loading: adjust.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>Current level: {level.quantity}</p>
      <Form
        form={form}
        name="stock-adjust"
        layout="vertical"
        onFinish={submit}
        onValuesChange={clearOnChange(form)}
      >
        <Form.Item name="quantity" label={STOCK_LABELS.quantity} required extra="The count now on the shelf.">
          <InputNumber min={0} max={STOCK_LEVEL_MAX} precision={0} className="staff-number" autoFocus />
        </Form.Item>
        <Form.Item name="reason" label={STOCK_LABELS.reason} required>
          <Input maxLength={200} placeholder="Cycle count, damaged, delivery…" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}

const movementColumns: TableColumnsType<StockMovement> = [
  { title: 'When', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  { title: 'Warehouse', dataIndex: 'warehouse_name' },
  { title: 'Kind', dataIndex: 'kind', render: (kind: StockMovementKind) => STOCK_MOVEMENT_LABELS[kind] },
  { title: 'Reference', dataIndex: 'reference', render: (reference: string | null) => reference ?? '–' },
  { title: 'Before', dataIndex: 'before', align: 'right' },
  { title: 'After', dataIndex: 'after', align: 'right' },
  {
    title: 'Change',
    dataIndex: 'delta',
    align: 'right',
    render: (delta: number) => (delta > 0 ? `+${delta}` : String(delta)),
  },
  { title: 'Reason', dataIndex: 'reason' },
  { title: 'By', dataIndex: 'by' },
];

const KIND_OPTIONS = STOCK_MOVEMENT_KINDS.map((kind) => ({
  value: kind,
  label: STOCK_MOVEMENT_LABELS[kind],
}));

/**
 * A product's exact level per warehouse (adjustable by roles that count stock) and its stock ledger: every
 * movement, whatever made it, filtered by warehouse and kind.
 */
export function ProductStock({
  productId,
  stock,
  canAdjust,
}: {
  productId: number;
  stock: StockLevel[];
  canAdjust: boolean;
}) {
  // The warehouse, not its level: after a 409 the refetched level is what the dialog shows and sends.
  const [adjustingId, setAdjustingId] = useState<number | null>(null);
  const adjusting = stock.find((level) => level.warehouse_id === adjustingId);
  const [transferringId, setTransferringId] = useState<number | null>(null);
  const transferring = stock.find((level) => level.warehouse_id === transferringId);
  const [page, setPage] = useState(1);
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [kind, setKind] = useState<StockMovementKind | undefined>();
  const movements = useStockMovements(productId, { page, warehouse_id: warehouseId, kind });

  const levelColumns: TableColumnsType<StockLevel> = [
    { title: 'Warehouse', dataIndex: 'warehouse_name' },
    { title: 'Level', dataIndex: 'quantity', align: 'right' },
    ...(canAdjust
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, level: StockLevel) => (
              <Space wrap size="small">
                <Button
                  size="small"
                  onClick={() => setAdjustingId(level.warehouse_id)}
                  aria-label={`Adjust ${level.warehouse_name}`}
                >
                  Adjust
                </Button>
                {stock.length > 1 && (
                  <Button
                    size="small"
                    onClick={() => setTransferringId(level.warehouse_id)}
                    disabled={level.quantity === 0}
                    aria-label={`Transfer from ${level.warehouse_name}`}
                  >
                    Transfer
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Card size="small" title="Stock per warehouse">
        <Table<StockLevel>
          className="staff-stock-table"
          rowKey="warehouse_id"
          size="small"
          pagination={false}
          columns={levelColumns}
          dataSource={stock}
        />
      </Card>
      <Card size="small" title="Stock movements">
        <Space wrap className="staff-movement-filters">
          <Select<number>
            allowClear
            placeholder="All warehouses"
            aria-label="Movements of warehouse"
            className="staff-movement-filter"
            value={warehouseId}
            options={stock.map((level) => ({ value: level.warehouse_id, label: level.warehouse_name }))}
            onChange={(value) => {
              setWarehouseId(value);
              setPage(1);
            }}
          />
          <Select<StockMovementKind>
            allowClear
            placeholder="All kinds"
            aria-label="Movements of kind"
            className="staff-movement-filter"
            value={kind}
            options={KIND_OPTIONS}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
          />
        </Space>
        <div className="staff-table-wrap">
          <Table<StockMovement>
            className="staff-movements-table"
            rowKey="id"
            size="small"
            loading={movements.isFetching}
            columns={movementColumns}
            dataSource={movements.data?.data ?? []}
            pagination={pagerOf(movements.data?.meta, setPage)}
            locale={{ emptyText: <span className="staff-muted">No stock movements yet.</span> }}
          />
        </div>
      </Card>
      {adjusting && (
        <AdjustDialog productId={productId} level={adjusting} onClose={() => setAdjustingId(null)} />
      )}
      {transferring && (
        <StockTransferDialog
          productId={productId}
          from={transferring}
          stock={stock}
          onClose={() => setTransferringId(null)}
        />
      )}
    </>
  );
}
