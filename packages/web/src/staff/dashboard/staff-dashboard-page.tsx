import { Link } from 'react-router';
import { SOLD_WITHIN_DAYS, type StaffDashboard } from '@tyreline/domain/contract/staff-dashboard';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import { formatAud, toCents } from '@tyreline/domain/money';
import { useStaffDashboard } from './api/get-staff-dashboard.ts';
import { Money } from '../../components/money.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Statistic } from '../../ui/statistic.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

type WarehouseRow = { id: number; name: string; counts: Partial<Record<OrderStatus, number>> };
type NearLimit = NonNullable<StaffDashboard['accounts_near_limit']>[number];
type OutOfStock = StaffDashboard['out_of_stock'][number];

const muted = (text: string) => <span className="staff-muted">{text}</span>;
const money = (dollars: number) => <Money cents={toCents(dollars)} />;

const waitingColumns: DataColumn<WarehouseRow>[] = [
  { key: 'name', title: 'Warehouse', render: (row) => row.name },
  ...OPEN_ORDER_STATUSES.map((status): DataColumn<WarehouseRow> => ({
    key: status,
    title: ORDER_STATUS_LABELS[status],
    align: 'right',
    render: (row) => {
      const count = row.counts[status];
      return count ? (
        <Link
          to={`/staff/orders?status=${status}&warehouse_id=${row.id}`}
          aria-label={`${count} ${ORDER_STATUS_LABELS[status].toLowerCase()} at ${row.name}`}
        >
          {count}
        </Link>
      ) : (
        muted('0')
      );
    },
  })),
];

const nearLimitColumns: DataColumn<NearLimit>[] = [
  {
    key: 'name',
    title: 'Account',
    render: (a) => <Link to={`/staff/accounts/${a.id}?tab=ledger`}>{a.name}</Link>,
  },
  { key: 'balance', title: 'Balance', align: 'right', render: (a) => money(a.balance) },
  { key: 'limit', title: 'Limit', align: 'right', render: (a) => money(a.credit_limit) },
  { key: 'used', title: 'Used', align: 'right', render: (a) => `${a.used_percent.toFixed(1)} %` },
];

const outOfStockColumns: DataColumn<OutOfStock>[] = [
  { key: 'sku', title: 'SKU', render: (row) => row.product.sku },
  { key: 'name', title: 'Product', render: (row) => row.product.name },
  { key: 'warehouse', title: 'Warehouse', render: (row) => row.warehouse.name },
  { key: 'sold', title: `Sold (${SOLD_WITHIN_DAYS} days)`, align: 'right', render: (row) => row.sold },
];

/** The waiting orders, one row per warehouse with a count per status. */
function waitingRows(waiting: StaffDashboard['orders_waiting']): WarehouseRow[] {
  const byWarehouse = new Map<number, WarehouseRow>();
  for (const w of waiting) {
    const row = byWarehouse.get(w.warehouse.id) ?? { ...w.warehouse, counts: {} };
    row.counts[w.status] = w.count;
    byWarehouse.set(w.warehouse.id, row);
  }
  return [...byWarehouse.values()];
}

/** The back office's landing page for every role: what is waiting, today's trade, credit and stock to watch. */
export function StaffDashboardPage() {
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) return <Skeleton rows={8} />;
  if (dashboard.isError) return <LoadFailed what="The dashboard" error={dashboard.error} />;
  const d = dashboard.data;
  const waitingTotal = d.orders_waiting.reduce((sum, w) => sum + w.count, 0);
  const nearLimitTitle = 'Accounts over 90 % of their credit limit';
  const outOfStockTitle = `Out of stock, sold in the last ${SOLD_WITHIN_DAYS} days`;

  return (
    <div className="staff-page" data-testid="staff-dashboard">
      <StaffHeading>Dashboard</StaffHeading>
      <div className="staff-stats">
        <Card as="div" size="sm">
          <Statistic title="Orders today" value={d.today.orders} />
        </Card>
        <Card as="div" size="sm">
          <Statistic title="Value today" value={formatAud(toCents(d.today.value))} />
        </Card>
        <Card as="div" size="sm">
          <Statistic title="Orders waiting" value={waitingTotal} />
        </Card>
      </div>
      <Card size="sm" title="Orders waiting, per status and warehouse">
        <DataTable
          aria-label="Orders waiting"
          density="compact"
          columns={waitingColumns}
          rows={waitingRows(d.orders_waiting)}
          rowKey={(row) => row.id}
          empty={muted('No orders waiting.')}
        />
      </Card>
      <div className="staff-dashboard-lists">
        {d.accounts_near_limit && (
          <Card size="sm" title={nearLimitTitle}>
            <DataTable
              aria-label={nearLimitTitle}
              density="compact"
              columns={nearLimitColumns}
              rows={d.accounts_near_limit}
              rowKey={(a) => a.id}
              empty={muted('No account is near its limit.')}
            />
          </Card>
        )}
        <Card size="sm" title={outOfStockTitle}>
          <DataTable
            aria-label={outOfStockTitle}
            density="compact"
            columns={outOfStockColumns}
            rows={d.out_of_stock}
            rowKey={(row) => `${row.product.id}-${row.warehouse.id}`}
            empty={muted('Nothing that sells is out of stock.')}
          />
        </Card>
      </div>
    </div>
  );
}
