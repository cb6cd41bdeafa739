/**
 * The shop's session settings that the browser tests also need (they sign in as the app does, without its
 * form); no side effects, unlike `session.ts`, which reads the browser's storage when it loads.
 */

/** The web app's OAuth client; a browser cannot keep a secret, so this identifies the client and protects nothing. */
export const WEB_CLIENT = { client_id: 'tyreline-web', client_secret: 'tyreline-web-secret' } as const;

/** docs/product.md §2: a restore extends the refresh token's life by 3 hours. */
export const REFRESH_EXTENSION_MS = 3 * 60 * 60 * 1000;

/** Where the shop keeps its tokens and its once-per-session notice flag. */
export const SESSION_KEYS = {
  access: 'tyreline.accessToken',
  refresh: 'tyreline.refresh',
  notice: 'tyreline.showNotice',
} as const;
