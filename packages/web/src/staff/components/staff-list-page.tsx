import type { ReactNode } from 'react';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';
import {
  DateFilter,
  SearchFilter,
  SelectFilter,
  type DateFilterProps,
  type SearchFilterProps,
  type SelectFilterProps,
} from '../../components/filter-fields.tsx';
import { LoadFailed, StaffFilterBar, pagerOf } from './staff-query-ui.tsx';
import { useUrlFilters, type UrlFilters } from './use-url-filters.ts';
import { StaffHeading } from './staff-heading.tsx';

/** A filter field bound to the URL parameter `name`; `wide` for the bar's search. */
type Bound<P> = Omit<P, 'value' | 'onChange' | 'className'> & { name: string; wide?: boolean };

export type ListFilter =
  | ({ kind: 'search' } & Bound<SearchFilterProps>)
  /** `fallback`: what the field shows while its parameter is unset (the server's default). */
  | ({ kind: 'select'; fallback?: string } & Bound<SelectFilterProps>)
  | ({ kind: 'date' } & Bound<DateFilterProps>);

interface ListAnswer<T> {
  data: T[];
  meta: PaginationMeta | CappedPaginationMeta;
}

interface StaffListPageProps<T> {
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
  tableClassName: string;
  columns: TableColumnsType<T>;
  rowSelection?: TableProps<T>['rowSelection'];
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
  switch (filter.kind) {
    case 'search': {
      const { kind: _kind, name: _name, wide: _wide, ...field } = filter;
      return <SearchFilter {...field} className={className} value={value} onChange={onChange} />;
    }
    case 'select': {
      const { kind: _kind, name: _name, wide: _wide, fallback, ...field } = filter;
      return <SelectFilter {...field} className={className} value={value ?? fallback} onChange={onChange} />;
    }
    case 'date': {
      const { kind: _kind, name: _name, wide: _wide, ...field } = filter;
      return <DateFilter {...field} className={className} value={value} onChange={onChange} />;
    }
  }
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
  rowSelection,
  children,
}: StaffListPageProps<T>) {
  const { filters: values, query, update, clear } = useUrlFilters(params);
  const list = useList(query);
  const heading = <StaffHeading>{title}</StaffHeading>;

  return (
    <div className="staff-page">
      {actions ? (
        <div className="staff-order-head">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      <StaffFilterBar label={filterLabel}>
        {filters.map((filter) => (
          <FilterField key={filter.name} filter={filter} values={values} update={update} />
        ))}
        <Button onClick={clear}>Clear filters</Button>
      </StaffFilterBar>
      {children}
      {list.isError && <LoadFailed what={what} error={list.error} />}
      <div className="staff-table-wrap">
        <Table<T>
          className={tableClassName}
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.data ?? []}
          rowSelection={rowSelection}
          pagination={pagerOf(list.data?.meta, (page) => update({ page }))}
        />
      </div>
    </div>
  );
}
