import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current: what antd's Grid.useBreakpoint gave, without antd.
 * Breakpoints as antd's: md is `(min-width: 768px)`.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** A tablet or wider (antd's md): dense tables there, one card per row below. */
export const WIDE_QUERY = '(min-width: 768px)';
