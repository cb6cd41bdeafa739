import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Checkbox } from './checkbox.tsx';
import { Skeleton } from './skeleton.tsx';
import './table-cards.css';

export type RowKey = string | number;

/** What a card needs of a table's column. */
export interface CardColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  isRowHeader?: boolean;
  /** The label on a card; `false` leaves the column off the cards. Without a label (or a text title) the
   *  value sits bare at the card's foot, as an action does. */
  cardLabel?: string | false;
}

/** The page's rows' selection, already narrowed to this page (table.tsx keeps the other pages' keys). */
export interface CardSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  label: (row: T) => string;
  /** "Select all" for the page: every row, some, or none ticked. */
  all: boolean;
  some: boolean;
  toggleAll: () => void;
}

interface TableCardsProps<T> {
  columns: readonly CardColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => RowKey;
  'aria-label': string;
  loading: boolean;
  empty: ReactNode;
  selection?: CardSelection<T>;
  onRowAction?: (row: T) => void;
  renderCard?: (row: T) => ReactNode;
}

const labelOf = <T,>(column: CardColumn<T>) =>
  column.cardLabel ?? (typeof column.title === 'string' ? column.title : '');

/**
 * A table's rows as a list of cards, for a phone: the row header as the card's title, then label and value
 * for each column, then the unlabelled ones (actions) at the foot; a checkbox per card when rows select.
 */
export function TableCards<T>({
  columns,
  rows,
  rowKey,
  'aria-label': label,
  loading,
  empty,
  selection,
  onRowAction,
  renderCard,
}: TableCardsProps<T>) {
  const header = columns.find((column) => column.isRowHeader) ?? columns[0];
  const shown = columns.filter((column) => column !== header && column.cardLabel !== false);
  const labelled = shown.filter((column) => labelOf(column));
  const bare = shown.filter((column) => !labelOf(column));

  const card = (row: T) => {
    const title = header?.render(row);
    return (
      <>
        <div className="ui-table-card-head">
          {selection && (
            <Checkbox
              aria-label={selection.label(row)}
              isSelected={selection.isSelected(row)}
              onChange={() => selection.toggle(row)}
            />
          )}
          {onRowAction ? (
            <AriaButton className="ui-table-card-title ui-table-card-press" onPress={() => onRowAction(row)}>
              {title}
            </AriaButton>
          ) : (
            <div className="ui-table-card-title">{title}</div>
          )}
        </div>
        {labelled.length > 0 && (
          <dl className="ui-table-card-fields">
            {labelled.map((column) => (
              <div key={column.key} className="ui-table-card-field">
                <dt>{labelOf(column)}</dt>
                <dd>{column.render(row)}</dd>
              </div>
            ))}
          </dl>
        )}
        {bare.length > 0 && (
          <div className="ui-table-card-actions">
            {bare.map((column) => (
              <span key={column.key}>{column.render(row)}</span>
            ))}
          </div>
        )}
      </>
    );
  };

  return (
    <div className="ui-table-cards-wrap">
      {selection && rows.length > 0 && (
        <Checkbox
          className="ui-table-cards-all"
          isSelected={selection.all}
          isIndeterminate={selection.some && !selection.all}
          onChange={selection.toggleAll}
        >
          Select all
        </Checkbox>
      )}
      {rows.length === 0 ? (
        <div className="ui-table-cards-empty" aria-busy={loading}>
          {loading ? <Skeleton rows={4} /> : empty}
        </div>
      ) : (
        <ul className="ui-table-cards" aria-label={label} aria-busy={loading}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="ui-table-card">
              {renderCard ? renderCard(row) : card(row)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
