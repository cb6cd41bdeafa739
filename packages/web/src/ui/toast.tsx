import { lazy, Suspense, useEffect, useState } from 'react';
import { queue, TIMEOUT, type ToastMessage } from './toast-queue.ts';

function add(message: ToastMessage): void {
  queue.add(message, { timeout: TIMEOUT[message.kind] });
}

/** Brief messages at the top centre, as antd's message: RAC announces them and pauses them under the pointer or focus. */
export const toast = {
  success: (text: string) => add({ kind: 'success', title: text }),
  info: (text: string) => add({ kind: 'info', title: text }),
  error: (text: string) => add({ kind: 'error', title: text }),
  /** Several lines from the server (a 500's array), each a paragraph under "Something went wrong". */
  errorParagraphs: (lines: readonly string[]) =>
    add({ kind: 'error', title: 'Something went wrong', paragraphs: lines }),
};

const Region = lazy(() => import('./toast-region.tsx').then((m) => ({ default: m.ToastRegion })));

/**
 * Where the toasts show: mount once, near the root of the app. The region and its controls load with the first
 * toast, so a page that shows none (most first screens) carries only the queue.
 */
export function ToastRegion() {
  const [wanted, setWanted] = useState(queue.visibleToasts.length > 0);
  useEffect(() => (wanted ? undefined : queue.subscribe(() => setWanted(true))), [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Region />
    </Suspense>
  ) : null;
}
