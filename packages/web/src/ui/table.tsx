import { useCallback, useId, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  Cell,
  Checkbox as AriaCheckbox,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
} from 'react-aria-components';
import { Empty } from './empty.tsx';
import { CheckIcon, DownIcon, MinusIcon, UpIcon } from './icons.tsx';
import { Pagination } from './pagination.tsx';
import { Skeleton } from './skeleton.tsx';
import { TableCards, type CardColumn, type CardSelection, type RowKey } from './table-cards.tsx';
import './toggle-input.css';
import './checkbox.css';
import './table.css';

export type { RowKey };

export interface DataColumn<T> extends CardColumn<T> {
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  sortable?: boolean;
  className?: string;
  /** Hidden from the table on screens narrower than this many px (antd's `responsive`); cards ignore it. */
  hideBelow?: number;
}

export interface TableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface TableSelection<T> {
  /** The selected rows' keys, other pages' among them: they are kept when this page's change. */
  selected: RowKey[];
  onChange: (keys: RowKey[]) => void;
  /** The row's checkbox's accessible name, e.g. "Select SO-000123". */
  label: (row: T) => string;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => RowKey;
  /** Names the table (and the list of cards). */
  'aria-label': string;
  /** Skeleton rows while there are none yet; the rows dimmed and aria-busy while new ones load. */
  loading?: boolean;
  /** What an empty table says (antd's empty picture with "No data" by default). */
  empty?: ReactNode;
  /** A row's action (Enter, or a click when nothing is selected), e.g. opening it. */
  onRowAction?: (row: T) => void;
  /** The row's text for type-ahead; the row header's text, or the key, by default. */
  rowText?: (row: T) => string;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  selection?: TableSelection<T>;
  pagination?: {
    page: number;
    pageSize: number;
    total: number;
    onChange: (page: number) => void;
    capped?: string;
  };
  /** `compact`: 8 px cells, as antd's small table. */
  density?: 'default' | 'compact';
  /** Below this many px the rows are drawn as cards. */
  cardsBelow?: number;
  /** Draws a row's card entirely, in place of the title and label: value pairs. */
  renderCard?: (row: T) => ReactNode;
  className?: string;
}

/** Which of `widths` (px) the window is narrower than, kept in step with its size. */
function useNarrowerThan(widths: readonly number[]): ReadonlySet<number> {
  const key = [...new Set(widths)].sort((a, b) => a - b).join(',');
  const queries = useMemo(
    () =>
      (key ? key.split(',').map(Number) : []).map(
        (width) => [width, window.matchMedia(`(max-width: ${width - 0.02}px)`)] as const,
      ),
    [key],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      queries.forEach(([, media]) => media.addEventListener('change', onChange));
      return () => queries.forEach(([, media]) => media.removeEventListener('change', onChange));
    },
    [queries],
  );
  const matched = useSyncExternalStore(subscribe, () =>
    queries
      .filter(([, media]) => media.matches)
      .map(([width]) => width)
      .join(','),
  );
  return useMemo(() => new Set(matched ? matched.split(',').map(Number) : []), [matched]);
}

const textOf = (node: ReactNode) =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;

const cellClass = <T,>(column: DataColumn<T>) =>
  [`ui-table-align-${column.align ?? 'left'}`, column.className].filter(Boolean).join(' ');

/** The box in a selection column, named by RAC ("Select all") or by the row's label through `labelledBy`. */
function SelectionBox({ label, labelledBy }: { label?: string; labelledBy?: string }) {
  return (
    <AriaCheckbox
      slot="selection"
      aria-label={label}
      aria-labelledby={labelledBy}
      className="ui-toggle ui-checkbox"
    >
      {({ isSelected, isIndeterminate }) => (
        <span className="ui-checkbox-box" aria-hidden="true">
          {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
        </span>
      )}
    </AriaCheckbox>
  );
}

/**
 * antd's Table on RAC's (role grid): arrow keys move between cells, rows select with their checkboxes (and
 * Space, Shift-click), sortable headers sort, a pager below; under `cardsBelow` px the rows become cards.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  'aria-label': label,
  loading = false,
  empty = <Empty />,
  onRowAction,
  rowText,
  sort,
  onSortChange,
  selection,
  pagination,
  density = 'default',
  cardsBelow = 640,
  renderCard,
  className,
}: DataTableProps<T>) {
  const id = useId();
  const narrower = useNarrowerThan([cardsBelow, ...columns.flatMap((c) => c.hideBelow ?? [])]);
  const asCards = narrower.has(cardsBelow);
  const shown = columns.filter((column) => column.hideBelow === undefined || !narrower.has(column.hideBelow));
  const header = columns.find((column) => column.isRowHeader) ?? columns[0];

  // Only this page's keys go to RAC (so "Select all" reads this page); the other pages' are kept aside.
  const pageKeys = rows.map(rowKey);
  const onPage = new Set(pageKeys);
  const picked = new Set(selection?.selected.filter((key) => onPage.has(key)));
  const setPage = (keys: RowKey[]) =>
    selection?.onChange([...selection.selected.filter((key) => !onPage.has(key)), ...keys]);
  const onSelectionChange = (keys: Selection) =>
    setPage(keys === 'all' ? pageKeys : pageKeys.filter((key) => keys.has(key)));

  const cardSelection: CardSelection<T> | undefined = selection && {
    isSelected: (row) => picked.has(rowKey(row)),
    toggle: (row) => {
      const key = rowKey(row);
      setPage(picked.has(key) ? [...picked].filter((k) => k !== key) : [...picked, key]);
    },
    label: selection.label,
    all: rows.length > 0 && picked.size === rows.length,
    some: picked.size > 0,
    toggleAll: () => setPage(picked.size === rows.length ? [] : pageKeys),
  };

  const byKey = new Map(rows.map((row) => [rowKey(row), row]));
  const pager = pagination && <Pagination {...pagination} size="sm" className="ui-table-pagination" />;
  const classes = ['ui-table-wrap', `ui-table-${density}`, className].filter(Boolean).join(' ');

  if (asCards)
    return (
      <div className={classes}>
        <TableCards
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          aria-label={label}
          loading={loading}
          empty={empty}
          selection={cardSelection}
          onRowAction={onRowAction}
          renderCard={renderCard}
        />
        {pager}
      </div>
    );

  return (
    <div className={classes}>
      {/* RAC's Table passes no aria-busy on, so the region around it says it. */}
      <div className="ui-table-scroll" aria-busy={loading || undefined}>
        <Table
          aria-label={label}
          className={onRowAction ? 'ui-table ui-table-actionable' : 'ui-table'}
          selectionMode={selection ? 'multiple' : 'none'}
          selectedKeys={picked}
          onSelectionChange={onSelectionChange}
          sortDescriptor={sort}
          onSortChange={(next) => onSortChange?.({ column: String(next.column), direction: next.direction })}
          onRowAction={
            onRowAction && ((key) => byKey.has(key as RowKey) && onRowAction(byKey.get(key as RowKey)!))
          }
        >
          <TableHeader className="ui-table-head">
            {selection && (
              <Column className="ui-table-select">
                <SelectionBox label="Select all" />
              </Column>
            )}
            {shown.map((column) => (
              <Column
                key={column.key}
                id={column.key}
                isRowHeader={column === header}
                allowsSorting={column.sortable}
                textValue={textOf(column.title)}
                style={column.width === undefined ? undefined : { width: column.width }}
                className={cellClass(column)}
              >
                {({ sortDirection }) => (
                  <span className="ui-table-title">
                    {column.title}
                    {column.sortable && (
                      <span className="ui-table-sorter" data-direction={sortDirection} aria-hidden="true">
                        <UpIcon />
                        <DownIcon />
                      </span>
                    )}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            className="ui-table-body"
            renderEmptyState={() => (loading ? <Skeleton rows={4} className="ui-table-skeleton" /> : empty)}
          >
            {rows.map((row, index) => {
              const key = rowKey(row);
              const title = header?.render(row);
              return (
                <Row
                  key={key}
                  id={key}
                  textValue={rowText?.(row) ?? textOf(title) ?? String(key)}
                  className="ui-table-row"
                >
                  {selection && (
                    <Cell className="ui-table-select">
                      <SelectionBox labelledBy={`${id}-select-${index}`} />
                      {/* Names the box: hidden text still counts when referred to (WAI-ARIA accname). */}
                      <span id={`${id}-select-${index}`} hidden>
                        {selection.label(row)}
                      </span>
                    </Cell>
                  )}
                  {shown.map((column) => {
                    const value = column === header ? title : column.render(row);
                    return (
                      <Cell key={column.key} textValue={textOf(value)} className={cellClass(column)}>
                        {value}
                      </Cell>
                    );
                  })}
                </Row>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {pager}
    </div>
  );
}
