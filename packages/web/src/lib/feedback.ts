import { createElement, type ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** antd's message and notification APIs, taken from <App> so they follow the theme; set once by the providers. */
let api: { message: MessageInstance; notification: NotificationInstance } | null = null;

export function setFeedbackApi(next: typeof api): void {
  api = next;
}

/** Shows an error text from the catalogue: one line as a message, several (a 500's array) as paragraphs. */
export function showError(text: string | string[]): void {
  if (!api) return;
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
}

export function showSuccess(text: string): void {
  void api?.message.success(text);
}

export function showInfo(text: string): void {
  void api?.message.info(text);
}
