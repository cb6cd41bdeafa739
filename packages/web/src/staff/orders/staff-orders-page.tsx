import { useState } from 'react';
import { Button, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { StaffOrderSummary } from '@tyreline/domain/contract/staff';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, SHIP_TYPES, type OrderStatus } from '@tyreline/domain/enums';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { DateFilter, SearchFilter, SelectFilter } from '../../components/filter-fields.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { useMoveStaffOrders } from './api/move-staff-orders.ts';
import { useStaffOrders } from './api/get-staff-orders.ts';
import { useStaffWarehouses } from './api/get-staff-warehouses.ts';
import { useUrlFilters } from '../components/use-url-filters.ts';
import { LoadFailed, StaffFilterBar, pagerOf } from '../components/staff-query-ui.tsx';
import { toCents } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';

const FILTERS = ['status', 'warehouse_id', 'ship_type', 'from', 'to', 'q', 'page'] as const;
const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
const SHIP_OPTIONS = SHIP_TYPES.map((s) => ({ value: String(s.id), label: s.name }));
/** What a bulk action may move orders to: every step forward, and cancelling. */
const BULK_TARGETS = STATUS_OPTIONS.filter((o) => o.value !== 'submitted');

const money = (dollars: number) => <Money cents={toCents(dollars)} />;

const columns: TableColumnsType<StaffOrderSummary> = [
  {
    title: 'Order',
    dataIndex: 'number',
    render: (number: string, order) => (
      <Link className="staff-money" to={`/staff/orders/${order.id}`}>
        {number}
      </Link>
    ),
  },
  {
    title: 'Placed',
    dataIndex: 'created_at',
    render: (at: string) => <span className="staff-money">{formatDateTime(at)}</span>,
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
  const { filters, query, update, clear } = useUrlFilters(FILTERS);
  const orders = useStaffOrders(query);
  const warehouses = useStaffWarehouses();
  const bulk = useMoveStaffOrders();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<StaffOrderSummary[]>([]);
  const [target, setTarget] = useState<OrderStatus | null>(null);

  const applyBulk = () => {
    if (!target) return;
    bulk.mutate(
      { to: target, items: selected.map((o) => ({ id: o.id, version: o.version })) },
      {
        onSuccess: ({ data }) => {
          setSelected([]);
          const failed = data.filter((r) => r.result !== 'done');
          const numbers = new Map(selected.map((o) => [o.id, o.number]));
          if (failed.length === 0)
            showSuccess(`${data.length} orders moved to ${ORDER_STATUS_LABELS[target]}.`);
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

  return (
    <div className="staff-page">
      <h1 className="staff-title">Orders</h1>
      <StaffFilterBar label="Filter orders">
        <SearchFilter
          id="staff-q"
          label="Search"
          className="staff-filter staff-filter-search"
          value={filters.q}
          placeholder="Order, PO, SKU or account"
          onChange={(q) => update({ q })}
        />
        <SelectFilter
          id="staff-status"
          label="Status"
          className="staff-filter"
          value={filters.status}
          placeholder="Any status"
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <SelectFilter
          id="staff-warehouse"
          label="Warehouse"
          className="staff-filter"
          value={filters.warehouse_id}
          placeholder="Any warehouse"
          options={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          onChange={(warehouse_id) => update({ warehouse_id })}
        />
        <SelectFilter
          id="staff-ship"
          label="Ship type"
          className="staff-filter"
          value={filters.ship_type}
          placeholder="Any ship type"
          options={SHIP_OPTIONS}
          onChange={(ship_type) => update({ ship_type })}
        />
        <DateFilter
          id="staff-from"
          label="From"
          className="staff-filter"
          value={filters.from}
          onChange={(from) => update({ from })}
        />
        <DateFilter
          id="staff-to"
          label="To"
          className="staff-filter"
          value={filters.to}
          onChange={(to) => update({ to })}
        />
        <Button onClick={clear}>Clear filters</Button>
      </StaffFilterBar>

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
            placeholder="Move selected to…"
            value={target}
            options={BULK_TARGETS}
            onChange={(value: OrderStatus) => setTarget(value)}
          />
          <Button
            type="primary"
            disabled={selected.length === 0 || !target}
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

      {orders.isError && <LoadFailed what="The orders" error={orders.error} />}
      <div className="staff-table-wrap">
        <Table<StaffOrderSummary>
          className="staff-orders-table"
          rowKey="id"
          size="middle"
          loading={orders.isFetching}
          columns={columns}
          dataSource={orders.data?.data ?? []}
          rowSelection={{
            selectedRowKeys: selected.map((o) => o.id),
            onChange: (_, rows) => setSelected(rows),
            getCheckboxProps: (order) => ({ 'aria-label': `Select ${order.number}` }),
          }}
          pagination={pagerOf(orders.data?.meta, (page) => update({ page }))}
        />
      </div>
    </div>
  );
}
