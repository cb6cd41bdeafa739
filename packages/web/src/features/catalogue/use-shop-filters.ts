import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../../lib/latest-search-params.ts';
import {
  QUICK_TAB,
  readFilters,
  TAB_KEYS,
  VEHICLE_KEYS,
  VEHICLE_TAB,
  type FilterKey,
  type ShopTab,
} from './shop-filters.ts';

export type FilterChanges = Partial<Record<FilterKey, string | null | undefined>>;

/**
 * The shop's filters live in the URL only: every change is a history entry (Back undoes it), a reload or a
 * shared link shows the same list. Any filter change goes back to page 1.
 */
export function useShopFilters() {
  const [params, setParams] = useLatestSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (changes: FilterChanges) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('focus');
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  /** Drops every filter of the tab, keeping the tab and the sort order. */
  const clear = useCallback(
    () =>
      update(
        Object.fromEntries(TAB_KEYS[filters.tab].filter((key) => key !== 'sort').map((key) => [key, null])),
      ),
    [update, filters.tab],
  );

  /**
   * Another tab starts with no filters: they do not carry over between product types (or to the vehicle look-up);
   * the chosen vehicle goes with the Wheels and Vehicle tabs, for the wheels' fit checks.
   */
  const setTab = useCallback(
    (tab: ShopTab | typeof QUICK_TAB | typeof VEHICLE_TAB) =>
      setParams((current) => {
        const next = new URLSearchParams({ tab });
        if (tab === 'wheels' || tab === VEHICLE_TAB) {
          for (const key of VEHICLE_KEYS) {
            const value = current.get(key);
            if (value) next.set(key, value);
          }
        }
        return next;
      }),
    [setParams],
  );

  return { filters, params, update, clear, setTab };
}
