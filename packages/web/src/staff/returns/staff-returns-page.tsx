import { Link } from 'react-router';
import type { StaffReturnSummary } from '@tyreline/domain/contract/returns';
import { RETURN_REASON_LABELS, RETURN_STATUSES, RETURN_STATUS_LABELS } from '@tyreline/domain/returns';
import { toCents } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { ReturnStatusTag } from '../../components/return-status-tag.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';
import { LoadFailed, StaffFilterBar, pagerOf } from '../components/staff-query-ui.tsx';
import { useUrlFilters } from '../components/use-url-filters.ts';
import { useStaffReturns } from './api/get-staff-returns.ts';

const PARAMS = ['status', 'q', 'page'] as const;

const STATUS_OPTIONS = RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] }));

const columns: DataColumn<StaffReturnSummary>[] = [
  {
    key: 'number',
    title: 'Return',
    render: (ret) => (
      <Link className="staff-nowrap" to={`/staff/returns/${ret.id}`}>
        {ret.number}
      </Link>
    ),
  },
  {
    key: 'asked',
    title: 'Asked',
    render: (ret) => <span className="staff-nowrap">{formatDateTime(ret.created_at)}</span>,
  },
  { key: 'account', title: 'Account', render: (ret) => ret.account.name },
  {
    key: 'order',
    title: 'Order',
    render: (ret) => <Link to={`/staff/orders/${ret.order.id}`}>{ret.order.name}</Link>,
  },
  { key: 'reason', title: 'Reason', hideBelow: 768, render: (ret) => RETURN_REASON_LABELS[ret.reason] },
  { key: 'units', title: 'Units', align: 'right', render: (ret) => ret.units },
  {
    key: 'value',
    title: 'Value',
    align: 'right',
    hideBelow: 992,
    render: (ret) => <Money cents={toCents(ret.value)} />,
  },
  { key: 'status', title: 'Status', render: (ret) => <ReturnStatusTag status={ret.status} /> },
];

/** Every account's returns, newest first, filtered by status and text in the URL. */
export function StaffReturnsPage() {
  const { filters, query, update, clear } = useUrlFilters(PARAMS);
  const list = useStaffReturns(query);
  return (
    <div className="staff-page">
      <StaffHeading>Returns</StaffHeading>
      <StaffFilterBar label="Filter returns">
        <SearchField
          // A new value from the URL (Back, Clear filters) resets what is shown.
          key={filters.q ?? ''}
          label="Search"
          className="staff-filter staff-filter-wide"
          defaultValue={filters.q}
          placeholder="RMA, order or account"
          onSubmit={(typed) => update({ q: typed.trim() || null })}
          onClear={() => update({ q: null })}
        />
        <NativeSelect
          id="returns-status"
          label="Status"
          className="staff-filter"
          placeholder="Any status"
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status: status || null })}
        />
        <Button onPress={clear}>Clear filters</Button>
      </StaffFilterBar>
      {list.isError && <LoadFailed what="The returns" error={list.error} />}
      <DataTable
        aria-label="Returns"
        className="staff-returns-table"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(ret) => ret.id}
        loading={list.isFetching}
        pagination={pagerOf(list.data?.meta, (page) => update({ page }))}
      />
    </div>
  );
}
