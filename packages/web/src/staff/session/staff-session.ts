import { ApiError } from '../../lib/http-client.ts';
import { createSession } from '../../lib/create-session.ts';
import { BACK_OFFICE_CLIENT, STAFF_SESSION_KEYS, STAFF_TOKEN_PATH } from './staff-session-config.ts';
import { describeStaffError } from './staff-errors.ts';

/**
 * The back office's session, kept apart from the customer's (its own storage keys): a supplier's PC may
 * have both open. Like the customer's, the access token dies with the tab and the refresh token restores.
 */
export const {
  useSession: useStaffSession,
  accessToken: staffAccessToken,
  startSession: startStaffSession,
  signOut: staffSignOut,
  passwordGrant,
  restoreSession: restoreStaffSession,
} = createSession({
  keys: STAFF_SESSION_KEYS,
  tokenPath: STAFF_TOKEN_PATH,
  client: BACK_OFFICE_CLIENT,
  logoutPath: '/api/staff/logout',
  describe: describeStaffError,
});

/** Signs staff in; answers the server's message when it refuses. */
export async function staffPasswordGrant(username: string, password: string): Promise<string | null> {
  try {
    startStaffSession(await passwordGrant(username, password));
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.message : 'Sign-in failed.';
  }
}
