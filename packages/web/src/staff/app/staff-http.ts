import { ApiError, send, type Query } from '../../lib/http.ts';
import { showError } from '../../lib/feedback.ts';
import { staffAccessToken, staffSignOut } from './staff-session.ts';

interface StaffRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a file sent as it is (a CSV upload). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** The caller shows the failure itself (a 409 on an order, a form): no pop-up message. */
  inline?: boolean;
}

const messageOf = (body: unknown, status: number): string => {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join(' ');
  return status >= 500
    ? 'Something went wrong on the server. Please try again.'
    : `The request failed (${status}).`;
};

/** The back office's calls: the staff token, the server's own message on failure, 401 → the staff sign-in. */
export async function staffHttp<T>(
  path: string,
  { method = 'GET', body, query, signal, inline }: StaffRequest = {},
) {
  const headers = { accept: 'application/json' };
  const response = await send(path, { method, body, query, signal, headers, token: staffAccessToken() });
  if (!response) {
    const text = 'The server cannot be reached. Check the connection and try again.';
    if (!inline) showError(text);
    throw new ApiError(undefined, undefined, text);
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (response.ok) return payload as T;
  const text = messageOf(payload, response.status);
  if (response.status === 401) staffSignOut({ reason: text });
  else if (!inline) showError(text);
  throw new ApiError(response.status, payload, text);
}
