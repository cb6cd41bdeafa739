import type { ReactNode } from 'react';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import type { DataTableProps } from '../../ui/table.tsx';

/**
 * A list page's filters: a search landmark named `label` in a small card. The fields apply as they change, so
 * Enter submits nothing.
 */
export const StaffFilterBar = ({ label, children }: { label: string; children: ReactNode }) => (
  <Card as="div" size="sm">
    <form className="staff-filters" role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </form>
  </Card>
);

/** What a back-office page shows when its data did not load: what, and the server's reason. */
export const LoadFailed = ({ what, error }: { what: string; error: Error }) => (
  <Alert type="error" role="alert" title={`${what} could not be loaded.`} description={error.message} />
);

/** The text beside the pages of a capped count: how to reach what lies past them. */
export const cappedTotalText = (total: number) =>
  `More than ${total.toLocaleString('en-AU')} match: narrow the filters to see the rest`;

/** Whether a page's `meta` says its count stopped at a cap. */
export const isCapped = (meta: PaginationMeta | CappedPaginationMeta | undefined): boolean =>
  !!meta && 'total_capped' in meta && !!meta.total_capped;

/**
 * A DataTable's `pagination` from a page's `meta`; the caller keeps the page (in the URL or in state). A capped
 * count says so beside the pages. None while nothing matches, as antd's table hid its pager.
 */
export const pagerOf = (
  meta: PaginationMeta | CappedPaginationMeta | undefined,
  onChange: (page: number) => void,
): DataTableProps<unknown>['pagination'] =>
  meta?.total
    ? {
        page: meta.page,
        pageSize: meta.per_page,
        total: meta.total,
        capped: isCapped(meta) ? cappedTotalText(meta.total) : undefined,
        onChange,
      }
    : undefined;
