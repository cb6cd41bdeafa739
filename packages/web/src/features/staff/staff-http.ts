import { ApiError, withQuery, type Query } from '../../lib/http.ts';
import { showError } from '../../lib/feedback.ts';
import { staffAccessToken, staffSignOut } from './staff-session.ts';

interface StaffRequest {
  method?: 'GET' | 'POST' | 'PUT';
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
  const headers: Record<string, string> = { accept: 'application/json' };
  const file = body instanceof Blob;
  if (body !== undefined) headers['content-type'] = file ? 'text/csv' : 'application/json';
  const token = staffAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined || file ? (body as Blob | undefined) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
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
