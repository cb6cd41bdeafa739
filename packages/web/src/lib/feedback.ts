import { createElement, type ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * antd's message and notification APIs, taken from an <App> so they follow the theme. Ant Design is not on
 * a page's first load (decision 0056), so the first message loads a small host with its own <App> and
 * waits for it; every mounted Ant Design island registers its own, and the latest mounted one is used.
 */
type FeedbackApi = { message: MessageInstance; notification: NotificationInstance };

const mounted: FeedbackApi[] = [];
let waiting: Array<(api: FeedbackApi) => void> = [];
let hostRequested = false;
let loadHost: () => Promise<void> = () => Promise.resolve();

/** How to bring in a host when a message comes before any island (the app sets it: lib does not import app). */
export function setFeedbackHost(load: () => Promise<void>): void {
  loadHost = load;
}

/** Registers an island's APIs; the returned function forgets them when the island unmounts. */
export function registerFeedbackApi(api: FeedbackApi): () => void {
  mounted.push(api);
  const pending = waiting;
  waiting = [];
  for (const show of pending) show(api);
  return () => {
    const at = mounted.indexOf(api);
    if (at >= 0) mounted.splice(at, 1);
  };
}

/** Runs `show` with an API now if one is mounted, or once the on-demand host has loaded. */
function withApi(show: (api: FeedbackApi) => void): void {
  const api = mounted.at(-1);
  if (api) return show(api);
  waiting.push(show);
  if (hostRequested) return;
  hostRequested = true;
  void loadHost();
}

/** Shows an error text from the catalogue: one line as a message, several (a 500's array) as paragraphs. */
export function showError(text: string | string[]): void {
  withApi((api) => {
    if (Array.isArray(text)) {
      const description: ReactNode = createElement(
        'div',
        { 'data-testid': 'error-paragraphs' },
        text.map((line, i) => createElement('p', { key: i, style: { margin: '0 0 4px' } }, line)),
      );
      api.notification.error({ title: 'Something went wrong', description, placement: 'top' });
      return;
    }
    void api.message.error(text);
  });
}

export function showSuccess(text: string): void {
  withApi((api) => void api.message.success(text));
}

export function showInfo(text: string): void {
  withApi((api) => void api.message.info(text));
}
