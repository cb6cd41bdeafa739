import { messageForError } from '@tyreline/domain/messages';
import { showError } from './feedback.ts';
import { accessToken, signOut } from './session.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Leave the error to the caller: no message shown, no sign-out (the login form, background refreshes). */
  silent?: boolean;
  /** The caller shows the error beside what it concerns (a form): no pop-up message, but 401 / 499 / 429 still sign out. */
  inline?: boolean;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** Send the stored token (default true). */
  auth?: boolean;
}

/** A failed call: its status (undefined when there was no response), body and the catalogue's text for it. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
    readonly text: string | string[],
  ) {
    super(Array.isArray(text) ? text.join('\n') : text);
    this.name = 'ApiError';
  }

  /** 422 field errors, `{ field: [messages] }`, when the server sent them. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** What one request sends; the token is the caller's (customer or staff session). */
export interface Outgoing {
  method: string;
  body: unknown;
  query: Query | undefined;
  signal: AbortSignal | undefined;
  headers: Record<string, string>;
  token: string | null;
}

/**
 * Sends one JSON request. Resolves with the response whatever its status; resolves with null when the
 * server could not be reached (an aborted request still rejects).
 */
export async function send(path: string, outgoing: Outgoing): Promise<Response | null> {
  const { method, body, query, signal, token } = outgoing;
  const headers = { ...outgoing.headers };
  // A file (the back office's CSV imports) goes as it is; anything else as JSON.
  const file = body instanceof Blob;
  if (body !== undefined) headers['content-type'] = file ? 'text/csv' : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return null;
  }
}

/** Sends one request with the stored token; a failure is mapped, shown and acted on, then thrown as an ApiError. */
async function call(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal, silent = false, inline = false, auth = true } = options;
  const headers = { accept, ...options.headers };
  const token = auth ? accessToken() : null;
  const response = await send(path, { method, body, query, signal, headers, token });
  if (!response) {
    const { text } = messageForError(undefined, undefined);
    if (!silent && !inline) showError(text);
    throw new ApiError(undefined, undefined, text);
  }
  if (response.ok) return response;

  const payload = await readBody(response);
  const { text, logout } = messageForError(response.status, payload);
  if (!silent) {
    // Signing out leaves the layout, so the login page repeats the reason where it stays visible.
    if (response.status === 401) signOut({ returnHere: true, reason: text });
    else if (logout) signOut({ returnHere: false, reason: text });
    else if (!inline) showError(text);
  }
  throw new ApiError(response.status, payload, text);
}

/**
 * The one way the web app calls the server: relative URLs, the stored token on every request, and every
 * failure mapped through docs/product.md §6's catalogue, shown, and acted on (401 → sign-in again and come
 * back; 499 / 429 → sign-out).
 */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await call(path, options, 'application/json'))) as T;
}

/** Hands the browser a file to save under `filename`. */
export function saveFile(contents: Blob, filename: string): void {
  const url = URL.createObjectURL(contents);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a document the server names (an invoice, a statement, an export) and saves it; errors as `http`. */
export async function download(path: string, options: RequestOptions = {}): Promise<void> {
  const response = await call(path, options, '*/*');
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  saveFile(await response.blob(), named?.[1] ?? 'download');
}
