import { useState } from 'react';
import { Button, Modal, Select, Space, type TableColumnsType } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
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
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { showSuccess } from '../../lib/feedback.ts';
import { useMoveStaffOrders } from './api/move-staff-orders.ts';
import { useStaffOrders } from './api/get-staff-orders.ts';
import { useStaffWarehouses } from './api/get-staff-warehouses.ts';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';
import { Money } from '../../components/money.tsx';

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

const columns: TableColumnsType<StaffOrderSummary> = [
  {
    title: 'Order',
    dataIndex: 'number',
    render: (number: string, order) => (
      <Link className="staff-nowrap" to={`/staff/orders/${order.id}`}>
        {number}
      </Link>
    ),
  },
  {
    title: 'Placed',
    dataIndex: 'created_at',
    render: (at: string) => <span className="staff-nowrap">{formatDateTime(at)}</span>,
  },
  { title: 'Account', render: (_, order) => order.account.name },
  { title: 'Reference', dataIndex: 'customer_reference', render: (ref: string | null) => ref ?? '—' },
  { title: 'Ship type', render: (_, order) => order.ship_type.name },
  { title: 'Warehouse', render: (_, order) => order.warehouse.name },
  { title: 'Lines', dataIndex: 'line_count', align: 'right', responsive: ['xl'] },
  { title: 'Total', dataIndex: 'total', align: 'right', render: money },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: OrderStatus) => <OrderStatusTag status={status} />,
  },
];

/** The order queue: filters in the URL, oldest first, rows selectable for a bulk move or a pick list. */
export function StaffOrdersPage() {
  const warehouses = useStaffWarehouses();
  const bulk = useMoveStaffOrders();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<StaffOrderSummary[]>([]);
  const [target, setTarget] = useState<OrderStatus | null>(null);
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
            Modal.warning({
              title: `${data.length - failed.length} of ${data.length} orders moved`,
              content: (
                <ul className="staff-bulk-failures">
                  {failed.map((r) => (
                    <li key={r.id}>
                      <strong>{numbers.get(r.id) ?? r.id}</strong>: {r.message}
                    </li>
                  ))}
                </ul>
              ),
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
      rowSelection={{
        selectedRowKeys: selected.map((o) => o.id),
        onChange: (_, rows) => setSelected(rows),
        getCheckboxProps: (order) => ({ 'aria-label': `Select ${order.number}` }),
      }}
    >
      <div className="staff-bulk" role="region" aria-label="Selected orders">
        <span>
          {selected.length > 0
            ? `${selected.length} selected`
            : 'Select orders for a bulk action or a pick list'}
        </span>
        <Space wrap>
          <Select
            id="staff-bulk-target"
            aria-label="Move selected orders to"
            className="staff-bulk-target"
            placeholder={
              selected.length > 0 && targets.length === 0 ? 'No move suits them all' : 'Move selected to…'
            }
            notFoundContent={selected.length === 0 ? 'Select orders first' : 'No move suits them all'}
            value={chosen}
            options={targets}
            onChange={(value: OrderStatus) => setTarget(value)}
          />
          <Button
            type="primary"
            disabled={selected.length === 0 || !chosen}
            loading={bulk.isPending}
            onClick={applyBulk}
          >
            Apply
          </Button>
          <Button
            icon={<PrinterOutlined />}
            disabled={selected.length === 0}
            onClick={() => void navigate(`/staff/pick-list?ids=${selected.map((o) => o.id).join(',')}`)}
          >
            Pick list
          </Button>
        </Space>
      </div>
    </StaffListPage>
  );
}
