import type { ReactNode } from 'react';
import './table.css';

export interface StaticColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** On both the header and the cells, e.g. for the page's own CSS to hide a column on a phone. */
  className?: string;
}

export interface StaticTableProps<T> {
  columns: readonly StaticColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  'aria-label': string;
  density?: 'default' | 'compact';
  className?: string;
}

const cellClass = <T,>(column: StaticColumn<T>) =>
  [`ui-table-align-${column.align ?? 'left'}`, column.className].filter(Boolean).join(' ');

/**
 * A few read-only rows in a plain `<table>` drawn like DataTable, without its grid (no keyboard cell
 * navigation, sorting or selection) and so without its script: for light pages such as the signed-out quote.
 */
export function StaticTable<T>({
  columns,
  rows,
  rowKey,
  'aria-label': label,
  density = 'default',
  className,
}: StaticTableProps<T>) {
  return (
    <div className={['ui-table-wrap', `ui-table-${density}`, className].filter(Boolean).join(' ')}>
      <div className="ui-table-scroll">
        <table className="ui-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cellClass(column)}
                  style={{ width: column.width }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
