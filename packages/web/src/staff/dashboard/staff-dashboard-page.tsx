import { Card, Skeleton, Statistic, Table } from 'antd';
import { Link } from 'react-router';
import { SOLD_WITHIN_DAYS, type StaffDashboard } from '@tyreline/domain/contract/staff-dashboard';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import { formatAud, toCents } from '@tyreline/domain/money';
import { useStaffDashboard } from './api/get-staff-dashboard.ts';
import { Money } from '../../components/money.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

type WarehouseRow = { id: number; name: string; counts: Partial<Record<OrderStatus, number>> };

/** Orders waiting as one row per warehouse and one column per status, each count a link to that queue. */
function WaitingTable({ waiting }: { waiting: StaffDashboard['orders_waiting'] }) {
  const byWarehouse = new Map<number, WarehouseRow>();
  for (const w of waiting) {
    const row = byWarehouse.get(w.warehouse.id) ?? { ...w.warehouse, counts: {} };
    row.counts[w.status] = w.count;
    byWarehouse.set(w.warehouse.id, row);
  }
  return (
    <div className="staff-table-wrap">
      <Table<WarehouseRow>
        className="staff-waiting-table"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...byWarehouse.values()]}
        locale={{ emptyText: <span className="staff-muted">No orders waiting.</span> }}
        columns={[
          { title: 'Warehouse', dataIndex: 'name' },
          ...OPEN_ORDER_STATUSES.map((status) => ({
            title: ORDER_STATUS_LABELS[status],
            key: status,
            align: 'right' as const,
            render: (_: unknown, row: WarehouseRow) => {
              const count = row.counts[status];
              return count ? (
                <Link
                  to={`/staff/orders?status=${status}&warehouse_id=${row.id}`}
                  aria-label={`${count} ${ORDER_STATUS_LABELS[status].toLowerCase()} at ${row.name}`}
                >
                  {count}
                </Link>
              ) : (
                <span className="staff-muted">0</span>
              );
            },
          })),
        ]}
      />
    </div>
  );
}

/** The back office's landing page for every role: what is waiting, today's trade, credit and stock to watch. */
export function StaffDashboardPage() {
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (dashboard.isError) return <LoadFailed what="The dashboard" error={dashboard.error} />;
  const d = dashboard.data;
  const waitingTotal = d.orders_waiting.reduce((sum, w) => sum + w.count, 0);

  return (
    <div className="staff-page" data-testid="staff-dashboard">
      <StaffHeading>Dashboard</StaffHeading>
      <div className="staff-stats">
        <Card size="small">
          <Statistic title="Orders today" value={d.today.orders} />
        </Card>
        <Card size="small">
          <Statistic title="Value today" value={formatAud(toCents(d.today.value))} />
        </Card>
        <Card size="small">
          <Statistic title="Orders waiting" value={waitingTotal} />
        </Card>
      </div>
      <Card size="small" title="Orders waiting, per status and warehouse">
        <WaitingTable waiting={d.orders_waiting} />
      </Card>
      <div className="staff-dashboard-lists">
        {d.accounts_near_limit && (
          <Card size="small" title="Accounts over 90 % of their credit limit">
            <div className="staff-table-wrap">
              <Table
                className="staff-near-limit-table"
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={d.accounts_near_limit}
                locale={{ emptyText: <span className="staff-muted">No account is near its limit.</span> }}
                columns={[
                  {
                    title: 'Account',
                    dataIndex: 'name',
                    render: (name: string, a) => (
                      <Link to={`/staff/accounts/${a.id}?tab=ledger`}>{name}</Link>
                    ),
                  },
                  {
                    title: 'Balance',
                    dataIndex: 'balance',
                    align: 'right',
                    render: (v: number) => <Money cents={toCents(v)} />,
                  },
                  {
                    title: 'Limit',
                    dataIndex: 'credit_limit',
                    align: 'right',
                    render: (v: number) => <Money cents={toCents(v)} />,
                  },
                  {
                    title: 'Used',
                    dataIndex: 'used_percent',
                    align: 'right',
                    render: (v: number) => `${v.toFixed(1)} %`,
                  },
                ]}
              />
            </div>
          </Card>
        )}
        <Card size="small" title={`Out of stock, sold in the last ${SOLD_WITHIN_DAYS} days`}>
          <div className="staff-table-wrap">
            <Table
              className="staff-out-of-stock-table"
              rowKey={(row) => `${row.product.id}-${row.warehouse.id}`}
              size="small"
              pagination={false}
              dataSource={d.out_of_stock}
              locale={{ emptyText: <span className="staff-muted">Nothing that sells is out of stock.</span> }}
              columns={[
                { title: 'SKU', render: (_, row) => row.product.sku },
                { title: 'Product', render: (_, row) => row.product.name },
                { title: 'Warehouse', render: (_, row) => row.warehouse.name },
                { title: `Sold (${SOLD_WITHIN_DAYS} days)`, dataIndex: 'sold', align: 'right' },
              ]}
            />
          </div>
        </Card>
      </div>
    </div>
  );
}
