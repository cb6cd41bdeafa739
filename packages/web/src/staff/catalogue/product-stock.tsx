import { useState } from 'react';
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
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, FormError, errorText, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { pagerOf } from '../components/staff-query-ui.tsx';
import { useAdjustStock } from './api/adjust-stock.ts';
import { useStockMovements } from './api/get-stock-movements.ts';
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
  const errors = useFormErrors(STOCK_FIELDS);
  const adjust = useAdjustStock(productId);
  const [quantity, setQuantity] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: FormValues) => {
    setFailure(null);
    const body = errors.parse(stockAdjustment, {
      ...values,
      quantity: quantity ?? undefined,
      expected_quantity: level.quantity,
    });
    if (!body) return;
    adjust.mutate(
      { warehouseId: level.warehouse_id, ...body },
      {
        onSuccess: ({ data }) => {
          showSuccess(`${data.warehouse_name} now holds ${data.quantity}.`);
          onClose();
        },
        onError: (error) => {
          if (!errors.fromServer(error)) setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Adjust stock at ${level.warehouse_name}`}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button type="submit" form="stock-adjust" variant="primary" isPending={adjust.isPending}>
            Save level
          </Button>
        </>
      }
    >
      <p>Current level: {level.quantity}</p>
      <Form id="stock-adjust" onSubmit={submit} {...errors.formProps}>
        <NumberField
          name="quantity"
          label={STOCK_LABELS.quantity}
          isRequired
          description="The count now on the shelf."
          value={quantity}
          onChange={setQuantity}
          min={0}
          max={STOCK_LEVEL_MAX}
          formatOptions={{ maximumFractionDigits: 0 }}
          autoFocus
        />
        <TextField
          name="reason"
          label={STOCK_LABELS.reason}
          isRequired
          maxLength={200}
          placeholder="Cycle count, damaged, delivery…"
        />
        {failure && <FormError>{failure}</FormError>}
      </Form>
    </Dialog>
  );
}

const movementColumns: DataColumn<StockMovement>[] = [
  { key: 'at', title: 'When', render: (movement) => formatDateTime(movement.at) },
  { key: 'warehouse', title: 'Warehouse', render: (movement) => movement.warehouse_name },
  { key: 'kind', title: 'Kind', render: (movement) => STOCK_MOVEMENT_LABELS[movement.kind] },
  { key: 'reference', title: 'Reference', render: (movement) => movement.reference ?? '–' },
  { key: 'before', title: 'Before', align: 'right', render: (movement) => movement.before },
  { key: 'after', title: 'After', align: 'right', render: (movement) => movement.after },
  {
    key: 'delta',
    title: 'Change',
    align: 'right',
    render: ({ delta }) => (delta > 0 ? `+${delta}` : String(delta)),
  },
  { key: 'reason', title: 'Reason', render: (movement) => movement.reason },
  { key: 'by', title: 'By', render: (movement) => movement.by },
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

  const levelColumns: DataColumn<StockLevel>[] = [
    { key: 'warehouse', title: 'Warehouse', render: (level) => level.warehouse_name },
    { key: 'level', title: 'Level', align: 'right', render: (level) => level.quantity },
    ...(canAdjust
      ? [
          {
            key: 'actions',
            title: 'Actions',
            cardLabel: false as const,
            render: (level: StockLevel) => (
              <Inline gap="sm">
                <Button
                  size="sm"
                  onPress={() => setAdjustingId(level.warehouse_id)}
                  aria-label={`Adjust ${level.warehouse_name}`}
                >
                  Adjust
                </Button>
                {stock.length > 1 && (
                  <Button
                    size="sm"
                    onPress={() => setTransferringId(level.warehouse_id)}
                    isDisabled={level.quantity === 0}
                    aria-label={`Transfer from ${level.warehouse_name}`}
                  >
                    Transfer
                  </Button>
                )}
              </Inline>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Card size="sm" title="Stock per warehouse">
        <DataTable<StockLevel>
          aria-label="Stock per warehouse"
          className="staff-stock-table"
          density="compact"
          columns={levelColumns}
          rows={stock}
          rowKey={(level) => level.warehouse_id}
        />
      </Card>
      <Card size="sm" title="Stock movements">
        <Stack gap="md">
          <div className="staff-filters">
            <NativeSelect
              aria-label="Movements of warehouse"
              className="staff-filter"
              placeholder="All warehouses"
              value={warehouseId === undefined ? '' : String(warehouseId)}
              options={stock.map((level) => ({
                value: String(level.warehouse_id),
                label: level.warehouse_name,
              }))}
              onChange={(value) => {
                setWarehouseId(value ? Number(value) : undefined);
                setPage(1);
              }}
            />
            <NativeSelect
              aria-label="Movements of kind"
              className="staff-filter"
              placeholder="All kinds"
              value={kind ?? ''}
              options={KIND_OPTIONS}
              onChange={(value) => {
                setKind(KIND_OPTIONS.find((option) => option.value === value)?.value);
                setPage(1);
              }}
            />
          </div>
          <DataTable<StockMovement>
            aria-label="Stock movements"
            className="staff-movements-table"
            density="compact"
            columns={movementColumns}
            rows={movements.data?.data ?? []}
            rowKey={(movement) => movement.id}
            loading={movements.isFetching}
            pagination={pagerOf(movements.data?.meta, setPage)}
            empty={<span className="staff-muted">No stock movements yet.</span>}
          />
        </Stack>
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
