import { create } from 'zustand';
import type { TokenResponse } from '@tyreline/domain/contract/auth';
import { clearTokens, noticeFlag, readAccessToken, readRefresh, storeTokens } from './session-storage.ts';

export type SessionStatus = 'restoring' | 'active' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  /** After a sign-out the app goes to /login; when true it carries ?target=<the URL the user was on>. */
  returnHere: boolean;
  /** Why the app signed the user out (an error or the idle timeout), for the login page to say. */
  reason: string | string[] | null;
}

/** The state on start, decided synchronously from storage (docs/product.md §2). */
function initialState(): SessionState {
  const accessToken = readAccessToken();
  if (accessToken) return { status: 'active', accessToken, returnHere: false, reason: null };
  const refresh = readRefresh();
  if (refresh && refresh.expiresAt > Date.now()) {
    return { status: 'restoring', accessToken: null, returnHere: true, reason: null };
  }
  clearTokens();
  return { status: 'signedOut', accessToken: null, returnHere: true, reason: null };
}

export const useSession = create<SessionState>()(() => initialState());

export function accessToken(): string | null {
  return useSession.getState().accessToken;
}

/** After a password grant: keep the tokens and raise the notice flag for this browser session. */
export function startSession(tokens: TokenResponse): void {
  storeTokens(tokens.access_token, tokens.refresh_token);
  noticeFlag.set();
  useSession.setState({
    status: 'active',
    accessToken: tokens.access_token,
    returnHere: false,
    reason: null,
  });
}

/**
 * Clears the token, the refresh token and the notice flag; the account leaves with the query cache
 * (the providers clear it on sign-out). `revoke` also ends the session on the server.
 */
export function signOut({
  returnHere,
  revoke = false,
  reason = null,
}: {
  returnHere: boolean;
  revoke?: boolean;
  reason?: string | string[] | null;
}): void {
  const token = useSession.getState().accessToken;
  if (revoke && token) {
    // Best effort: the local sign-out must not wait for, or fail with, the network.
    void fetch('/api/cus/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  clearTokens();
  useSession.setState({ status: 'signedOut', accessToken: null, returnHere, reason });
}
