import type { ReactNode } from 'react';
import { Alert, Card, type TablePaginationConfig } from 'antd';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';

/**
 * A list page's filters: a search landmark named `label` in a card. The fields apply as they change, so
 * Enter submits nothing.
 */
export const StaffFilterBar = ({ label, children }: { label: string; children: ReactNode }) => (
  <Card size="small">
    <form className="staff-filters" role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </form>
  </Card>
);

/** What a back-office page shows when its data did not load: what, and the server's reason. */
export const LoadFailed = ({ what, error }: { what: string; error: Error }) => (
  <Alert type="error" showIcon title={`${what} could not be loaded.`} description={error.message} />
);

/**
 * A table's pager from a page's `meta`; the caller keeps the page (in the URL or in state). A capped count
 * says so beside the pages, and how to reach what lies past them.
 */
export const pagerOf = (
  meta: PaginationMeta | CappedPaginationMeta | undefined,
  onChange: (page: number) => void,
): TablePaginationConfig => ({
  current: meta?.page ?? 1,
  pageSize: meta?.per_page ?? 20,
  total: meta?.total ?? 0,
  showSizeChanger: false,
  showTotal:
    meta && 'total_capped' in meta && meta.total_capped
      ? (total) => `More than ${total.toLocaleString('en-AU')} match: narrow the filters to see the rest`
      : undefined,
  onChange,
});
