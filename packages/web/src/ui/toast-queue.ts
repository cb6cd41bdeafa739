import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  /** A server's several lines, each its own paragraph under the title. */
  paragraphs?: readonly string[];
}

/** Errors stay twice as long: they are the ones a person must read. */
export const TIMEOUT = { success: 3000, info: 3000, error: 6000 } as const;

// One queue for the app, so code outside React (the http client) can show a toast; at most three at once, as antd's.
export const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });
