import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';
import { DateField, SearchField, SelectField } from './staff-fields.tsx';
import type { ListFilter } from './staff-list-page.tsx';
import { LoadFailed, StaffFilterBar } from './staff-query-ui.tsx';
import { StaffHeading } from './staff-heading.tsx';
import { StaffPager, StaffTable, type StaffColumn, type StaffRowSelection } from './staff-table.tsx';
import { useUrlFilters, type UrlFilters } from './use-url-filters.ts';

/**
 * `StaffListPage` in plain markup, for the list a page opens on and must draw without Ant Design (the order
 * queue, decision 0056): the same title, filters kept in the URL (the same `ListFilter`s) and paged table. The
 * other lists keep the Ant Design one inside their islands.
 */
interface ListAnswer<T> {
  data: T[];
  meta: PaginationMeta | CappedPaginationMeta;
}

interface StaffPlainListPageProps<T> {
  title: string;
  params: readonly string[];
  filterLabel: string;
  filters: readonly ListFilter[];
  useList: (query: Record<string, string>) => UseQueryResult<ListAnswer<T>>;
  what: string;
  tableClassName: string;
  columns: readonly StaffColumn<T>[];
  selection?: StaffRowSelection<T>;
  /** Between the filters and the table, e.g. the bulk actions. */
  children?: ReactNode;
}

function FilterField({
  filter,
  values,
  update,
}: {
  filter: ListFilter;
  values: UrlFilters;
  update: (changes: Record<string, string | null>) => void;
}) {
  const className = filter.wide ? 'staff-filter staff-filter-search' : 'staff-filter';
  const onChange = (value: string | null) => update({ [filter.name]: value });
  const value = values[filter.name];
  const { id, label } = filter;
  switch (filter.kind) {
    case 'search':
      return (
        <SearchField
          {...{ id, label, className, onChange, value }}
          placeholder={filter.placeholder}
          inputMode={filter.inputMode}
          clean={filter.clean}
        />
      );
    case 'select':
      return (
        <SelectField
          {...{ id, label, className, onChange }}
          value={value ?? filter.fallback}
          required={filter.fallback !== undefined}
          placeholder={filter.placeholder}
          options={filter.options}
        />
      );
    case 'date':
      return <DateField {...{ id, label, className, onChange, value }} min={filter.min} max={filter.max} />;
  }
}

export function StaffPlainListPage<T extends { id: number }>({
  title,
  params,
  filterLabel,
  filters,
  useList,
  what,
  tableClassName,
  columns,
  selection,
  children,
}: StaffPlainListPageProps<T>) {
  const { filters: values, query, update, clear } = useUrlFilters(params);
  const list = useList(query);

  return (
    <div className="staff-page">
      <StaffHeading>{title}</StaffHeading>
      <StaffFilterBar label={filterLabel}>
        {filters.map((filter) => (
          <FilterField key={filter.name} filter={filter} values={values} update={update} />
        ))}
        <button type="button" className="staff-btn" onClick={clear}>
          Clear filters
        </button>
      </StaffFilterBar>
      {children}
      {list.isError && <LoadFailed what={what} error={list.error} />}
      <div className="staff-table-wrap">
        <StaffTable<T>
          className={tableClassName}
          columns={columns}
          rows={list.data?.data ?? []}
          loading={list.isFetching}
          selection={selection}
        />
      </div>
      {/* As antd's table: no pager while nothing matches. */}
      {!!list.data?.meta.total && <StaffPager meta={list.data.meta} onChange={(page) => update({ page })} />}
    </div>
  );
}
