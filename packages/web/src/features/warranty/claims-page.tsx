import { Grid, Pagination, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ClaimSummary } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { WARRANTY_FAULT_LABELS } from '@tyreline/domain/warranty';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ClaimStatusTag } from '../../components/warranty-claim.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useClaims } from './api/claims.ts';
import './warranty.css';

const creditOf = (claim: ClaimSummary) =>
  claim.credit === null
    ? `${formatAud(toCents(claim.computed_credit))} (estimate)`
    : formatAud(toCents(claim.credit));

/** The account's warranty claims, newest first; each opens its page with the timeline and credit. */
export default function ClaimsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const claims = useClaims({ page });
  const compact = Grid.useBreakpoint().md === false;
  return (
    <div className="claims-page">
      <div className="claims-page-head">
        <PageHeading>Warranty claims</PageHeading>
        <Link to="/orders">Claim from a delivered order</Link>
      </div>
      {claims.isError && (
        <LoadError title="Your claims could not be loaded." error={claims.error} onRetry={claims.refetch} />
      )}
      {compact ? (
        <ul className="order-warranty-lines" aria-label="Warranty claims">
          {claims.data?.data.map((claim) => (
            <li key={claim.id}>
              <span>
                <Link to={`/claims/${claim.id}`}>{claim.number}</Link>{' '}
                <ClaimStatusTag status={claim.status} />
                <br />
                {claim.name}
                <br />
                <span className="claim-muted">
                  {claim.order.number} · {formatDate(claim.created_at)} · {creditOf(claim)}
                </span>
              </span>
            </li>
          ))}
          {claims.data?.data.length === 0 && <li>No warranty claims yet.</li>}
        </ul>
      ) : (
        <Table<ClaimSummary>
          rowKey="id"
          loading={claims.isPending}
          dataSource={claims.data?.data}
          pagination={false}
          aria-label="Warranty claims"
          locale={{ emptyText: 'No warranty claims yet.' }}
          columns={[
            { title: 'Claim', render: (_, c) => <Link to={`/claims/${c.id}`}>{c.number}</Link> },
            { title: 'Status', render: (_, c) => <ClaimStatusTag status={c.status} /> },
            { title: 'Tyre', dataIndex: 'name' },
            { title: 'Fault', render: (_, c) => WARRANTY_FAULT_LABELS[c.fault] },
            { title: 'Order', render: (_, c) => c.order.number },
            { title: 'Made', render: (_, c) => formatDate(c.created_at) },
            { title: 'Credit', align: 'right', render: (_, c) => creditOf(c) },
          ]}
        />
      )}
      {claims.data && claims.data.meta.last_page > 1 && (
        <Pagination
          current={page}
          total={claims.data.meta.total}
          pageSize={claims.data.meta.per_page}
          onChange={(next) => setParams({ page: String(next) })}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
