import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good: an on-demand part (a drawer, a dialog) is
 * loaded when first opened and then stays mounted, so it can animate closed and open again at once.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
