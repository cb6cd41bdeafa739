import { ApiError } from '../../lib/http-client.ts';
import { createSession } from '../../lib/create-session.ts';
import { describeStaffError } from './staff-errors.ts';

/** The back office's own OAuth client; like the web client's, its secret identifies and protects nothing. */
export const BACK_OFFICE_CLIENT = {
  client_id: 'tyreline-back-office',
  client_secret: 'tyreline-back-office-secret',
} as const;

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
  keys: { access: 'tyreline.staff.accessToken', refresh: 'tyreline.staff.refreshToken' },
  tokenPath: '/api/staff/token',
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
