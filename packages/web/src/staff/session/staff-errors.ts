import type { ErrorMessage } from '../../lib/http-client.ts';

const UNREACHABLE = 'The server cannot be reached. Check the connection and try again.';

/** The back office says the server's own message; only a refused token ends its session (the client's 401). */
export function describeStaffError(status: number | undefined, body: unknown): ErrorMessage {
  if (status === undefined) return { text: UNREACHABLE, logout: false };
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') return { text: message, logout: false };
  if (Array.isArray(message)) return { text: message.join(' '), logout: false };
  return {
    text:
      status >= 500
        ? 'Something went wrong on the server. Please try again.'
        : `The request failed (${status}).`,
    logout: false,
  };
}
