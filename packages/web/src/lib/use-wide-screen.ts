import { useSyncExternalStore } from 'react';

/** Ant Design's `md` breakpoint: from here up a page shows its wide layout (tables, the full filter bar). */
const WIDE = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the window is at least 768 px wide, without Ant Design's Grid (decision 0056). Read synchronously on
 * the first render, so a phone never draws the wide layout first and then swaps it (a layout shift).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
