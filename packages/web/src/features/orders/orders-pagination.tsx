/** The pages to offer: all of them when few, else the first, the last and two either side of the current. */
export function pageItems(current: number, last: number): (number | 'gap')[] {
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

/** The order list's pages, as antd's small Pagination drew them: previous, the pages, next. */
export function OrdersPagination({
  current,
  last,
  onChange,
}: {
  current: number;
  last: number;
  onChange: (page: number) => void;
}) {
  return (
    <nav className="orders-pagination" aria-label="Pages">
      <ul>
        <li>
          <button
            type="button"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => onChange(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageItems(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="orders-pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label="Next page"
            disabled={current >= last}
            onClick={() => onChange(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
