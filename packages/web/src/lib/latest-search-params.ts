import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * React Router's search parameters, with a setter whose function form is handed the address bar's parameters
 * as they are now. React Router's own hands it those of the last render, not of the last navigation, so two
 * quick changes (a PCD, then a diameter, before the page re-rendered) would lose the first.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) =>
      setParams(
        typeof next === 'function' ? () => next(new URLSearchParams(window.location.search)) : next,
        options,
      ),
    [setParams],
  );
  return [params, change] as const;
}
