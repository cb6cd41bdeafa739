import { messageForError } from '@tyreline/domain/messages';
import { createSession } from './create-session.ts';

export type { SessionStatus } from './create-session.ts';

import { REFRESH_EXTENSION_MS, SESSION_KEYS, WEB_CLIENT } from './session-config.ts';

export { REFRESH_EXTENSION_MS, WEB_CLIENT } from './session-config.ts';

const NOTICE_FLAG_KEY = SESSION_KEYS.notice;

/** The shop's session (docs/product.md §2). */
export const { useSession, accessToken, startSession, signOut, passwordGrant, restoreSession } =
  createSession({
    keys: SESSION_KEYS,
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
