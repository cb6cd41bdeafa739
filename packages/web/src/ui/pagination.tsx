import { Button as AriaButton } from 'react-aria-components';
import { LeftIcon, RightIcon } from './icons.tsx';
import './pagination.css';

/** The pages to offer, as antd does: all when few, else the first, the last and two either side of the current. */
function pageItems(current: number, last: number): (number | 'gap')[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, last - 5));
  const to = Math.min(last - 1, Math.max(current + 2, 6));
  const items: (number | 'gap')[] = [1];
  if (from > 2) items.push('gap');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < last - 1) items.push('gap');
  items.push(last);
  return items;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Said before the pages when the count stopped at a cap, e.g. "More than 10,000 match: narrow the filters". */
  capped?: string;
  /** `sm`: 24 px items, as under a table; `md`: antd's 32 px. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * antd's Pagination: previous, the pages (the current one aria-current="page"), next, in a navigation landmark
 * named "Pages" as the app's pagers were. The names "Previous page", "Next page" and "Page 3" are kept.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  capped,
  size = 'md',
  className,
}: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      className={['ui-pagination', `ui-pagination-${size}`, className].filter(Boolean).join(' ')}
      aria-label="Pages"
    >
      {capped && <span className="ui-pagination-capped">{capped}</span>}
      <ul className="ui-pagination-list">
        <li>
          <AriaButton
            className="ui-pagination-item"
            aria-label="Previous page"
            isDisabled={page <= 1}
            onPress={() => onChange(page - 1)}
          >
            <LeftIcon />
          </AriaButton>
        </li>
        {pageItems(page, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="ui-pagination-gap" aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={item}>
              <AriaButton
                className="ui-pagination-item"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => item !== page && onChange(item)}
              >
                {item}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <AriaButton
            className="ui-pagination-item"
            aria-label="Next page"
            isDisabled={page >= last}
            onPress={() => onChange(page + 1)}
          >
            <RightIcon />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
