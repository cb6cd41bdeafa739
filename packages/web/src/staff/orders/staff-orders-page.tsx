import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StaffOrderSummary } from '@tyreline/domain/contract/staff';
import { SHIP_TYPES, isPickUpShipType } from '@tyreline/domain/enums';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  commonNextStatuses,
  type OrderStatus,
} from '@tyreline/domain/order-status';
import { toCents } from '@tyreline/domain/money';
import { formatDateTime } from '../../lib/format-date.ts';
import { showSuccess } from '../../lib/feedback.ts';
import { Money } from '../../components/money.tsx';
import { useMoveStaffOrders } from './api/move-staff-orders.ts';
import { useStaffOrders } from './api/get-staff-orders.ts';
import { useStaffWarehouses } from './api/get-staff-warehouses.ts';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { Button } from '../../ui/button.tsx';
import { PrinterIcon } from '../../ui/icons.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Inline } from '../../ui/stack.tsx';
import type { DataColumn } from '../../ui/table.tsx';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';
import { BulkFailuresDialog, type BulkFailure } from './bulk-failures-dialog.tsx';

const PARAMS = ['status', 'warehouse_id', 'ship_type', 'from', 'to', 'q', 'page'] as const;
/** The queue opens on the open orders (the server's default); one status, or all, on request. */
const STATUS_OPTIONS = [
  { value: 'open', label: 'Open orders' },
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
  { value: 'all', label: 'All statuses' },
];
const SHIP_OPTIONS = SHIP_TYPES.map((s) => ({ value: String(s.id), label: s.name }));

/** Where every selected order may go: a bulk move offers nothing one of them could not do. */
const bulkTargets = (selected: StaffOrderSummary[]) =>
  commonNextStatuses(
    selected.map((o) => ({ status: o.status, isPickUp: isPickUpShipType(o.ship_type.id) })),
  ).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

const money = (dollars: number) => <Money cents={toCents(dollars)} />;

const columns: DataColumn<StaffOrderSummary>[] = [
  {
    key: 'number',
    title: 'Order',
    render: (order) => (
      <Link className="staff-nowrap" to={`/staff/orders/${order.id}`}>
        {order.number}
      </Link>
    ),
  },
  {
    key: 'placed',
    title: 'Placed',
    render: (order) => <span className="staff-nowrap">{formatDateTime(order.created_at)}</span>,
  },
  { key: 'account', title: 'Account', render: (order) => order.account.name },
  { key: 'reference', title: 'Reference', render: (order) => order.customer_reference ?? '—' },
  { key: 'ship', title: 'Ship type', render: (order) => order.ship_type.name },
  { key: 'warehouse', title: 'Warehouse', render: (order) => order.warehouse.name },
  // Shown from 1200 px, as antd's `responsive: ['xl']` did.
  { key: 'lines', title: 'Lines', render: (order) => order.line_count, align: 'right', hideBelow: 1200 },
  { key: 'total', title: 'Total', render: (order) => money(order.total), align: 'right' },
  { key: 'status', title: 'Status', render: (order) => <OrderStatusTag status={order.status} /> },
];

interface ShortMove {
  moved: number;
  of: number;
  failures: BulkFailure[];
}

/** The order queue: filters in the URL, oldest first, rows selectable for a bulk move or a pick list. */
export function StaffOrdersPage() {
  const warehouses = useStaffWarehouses();
  const bulk = useMoveStaffOrders();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<StaffOrderSummary[]>([]);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [short, setShort] = useState<ShortMove | null>(null);
  const targets = bulkTargets(selected);
  // A move chosen for an earlier selection that this one cannot all make is not offered any more.
  const chosen = targets.some((t) => t.value === target) ? target : null;

  const applyBulk = () => {
    if (!chosen) return;
    const target = chosen;
    bulk.mutate(
      { to: target, items: selected.map((o) => ({ id: o.id, version: o.version })) },
      {
        onSuccess: ({ data }) => {
          setSelected([]);
          const failed = data.filter((r) => r.result !== 'done');
          const numbers = new Map(selected.map((o) => [o.id, o.number]));
          if (failed.length === 0)
            showSuccess(
              `${data.length === 1 ? '1 order' : `${data.length} orders`} moved to ${ORDER_STATUS_LABELS[target]}.`,
            );
          else
            setShort({
              moved: data.length - failed.length,
              of: data.length,
              failures: failed.map((r) => ({
                id: r.id,
                number: numbers.get(r.id) ?? String(r.id),
                message: r.message,
              })),
            });
        },
      },
    );
  };

  const filters: ListFilter[] = [
    {
      kind: 'search',
      name: 'q',
      id: 'staff-q',
      label: 'Search',
      wide: true,
      placeholder: 'Order, PO, SKU or account',
    },
    {
      kind: 'select',
      name: 'status',
      id: 'staff-status',
      label: 'Status',
      placeholder: 'Open orders',
      fallback: 'open',
      options: STATUS_OPTIONS,
    },
    {
      kind: 'select',
      name: 'warehouse_id',
      id: 'staff-warehouse',
      label: 'Warehouse',
      placeholder: 'Any warehouse',
      options: (warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
    },
    {
      kind: 'select',
      name: 'ship_type',
      id: 'staff-ship',
      label: 'Ship type',
      placeholder: 'Any ship type',
      options: SHIP_OPTIONS,
    },
    { kind: 'date', name: 'from', id: 'staff-from', label: 'From' },
    { kind: 'date', name: 'to', id: 'staff-to', label: 'To' },
  ];

  const prompt =
    selected.length === 0
      ? 'Select orders first'
      : targets.length === 0
        ? 'No move suits them all'
        : 'Move selected to…';
  return (
    <StaffListPage<StaffOrderSummary>
      title="Orders"
      params={PARAMS}
      filterLabel="Filter orders"
      filters={filters}
      useList={useStaffOrders}
      what="The orders"
      tableClassName="staff-orders-table"
      columns={columns}
      selection={{ selected, onChange: setSelected, label: (order) => `Select ${order.number}` }}
    >
      <Inline justify="between" gap="md" role="region" aria-label="Selected orders">
        <span>
          {selected.length > 0
            ? `${selected.length} selected`
            : 'Select orders for a bulk action or a pick list'}
        </span>
        <Inline>
          <NativeSelect
            id="staff-bulk-target"
            aria-label="Move selected orders to"
            className="staff-bulk-target"
            value={chosen ?? ''}
            // The prompt is shown, never chosen: only a move every selected order can make is offered.
            options={[{ value: '', label: prompt, isDisabled: true }, ...targets]}
            onChange={(value) => setTarget((value || null) as OrderStatus | null)}
          />
          <Button
            variant="primary"
            isDisabled={selected.length === 0 || !chosen}
            isPending={bulk.isPending}
            onPress={applyBulk}
          >
            Apply
          </Button>
          <Button
            icon={<PrinterIcon />}
            isDisabled={selected.length === 0}
            onPress={() => void navigate(`/staff/pick-list?ids=${selected.map((o) => o.id).join(',')}`)}
          >
            Pick list
          </Button>
        </Inline>
      </Inline>
      {short && <BulkFailuresDialog {...short} onClose={() => setShort(null)} />}
    </StaffListPage>
  );
}
