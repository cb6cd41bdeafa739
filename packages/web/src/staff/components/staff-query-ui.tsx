import type { ReactNode } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';
import { StaffIcon } from './staff-icon.tsx';
import { CLOSE_CIRCLE_FILLED } from './staff-icons.ts';

/**
 * A list page's filters: a search landmark named `label` in a card. The fields apply as they change, so
 * Enter submits nothing. Plain markup (staff.css), so the order queue draws it without Ant Design.
 */
export const StaffFilterBar = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="staff-card staff-card-small">
    <form className="staff-filters" role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </form>
  </div>
);

/** What a back-office page shows when its data did not load: what, and the server's reason. */
export const LoadFailed = ({ what, error }: { what: string; error: Error }) => (
  <div className="staff-alert staff-alert-error" role="alert">
    <StaffIcon icon={CLOSE_CIRCLE_FILLED} />
    <div>
      <div className="staff-alert-title">{`${what} could not be loaded.`}</div>
      <div className="staff-alert-description">{error.message}</div>
    </div>
  </div>
);

/** The text beside the pages of a capped count: how to reach what lies past them. */
export const cappedTotalText = (total: number) =>
  `More than ${total.toLocaleString('en-AU')} match: narrow the filters to see the rest`;

/** Whether a page's `meta` says its count stopped at a cap. */
export const isCapped = (meta: PaginationMeta | CappedPaginationMeta | undefined): boolean =>
  !!meta && 'total_capped' in meta && !!meta.total_capped;

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
  showTotal: isCapped(meta) ? cappedTotalText : undefined,
  onChange,
});
