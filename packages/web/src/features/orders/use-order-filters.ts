import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../../lib/latest-search-params.ts';
import { orderListQuery } from '@tyreline/domain/contract/orders';
import type { OrderFilters } from './api/get-orders.ts';

export const ORDERS_PER_PAGE = 20;

const FILTER_KEYS = ['status', 'from', 'to', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Reads the list filters from the URL; a value the contract refuses (a typo in a shared link) is dropped, not sent. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'page'] as const) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const filters: OrderFilters = { page: 1, per_page: ORDERS_PER_PAGE };
  for (const key of [...FILTER_KEYS, 'page'] as const) {
    if (raw[key] === undefined) continue;
    const parsed = orderListQuery.safeParse({ [key]: raw[key] });
    if (parsed.success) Object.assign(filters, { [key]: parsed.data[key] });
  }
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  return { ...filters, per_page: ORDERS_PER_PAGE };
}

/** The order list's filters, the page and the open order, all kept in the URL so a view can be bookmarked. */
export function useOrderFilters() {
  const [params, setParams] = useLatestSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const openId = Number(params.get('order')) || null;

  const update = useCallback(
    (changes: Partial<Record<FilterKey | 'page' | 'order', string | number | null | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        // A new filter starts again on page one.
        if (FILTER_KEYS.some((key) => key in changes) && !('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );

  const hasFilters = FILTER_KEYS.some((key) => filters[key] !== undefined);
  return { filters, openId, update, hasFilters };
}
