import { Link, useSearchParams } from 'react-router';
import type { ClaimSummary } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { WARRANTY_FAULT_LABELS } from '@tyreline/domain/warranty';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ClaimStatusTag } from '../../components/warranty-claim.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { Empty } from '../../ui/empty.tsx';
import { Inline } from '../../ui/stack.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { useClaims } from './api/claims.ts';
import './warranty.css';

const creditOf = (claim: ClaimSummary) =>
  claim.credit === null
    ? `${formatAud(toCents(claim.computed_credit))} (estimate)`
    : formatAud(toCents(claim.credit));

const COLUMNS: DataColumn<ClaimSummary>[] = [
  { key: 'claim', title: 'Claim', render: (c) => <Link to={`/claims/${c.id}`}>{c.number}</Link> },
  { key: 'status', title: 'Status', render: (c) => <ClaimStatusTag status={c.status} /> },
  { key: 'tyre', title: 'Tyre', render: (c) => c.name },
  { key: 'fault', title: 'Fault', render: (c) => WARRANTY_FAULT_LABELS[c.fault] },
  { key: 'order', title: 'Order', render: (c) => c.order.number },
  { key: 'made', title: 'Made', render: (c) => formatDate(c.created_at) },
  { key: 'credit', title: 'Credit', align: 'right', render: creditOf },
];

/** The account's warranty claims, newest first; each opens its page with the timeline and credit. */
export default function ClaimsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const claims = useClaims({ page });
  const meta = claims.data?.meta;
  return (
    <>
      <Inline justify="between" align="baseline">
        <PageHeading>Warranty claims</PageHeading>
        <Link to="/orders">Claim from a delivered order</Link>
      </Inline>
      {claims.isError && (
        <LoadError title="Your claims could not be loaded." error={claims.error} onRetry={claims.refetch} />
      )}
      <DataTable
        aria-label="Warranty claims"
        columns={COLUMNS}
        rows={claims.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={claims.isPending}
        empty={<Empty description="No warranty claims yet." />}
        cardsBelow={768}
        pagination={
          meta && meta.last_page > 1
            ? {
                page,
                total: meta.total,
                pageSize: meta.per_page,
                onChange: (next) => setParams({ page: String(next) }),
              }
            : undefined
        }
      />
    </>
  );
}
