/**
 * Where the session lives in the browser (docs/product.md §2): the access token in session storage,
 * so it dies with the tab; the refresh token and its expiry in local storage, so a new tab can restore.
 */
const ACCESS_TOKEN_KEY = 'tyreline.accessToken';
const REFRESH_KEY = 'tyreline.refresh';
const NOTICE_FLAG_KEY = 'tyreline.showNotice';

/** docs/product.md §2: a restore extends the refresh token's life by 3 hours. */
export const REFRESH_EXTENSION_MS = 3 * 60 * 60 * 1000;

export interface StoredRefresh {
  token: string;
  expiresAt: number;
}

export function readAccessToken(): string | null {
  return sessionStorage.getItem(ACCESS_TOKEN_KEY);
}

export function readRefresh(): StoredRefresh | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REFRESH_KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as StoredRefresh).token === 'string' &&
      typeof (value as StoredRefresh).expiresAt === 'number'
    ) {
      return value as StoredRefresh;
    }
  } catch {
    // A corrupt entry is treated as no refresh token.
  }
  return null;
}

/** Stores a fresh token pair; the refresh token expires 3 hours from now. */
export function storeTokens(accessToken: string, refreshToken: string, now = Date.now()): void {
  sessionStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  const refresh: StoredRefresh = { token: refreshToken, expiresAt: now + REFRESH_EXTENSION_MS };
  localStorage.setItem(REFRESH_KEY, JSON.stringify(refresh));
}

export function clearTokens(): void {
  sessionStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_KEY);
  sessionStorage.removeItem(NOTICE_FLAG_KEY);
}

/** The notice flag is set at sign-in and cleared when the user closes the notice. */
export const noticeFlag = {
  isSet: (): boolean => sessionStorage.getItem(NOTICE_FLAG_KEY) === '1',
  set: (): void => sessionStorage.setItem(NOTICE_FLAG_KEY, '1'),
  clear: (): void => sessionStorage.removeItem(NOTICE_FLAG_KEY),
};
