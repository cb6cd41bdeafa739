import { createHttpClient } from '../../lib/http-client.ts';
import { describeStaffError } from './staff-errors.ts';
import { staffAccessToken, staffSignOut } from './staff-session.ts';

/** The back office's calls: the staff token, the server's own message on failure, 401 → the staff sign-in. */
export const { http: staffHttp, download: staffDownload } = createHttpClient({
  accessToken: staffAccessToken,
  signOut: staffSignOut,
  describe: describeStaffError,
});
