import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../../lib/latest-search-params.ts';

export type UrlFilters = Record<string, string | undefined>;

/** Filters kept in the URL, so a filtered queue can be bookmarked, shared and restored with Back. */
export function useUrlFilters(names: readonly string[]) {
  const [params, setParams] = useLatestSearchParams();
  const filters = useMemo(() => {
    const found: UrlFilters = {};
    for (const name of names) found[name] = params.get(name) ?? undefined;
    return found;
  }, [params, names]);
  /** The filters that are set, as the list's query. */
  const query = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    [filters],
  );

  /** Sets or clears (null) some filters; any change but paging goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { filters, query, update, clear: () => setParams(new URLSearchParams()) };
}
