import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { StaffReturnSummary } from '@tyreline/domain/contract/returns';
import { RETURN_REASON_LABELS, RETURN_STATUSES, RETURN_STATUS_LABELS } from '@tyreline/domain/returns';
import { toCents } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { ReturnStatusTag } from '../../components/return-status-tag.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';
import { useStaffReturns } from './api/get-staff-returns.ts';

const PARAMS = ['status', 'q', 'page'] as const;

const columns: TableColumnsType<StaffReturnSummary> = [
  {
    title: 'Return',
    dataIndex: 'number',
    render: (number: string, ret) => (
      <Link className="staff-nowrap" to={`/staff/returns/${ret.id}`}>
        {number}
      </Link>
    ),
  },
  {
    title: 'Asked',
    dataIndex: 'created_at',
    render: (at: string) => <span className="staff-nowrap">{formatDateTime(at)}</span>,
  },
  { title: 'Account', render: (_, ret) => ret.account.name },
  { title: 'Order', render: (_, ret) => <Link to={`/staff/orders/${ret.order.id}`}>{ret.order.name}</Link> },
  { title: 'Reason', render: (_, ret) => RETURN_REASON_LABELS[ret.reason], responsive: ['md'] },
  { title: 'Units', dataIndex: 'units', align: 'right' },
  {
    title: 'Value',
    dataIndex: 'value',
    align: 'right',
    responsive: ['lg'],
    render: (dollars: number) => <Money cents={toCents(dollars)} />,
  },
  { title: 'Status', render: (_, ret) => <ReturnStatusTag status={ret.status} /> },
];

const filters: ListFilter[] = [
  {
    kind: 'search',
    name: 'q',
    id: 'returns-q',
    label: 'Search',
    wide: true,
    placeholder: 'RMA, order or account',
  },
  {
    kind: 'select',
    name: 'status',
    id: 'returns-status',
    label: 'Status',
    placeholder: 'Any status',
    options: RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
  },
];

/** Every account's returns, newest first, filtered by status and text in the URL. */
export function StaffReturnsPage() {
  return (
    <StaffListPage<StaffReturnSummary>
      title="Returns"
      params={PARAMS}
      filterLabel="Filter returns"
      filters={filters}
      useList={useStaffReturns}
      what="The returns"
      tableClassName="staff-returns-table"
      columns={columns}
    />
  );
}
