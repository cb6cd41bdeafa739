import { refreshGrant } from './oauth-client.ts';
import { signOut, useSession } from './session.ts';
import { readRefresh, storeTokens } from './session-storage.ts';

/** On start without an access token: an unexpired refresh token restores the session and extends it by 3 hours. */
export async function restoreSession(): Promise<void> {
  if (useSession.getState().status !== 'restoring') return;
  const refresh = readRefresh();
  if (!refresh || refresh.expiresAt <= Date.now()) {
    signOut({ returnHere: true });
    return;
  }
  try {
    const tokens = await refreshGrant(refresh.token);
    storeTokens(tokens.access_token, tokens.refresh_token);
    useSession.setState({
      status: 'active',
      accessToken: tokens.access_token,
      returnHere: false,
      reason: null,
    });
  } catch {
    signOut({ returnHere: true });
  }
}
