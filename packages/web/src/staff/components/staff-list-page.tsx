import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';
import { Button } from '../../ui/button.tsx';
import { Inline } from '../../ui/stack.tsx';
import { DataTable, type DataColumn, type RowKey } from '../../ui/table.tsx';
import { ListFilterField, type ListFilter } from './list-filter-field.tsx';
import { LoadFailed, StaffFilterBar, pagerOf } from './staff-query-ui.tsx';
import { useUrlFilters } from './use-url-filters.ts';
import { StaffHeading } from './staff-heading.tsx';

export type { ListFilter } from './list-filter-field.tsx';

/** Ticked rows, kept as the rows themselves (a bulk action needs their status and version), across pages. */
export interface StaffRowSelection<T> {
  selected: readonly T[];
  onChange: (rows: T[]) => void;
  /** The row's checkbox's accessible name, e.g. "Select SO-000123". */
  label: (row: T) => string;
}

interface ListAnswer<T> {
  data: T[];
  meta: PaginationMeta | CappedPaginationMeta;
}

export interface StaffListPageProps<T> {
  title: string;
  /** Beside the title, e.g. a New button. */
  actions?: ReactNode;
  /** The URL's parameters, `page` among them: a filtered list can be bookmarked, shared and restored with Back. */
  params: readonly string[];
  /** The search landmark's name. */
  filterLabel: string;
  filters: readonly ListFilter[];
  /** The list's query hook, called with the parameters that are set. */
  useList: (query: Record<string, string>) => UseQueryResult<ListAnswer<T>>;
  /** What did not load, e.g. 'The orders'. */
  what: string;
  /** The table's own class, e.g. `staff-orders-table`, for the page's column widths. */
  tableClassName: string;
  /** The kit's columns: `key`, `title`, `render(row)`, `align`, `hideBelow` (px), `className`. */
  columns: readonly DataColumn<T>[];
  /** Rows that can be ticked, e.g. for the queue's bulk actions. */
  selection?: StaffRowSelection<T>;
  /** Between the filters and the table, e.g. the bulk actions. */
  children?: ReactNode;
}

/** A back-office list screen: its title, filters kept in the URL, and a paged table of what they match. */
export function StaffListPage<T extends { id: number }>({
  title,
  actions,
  params,
  filterLabel,
  filters,
  useList,
  what,
  tableClassName,
  columns,
  selection,
  children,
}: StaffListPageProps<T>) {
  const { filters: values, query, update, clear } = useUrlFilters(params);
  const list = useList(query);
  const rows = list.data?.data ?? [];
  const byId = new Map([...(selection?.selected ?? []), ...rows].map((row) => [row.id, row]));
  // The rows in the order they were ticked (a pick list prints in that order), whatever the table's order.
  const ticked = (before: readonly T[], ids: RowKey[]) => {
    const now = new Set(ids.map(Number));
    const kept = before.filter((row) => now.has(row.id));
    const added = [...now].filter((id) => !kept.some((row) => row.id === id));
    return [...kept, ...added.flatMap((id) => byId.get(id) ?? [])];
  };

  return (
    <div className="staff-page">
      <Inline justify="between" gap="md">
        <StaffHeading>{title}</StaffHeading>
        {actions}
      </Inline>
      <StaffFilterBar label={filterLabel}>
        {filters.map((filter) => (
          <ListFilterField
            key={filter.name}
            filter={filter}
            value={values[filter.name]}
            onChange={(value) => update({ [filter.name]: value })}
          />
        ))}
        <Button onPress={clear}>Clear filters</Button>
      </StaffFilterBar>
      {children}
      {list.isError && <LoadFailed what={what} error={list.error} />}
      <DataTable<T>
        aria-label={title}
        className={tableClassName}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={list.isFetching}
        selection={
          selection && {
            selected: selection.selected.map((row) => row.id),
            onChange: (ids) => selection.onChange(ticked(selection.selected, ids)),
            label: selection.label,
          }
        }
        pagination={pagerOf(list.data?.meta, (page) => update({ page }))}
      />
    </div>
  );
}
