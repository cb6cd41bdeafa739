import { showError } from './feedback.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, a file sent as it is (the back office's CSV imports), or FormData (a warranty claim's photos). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Leave the error to the caller: no message shown, no sign-out (the login form, background refreshes). */
  silent?: boolean;
  /** The caller shows the error beside what it concerns (a form): no pop-up message, but a refused session still signs out. */
  inline?: boolean;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** Send the session's token (default true). */
  auth?: boolean;
}

/** What a failure says, and whether it ends the session. */
export interface ErrorMessage {
  text: string | string[];
  logout: boolean;
}

/** Words for a failed call from its status (undefined: no answer) and body; each app has its own. */
export type DescribeError = (status: number | undefined, body: unknown) => ErrorMessage;

/** A failed call: its status (undefined when there was no response), body and the words for it. */
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

export async function readBody(response: Response): Promise<unknown> {
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
  // A file (the back office's CSV imports) goes as it is; a form (a claim's photos) as multipart with the
  // browser's own boundary; anything else as JSON.
  const file = body instanceof Blob;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = file ? 'text/csv' : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : file || form ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return null;
  }
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

/** What an HTTP client needs from its app: the session's token and sign-out, and the app's words for failures. */
export interface HttpClientConfig {
  accessToken: () => string | null;
  /** `returnHere`: after signing in again, come back to this page (a 401) or start afresh (a refused account). */
  signOut: (options: { returnHere: boolean; reason: string | string[] }) => void;
  describe: DescribeError;
}

/**
 * The one way both web apps call the server: relative URLs, the session's token on every request, and every
 * failure described, shown and acted on (401 → sign in again and come back; a refused account → sign out),
 * then thrown as an ApiError.
 */
export function createHttpClient({ accessToken, signOut, describe }: HttpClientConfig) {
  async function call(path: string, options: RequestOptions, accept: string): Promise<Response> {
    const { method = 'GET', body, query, signal, silent = false, inline = false, auth = true } = options;
    const headers = { accept, ...options.headers };
    const token = auth ? accessToken() : null;
    const response = await send(path, { method, body, query, signal, headers, token });
    if (!response) {
      const { text } = describe(undefined, undefined);
      if (!silent && !inline) showError(text);
      throw new ApiError(undefined, undefined, text);
    }
    if (response.ok) return response;

    const payload = await readBody(response);
    const { text, logout } = describe(response.status, payload);
    if (!silent) {
      // Signing out leaves the layout, so the sign-in page repeats the reason where it stays visible.
      if (response.status === 401) signOut({ returnHere: true, reason: text });
      else if (logout) signOut({ returnHere: false, reason: text });
      else if (!inline) showError(text);
    }
    throw new ApiError(response.status, payload, text);
  }

  return {
    /** One JSON request; resolves with the answer's body. */
    http: async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
      (await readBody(await call(path, options, 'application/json'))) as T,
    /** Fetches a document the server names (an invoice, a statement, an export) and saves it. */
    download: async (path: string, options: RequestOptions = {}): Promise<void> => {
      const response = await call(path, options, '*/*');
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      saveFile(await response.blob(), named?.[1] ?? 'download');
    },
  };
}
