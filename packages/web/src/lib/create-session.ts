import { create } from 'zustand';
import type { TokenResponse } from '@tyreline/domain/contract/auth';
import { ApiError, readBody, send, type DescribeError } from './http-client.ts';

export type SessionStatus = 'restoring' | 'active' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  /** After a sign-out the app goes to its sign-in page; when true it carries ?target=<the URL the user was on>. */
  returnHere: boolean;
  /** Why the app signed the user out (an error or the idle timeout), for the sign-in page to say. */
  reason: string | string[] | null;
}

export interface SessionConfig {
  /** Where the tokens live: the access token in session storage (it dies with the tab), the refresh token in local storage (a new tab restores). */
  keys: {
    access: string;
    refresh: string;
    /** A flag raised at sign-in (not at a restore), for a notice shown once per browser session. */
    notice?: string;
  };
  /** How long the browser keeps a refresh token after each grant; without it, until the server refuses it. */
  refreshLifetimeMs?: number;
  /** The OAuth token endpoint, its client, and where a sign-out revokes the token. */
  tokenPath: string;
  client: { client_id: string; client_secret: string };
  logoutPath: string;
  /** The app's words for a refused grant. */
  describe: DescribeError;
}

interface StoredRefresh {
  token: string;
  /** Epoch milliseconds; null when the browser sets no limit. */
  expiresAt: number | null;
}

/** One web app's session (the shop's or the back office's): its tokens in the browser, its state, its grants. */
export function createSession(config: SessionConfig) {
  const { keys } = config;

  function readRefresh(): StoredRefresh | null {
    try {
      const value = JSON.parse(localStorage.getItem(keys.refresh) ?? 'null') as Partial<StoredRefresh> | null;
      if (
        value &&
        typeof value.token === 'string' &&
        (typeof value.expiresAt === 'number' || value.expiresAt === null)
      ) {
        return { token: value.token, expiresAt: value.expiresAt };
      }
    } catch {
      // A corrupt entry is treated as no refresh token.
    }
    return null;
  }
  const unexpired = (refresh: StoredRefresh | null): refresh is StoredRefresh =>
    !!refresh && (refresh.expiresAt === null || refresh.expiresAt > Date.now());

  function storeTokens(tokens: TokenResponse): void {
    sessionStorage.setItem(keys.access, tokens.access_token);
    const expiresAt = config.refreshLifetimeMs === undefined ? null : Date.now() + config.refreshLifetimeMs;
    const refresh: StoredRefresh = { token: tokens.refresh_token, expiresAt };
    localStorage.setItem(keys.refresh, JSON.stringify(refresh));
  }

  function clearTokens(): void {
    sessionStorage.removeItem(keys.access);
    localStorage.removeItem(keys.refresh);
    if (keys.notice) sessionStorage.removeItem(keys.notice);
  }

  /** The state on start, decided synchronously from storage. */
  function initialState(): SessionState {
    const accessToken = sessionStorage.getItem(keys.access);
    if (accessToken) return { status: 'active', accessToken, returnHere: false, reason: null };
    if (unexpired(readRefresh()))
      return { status: 'restoring', accessToken: null, returnHere: true, reason: null };
    clearTokens();
    return { status: 'signedOut', accessToken: null, returnHere: true, reason: null };
  }

  const useSession = create<SessionState>()(() => initialState());

  const accessToken = (): string | null => useSession.getState().accessToken;

  const activate = (tokens: TokenResponse) => {
    storeTokens(tokens);
    useSession.setState({
      status: 'active',
      accessToken: tokens.access_token,
      returnHere: false,
      reason: null,
    });
  };

  /** After a password grant: keep the tokens and raise the notice flag for this browser session. */
  function startSession(tokens: TokenResponse): void {
    activate(tokens);
    if (keys.notice) sessionStorage.setItem(keys.notice, '1');
  }

  /** Clears the tokens and the notice flag; `revoke` also ends the session on the server. */
  function signOut({
    returnHere = false,
    revoke = false,
    reason = null,
  }: {
    returnHere?: boolean;
    revoke?: boolean;
    reason?: string | string[] | null;
  }): void {
    const token = accessToken();
    if (revoke && token) {
      // Best effort: the local sign-out must not wait for, or fail with, the network.
      void fetch(config.logoutPath, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    }
    clearTokens();
    useSession.setState({ status: 'signedOut', accessToken: null, returnHere, reason });
  }

  /** One call to the token endpoint with the app's client; a refusal is thrown as an ApiError in the app's words. */
  async function grant(body: Record<string, string>): Promise<TokenResponse> {
    const response = await send(config.tokenPath, {
      method: 'POST',
      body: { ...body, ...config.client },
      query: undefined,
      signal: undefined,
      headers: { accept: 'application/json' },
      token: null,
    });
    const payload = response ? await readBody(response) : undefined;
    if (response?.ok) return payload as TokenResponse;
    throw new ApiError(response?.status, payload, config.describe(response?.status, payload).text);
  }

  /** Password grant; errors are left to the caller (the sign-in form shows them in place). */
  const passwordGrant = (username: string, password: string): Promise<TokenResponse> =>
    grant({ grant_type: 'password', username, password, scope: '' });

  /**
   * On start without an access token: an unexpired refresh token restores the session (the server rotates
   * it, and the browser's limit starts again); otherwise, or when refused, the session ends.
   */
  async function restoreSession(): Promise<void> {
    if (useSession.getState().status !== 'restoring') return;
    const refresh = readRefresh();
    if (!unexpired(refresh)) return signOut({ returnHere: true });
    try {
      activate(await grant({ grant_type: 'refresh_token', refresh_token: refresh.token }));
    } catch (error) {
      // Unreachable is worth saying; a refused refresh token just means signing in again.
      const unreachable = error instanceof ApiError && error.status === undefined;
      signOut({ returnHere: true, reason: unreachable ? error.text : null });
    }
  }

  return { useSession, accessToken, startSession, signOut, passwordGrant, restoreSession };
}
