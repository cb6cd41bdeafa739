import { useSyncExternalStore } from 'react';

/** Ant Design's breakpoints, kept so plain markup switches where the Ant Design pages do. */
export const MEDIA = {
  /** A tablet's width and up (antd `md`). */
  md: '(min-width: 768px)',
  /** A laptop's width and up (antd `lg`): the header's full navigation. */
  lg: '(min-width: 992px)',
} as const;

/**
 * Whether `query` matches, read on the first render (so a phone never draws the wide header first and then
 * swaps it) and again whenever it changes.
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
