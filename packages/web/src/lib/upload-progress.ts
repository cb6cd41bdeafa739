import { withQuery, type Outgoing } from './http-client.ts';

/** Status codes whose Response may carry no body. */
const NO_BODY = new Set([204, 205, 304]);

const aborted = (signal: AbortSignal | undefined) =>
  signal?.reason ?? new DOMException('The upload was aborted', 'AbortError');

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * Sends one request as http-client's `send()` does (the session's token; a form, a file or JSON) but over XHR,
 * which tells how much of the body has gone: `onProgress` gets 0–100. Resolves with the response whatever its
 * status, or null when the server could not be reached; an aborted request rejects.
 */
export function uploadWithProgress(
  path: string,
  outgoing: Outgoing,
  onProgress: (percent: number) => void,
): Promise<Response | null> {
  const { method, body, query, signal, token } = outgoing;
  if (signal?.aborted) return Promise.reject(aborted(signal));
  const headers = { ...outgoing.headers };
  const file = body instanceof Blob;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = file ? 'text/csv' : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, withQuery(path, query));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve(
        new Response(NO_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr),
        }),
      );
    xhr.onerror = () => resolve(null);
    xhr.onabort = () => reject(aborted(signal));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body === undefined ? null : file || form ? body : JSON.stringify(body));
  });
}
