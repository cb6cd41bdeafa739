import { useEffect, useRef, type ReactNode } from 'react';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';
import { cappedTotalText, isCapped } from './staff-query-ui.tsx';
import { StaffIcon } from './staff-icon.tsx';
import { LEFT, RIGHT } from './staff-icons.ts';

/**
 * A plain `<table>` in the shape of antd's (staff.css), with selectable rows and a pager: the order queue's
 * rows without Ant Design (decision 0056).
 */
export interface StaffColumn<T> {
  title: string;
  render: (row: T) => ReactNode;
  align?: 'right';
  /** e.g. `staff-col-xl`: shown from 1200 px only. */
  className?: string;
}

export interface StaffRowSelection<T> {
  selected: readonly T[];
  onChange: (rows: T[]) => void;
  /** The row's checkbox's accessible name, e.g. "Select SO-000123". */
  label: (row: T) => string;
}

/** Ticks, or unticks, every row of the page, keeping the rows selected on other pages. */
function SelectAll<T extends { id: number }>({
  rows,
  selection,
}: {
  rows: T[];
  selection: StaffRowSelection<T>;
}) {
  const box = useRef<HTMLInputElement>(null);
  const ids = new Set(selection.selected.map((row) => row.id));
  const ticked = rows.filter((row) => ids.has(row.id)).length;
  const all = rows.length > 0 && ticked === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  const onPage = new Set(rows.map((row) => row.id));
  return (
    <input
      ref={box}
      type="checkbox"
      className="staff-checkbox"
      aria-label="Select all"
      checked={all}
      disabled={rows.length === 0}
      onChange={() =>
        selection.onChange(
          all
            ? selection.selected.filter((row) => !onPage.has(row.id))
            : [...selection.selected.filter((row) => !onPage.has(row.id)), ...rows],
        )
      }
    />
  );
}

export function StaffTable<T extends { id: number }>({
  className,
  columns,
  rows,
  loading,
  selection,
  empty = 'No data',
}: {
  className: string;
  columns: readonly StaffColumn<T>[];
  rows: T[];
  loading: boolean;
  selection?: StaffRowSelection<T>;
  empty?: string;
}) {
  const ids = new Set(selection?.selected.map((row) => row.id));
  const toggle = (row: T) => {
    if (!selection) return;
    selection.onChange(
      ids.has(row.id) ? selection.selected.filter((s) => s.id !== row.id) : [...selection.selected, row],
    );
  };
  const alignOf = (column: StaffColumn<T>) =>
    [column.align === 'right' ? 'staff-cell-right' : '', column.className ?? ''].join(' ').trim() ||
    undefined;

  return (
    <div className={`staff-table ${className}`} aria-busy={loading}>
      <table>
        <thead>
          <tr>
            {selection && (
              <th className="staff-cell-select">
                <SelectAll rows={rows} selection={selection} />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.title} scope="col" className={alignOf(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={ids.has(row.id) ? 'is-selected' : undefined}>
              {selection && (
                <td className="staff-cell-select">
                  <input
                    type="checkbox"
                    className="staff-checkbox"
                    aria-label={selection.label(row)}
                    checked={ids.has(row.id)}
                    onChange={() => toggle(row)}
                  />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.title} className={alignOf(column)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && !loading && (
            <tr className="staff-table-empty">
              <td colSpan={columns.length + (selection ? 1 : 0)}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
      {loading && <span className="css-spinner staff-table-spinner" role="status" aria-label="Loading" />}
    </div>
  );
}

/** The pages to offer: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, i) => (i > 0 && page - shown[i - 1]! > 1 ? [null, page] : [page]));
}

/** A list's pager from a page's `meta`; a capped count says so, and how to reach what lies past it. */
export function StaffPager({
  meta,
  onChange,
}: {
  meta: PaginationMeta | CappedPaginationMeta | undefined;
  onChange: (page: number) => void;
}) {
  const current = meta?.page ?? 1;
  const pages = Math.max(1, Math.ceil((meta?.total ?? 0) / (meta?.per_page ?? 20)));
  return (
    <nav className="staff-pager" aria-label="Pages">
      {isCapped(meta) && <span className="staff-pager-total">{cappedTotalText(meta!.total)}</span>}
      <button
        type="button"
        className="staff-pager-step"
        aria-label="Previous page"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        <StaffIcon icon={LEFT} />
      </button>
      {pageWindow(current, pages).map((page, i) =>
        page === null ? (
          <span key={`gap-${i}`} className="staff-pager-gap" aria-hidden="true">
            •••
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className="staff-pager-page"
            aria-current={page === current ? 'page' : undefined}
            aria-label={`Page ${page}`}
            onClick={() => page !== current && onChange(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className="staff-pager-step"
        aria-label="Next page"
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      >
        <StaffIcon icon={RIGHT} />
      </button>
    </nav>
  );
}
