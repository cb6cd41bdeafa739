import { messageForError } from '@tyreline/domain/messages';
import { createSession } from './create-session.ts';

export type { SessionStatus } from './create-session.ts';

/** The web app's OAuth client; a browser cannot keep a secret, so this identifies the client and protects nothing. */
export const WEB_CLIENT = { client_id: 'tyreline-web', client_secret: 'tyreline-web-secret' } as const;

const NOTICE_FLAG_KEY = 'tyreline.showNotice';

/** docs/product.md §2: a restore extends the refresh token's life by 3 hours. */
export const REFRESH_EXTENSION_MS = 3 * 60 * 60 * 1000;

/** The shop's session (docs/product.md §2). */
export const { useSession, accessToken, startSession, signOut, passwordGrant, restoreSession } =
  createSession({
    keys: { access: 'tyreline.accessToken', refresh: 'tyreline.refresh', notice: NOTICE_FLAG_KEY },
    refreshLifetimeMs: REFRESH_EXTENSION_MS,
    tokenPath: '/oauth/token',
    client: WEB_CLIENT,
    logoutPath: '/api/cus/logout',
    describe: messageForError,
  });

/** The notice flag is set at sign-in and cleared when the user closes the notice. */
export const noticeFlag = {
  isSet: (): boolean => sessionStorage.getItem(NOTICE_FLAG_KEY) === '1',
  clear: (): void => sessionStorage.removeItem(NOTICE_FLAG_KEY),
};
