import { create } from 'zustand';
import type { TokenResponse } from '@tyreline/domain/contract/auth';

/**
 * The back office's session, kept apart from the customer's (its own storage keys): a supplier's PC may
 * have both open. Like the customer's, the access token dies with the tab and the refresh token restores.
 */
const ACCESS_KEY = 'tyreline.staff.accessToken';
const REFRESH_KEY = 'tyreline.staff.refreshToken';

/** The back office's own OAuth client; like the web client's, its secret identifies and protects nothing. */
export const BACK_OFFICE_CLIENT = {
  client_id: 'tyreline-back-office',
  client_secret: 'tyreline-back-office-secret',
} as const;

export type StaffSessionStatus = 'restoring' | 'active' | 'signedOut';

interface StaffSessionState {
  status: StaffSessionStatus;
  accessToken: string | null;
  /** Why the back office signed out, for the sign-in page to say. */
  reason: string | null;
}

function initialState(): StaffSessionState {
  const accessToken = sessionStorage.getItem(ACCESS_KEY);
  if (accessToken) return { status: 'active', accessToken, reason: null };
  return {
    status: localStorage.getItem(REFRESH_KEY) ? 'restoring' : 'signedOut',
    accessToken: null,
    reason: null,
  };
}

export const useStaffSession = create<StaffSessionState>()(() => initialState());

export const staffAccessToken = () => useStaffSession.getState().accessToken;

export function startStaffSession(tokens: TokenResponse): void {
  sessionStorage.setItem(ACCESS_KEY, tokens.access_token);
  localStorage.setItem(REFRESH_KEY, tokens.refresh_token);
  useStaffSession.setState({ status: 'active', accessToken: tokens.access_token, reason: null });
}

export function staffSignOut({
  revoke = false,
  reason = null,
}: {
  revoke?: boolean;
  reason?: string | null;
}): void {
  const token = staffAccessToken();
  if (revoke && token) {
    void fetch('/api/staff/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  sessionStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  useStaffSession.setState({ status: 'signedOut', accessToken: null, reason });
}

async function tokenCall(body: Record<string, string>): Promise<Response> {
  return fetch('/api/staff/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...BACK_OFFICE_CLIENT, ...body }),
  });
}

/** Signs staff in; answers the server's message when it refuses. */
export async function staffPasswordGrant(username: string, password: string): Promise<string | null> {
  try {
    const response = await tokenCall({ grant_type: 'password', username, password });
    const body = (await response.json()) as TokenResponse & { message?: string | string[] };
    if (!response.ok) return ([] as string[]).concat(body.message ?? 'Sign-in failed.').join(' ');
    startStaffSession(body);
    return null;
  } catch {
    return 'The server cannot be reached. Check the connection and try again.';
  }
}

/** A new tab: trade the stored refresh token for a new pair, or sign out. */
export async function restoreStaffSession(): Promise<void> {
  const refresh = localStorage.getItem(REFRESH_KEY);
  if (useStaffSession.getState().status !== 'restoring' || !refresh) return;
  try {
    const response = await tokenCall({ grant_type: 'refresh_token', refresh_token: refresh });
    if (!response.ok) return staffSignOut({});
    startStaffSession((await response.json()) as TokenResponse);
  } catch {
    staffSignOut({ reason: 'The server cannot be reached. Check the connection and try again.' });
  }
}
