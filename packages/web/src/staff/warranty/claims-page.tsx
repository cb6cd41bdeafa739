import { Link } from 'react-router';
import type { StaffClaimSummary } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, WARRANTY_FAULT_LABELS } from '@tyreline/domain/warranty';
import { ClaimStatusTag } from '../../components/warranty-claim.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';
import { LoadFailed, StaffFilterBar, pagerOf } from '../components/staff-query-ui.tsx';
import { useUrlFilters } from '../components/use-url-filters.ts';
import { useStaffClaims } from './api/claims.ts';

const PARAMS = ['status', 'q', 'page'] as const;

const STATUS_OPTIONS = CLAIM_STATUSES.map((value) => ({ value, label: CLAIM_STATUS_LABELS[value] }));

const columns: DataColumn<StaffClaimSummary>[] = [
  { key: 'claim', title: 'Claim', render: (c) => <Link to={`/staff/claims/${c.id}`}>{c.number}</Link> },
  { key: 'status', title: 'Status', render: (c) => <ClaimStatusTag status={c.status} /> },
  { key: 'account', title: 'Account', render: (c) => c.account.name },
  { key: 'tyre', title: 'Tyre', render: (c) => `${c.sku} · ${c.name}` },
  { key: 'fault', title: 'Fault', render: (c) => WARRANTY_FAULT_LABELS[c.fault] },
  {
    key: 'credit',
    title: 'Credit',
    align: 'right',
    render: (c) =>
      formatAud(toCents(c.credit ?? c.computed_credit)) + (c.credit === null ? ' (computed)' : ''),
  },
  { key: 'made', title: 'Made', render: (c) => formatDateTime(c.created_at) },
];

/** Every account's warranty claims, newest first, by status and text. */
export function StaffClaimsPage() {
  const { filters, query, update, clear } = useUrlFilters(PARAMS);
  const list = useStaffClaims(query);
  return (
    <div className="staff-page">
      <StaffHeading>Warranty claims</StaffHeading>
      <StaffFilterBar label="Filter the claims">
        <SearchField
          // A new value from the URL (Back, Clear filters) resets what is shown.
          key={filters.q ?? ''}
          label="Search"
          className="staff-filter staff-filter-wide"
          defaultValue={filters.q}
          placeholder="Claim, account, order or SKU"
          onSubmit={(typed) => update({ q: typed.trim() || null })}
          onClear={() => update({ q: null })}
        />
        <NativeSelect
          id="claims-status"
          label="Status"
          className="staff-filter"
          placeholder="Any status"
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status: status || null })}
        />
        <Button onPress={clear}>Clear filters</Button>
      </StaffFilterBar>
      {list.isError && <LoadFailed what="The claims" error={list.error} />}
      <DataTable
        aria-label="Warranty claims"
        className="staff-claims-table"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={list.isFetching}
        pagination={pagerOf(list.data?.meta, (page) => update({ page }))}
      />
    </div>
  );
}
