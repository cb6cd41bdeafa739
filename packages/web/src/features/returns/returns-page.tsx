import { Link, useSearchParams } from 'react-router';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@tyreline/domain/returns';
import { toCents } from '@tyreline/domain/money';
import { LoadError } from '../../components/load-error.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ReturnStatusTag } from '../../components/return-status-tag.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { Card } from '../../ui/card.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { useReturns } from './api/get-returns.ts';
import './returns.css';

const isStatus = (value: string | null): value is ReturnStatus =>
  (RETURN_STATUSES as readonly (string | null)[]).includes(value);

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
];

/** `/returns`: the account's returns, newest first, by status (kept in the URL). */
export default function ReturnsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = Number(params.get('page')) || 1;
  const returns = useReturns({ status, page });
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <Stack className="return-page">
      <Inline justify="between" gap="sm" className="returns-head">
        <PageHeading>Returns</PageHeading>
        <Link to="/orders">Orders</Link>
      </Inline>
      <Card size="sm" as="div">
        <Stack gap="sm">
          <RadioGroup
            aria-label="Status"
            appearance="segmented"
            value={status ?? 'all'}
            options={STATUS_OPTIONS}
            onChange={(value) => set({ status: value === 'all' ? null : value, page: null })}
          />
          {returns.isPending && <Skeleton rows={4} />}
          {returns.isError && (
            <LoadError
              title="Your returns could not be loaded."
              error={returns.error}
              onRetry={returns.refetch}
            />
          )}
          {returns.data &&
            (returns.data.data.length === 0 ? (
              <Empty
                description={
                  status
                    ? 'No returns with this status.'
                    : 'No returns yet. Open a delivered order to return items from it.'
                }
              />
            ) : (
              <>
                <ul className="return-list" aria-label="Returns">
                  {returns.data.data.map((r) => (
                    <li key={r.id} className="return-list-item" data-testid="return-row">
                      <Link to={`/returns/${r.id}`}>{r.number}</Link>
                      <ReturnStatusTag status={r.status} />
                      <span className="return-list-meta">
                        {formatDate(r.created_at)} · {r.order.name} · {r.units} item{r.units === 1 ? '' : 's'}{' '}
                        · {RETURN_REASON_LABELS[r.reason]}
                      </span>
                      {r.credit !== null && (
                        <span>
                          Credit <Money cents={toCents(r.credit)} />
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
                {returns.data.meta.last_page > 1 && (
                  <Pagination
                    page={page}
                    total={returns.data.meta.total}
                    pageSize={returns.data.meta.per_page}
                    onChange={(p) => set({ page: String(p) })}
                  />
                )}
              </>
            ))}
        </Stack>
      </Card>
    </Stack>
  );
}
