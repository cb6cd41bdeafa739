import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { StaffClaimSummary } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, WARRANTY_FAULT_LABELS } from '@tyreline/domain/warranty';
import { ClaimStatusTag } from '../../components/warranty-claim.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';
import { useStaffClaims } from './api/claims.ts';

const PARAMS = ['status', 'q', 'page'] as const;

const filters: ListFilter[] = [
  {
    kind: 'search',
    name: 'q',
    id: 'claims-q',
    label: 'Search',
    wide: true,
    placeholder: 'Claim, account, order or SKU',
  },
  {
    kind: 'select',
    name: 'status',
    id: 'claims-status',
    label: 'Status',
    placeholder: 'Any status',
    options: CLAIM_STATUSES.map((status) => ({ value: status, label: CLAIM_STATUS_LABELS[status] })),
  },
];

const columns: TableColumnsType<StaffClaimSummary> = [
  { title: 'Claim', render: (_, c) => <Link to={`/staff/claims/${c.id}`}>{c.number}</Link> },
  { title: 'Status', render: (_, c) => <ClaimStatusTag status={c.status} /> },
  { title: 'Account', render: (_, c) => c.account.name },
  { title: 'Tyre', render: (_, c) => `${c.sku} · ${c.name}` },
  { title: 'Fault', render: (_, c) => WARRANTY_FAULT_LABELS[c.fault] },
  {
    title: 'Credit',
    align: 'right',
    render: (_, c) =>
      formatAud(toCents(c.credit ?? c.computed_credit)) + (c.credit === null ? ' (computed)' : ''),
  },
  { title: 'Made', render: (_, c) => formatDateTime(c.created_at) },
];

/** Every account's warranty claims, newest first, by status and text. */
export function StaffClaimsPage() {
  return (
    <StaffListPage<StaffClaimSummary>
      title="Warranty claims"
      params={PARAMS}
      filterLabel="Filter the claims"
      filters={filters}
      useList={useStaffClaims}
      what="The claims"
      tableClassName="staff-claims-table"
      columns={columns}
    />
  );
}
