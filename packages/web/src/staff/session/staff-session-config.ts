/**
 * The back office's session settings that the browser tests also need (they sign staff in as the app does,
 * without its form); no side effects, unlike `staff-session.ts`, which reads the browser's storage when it loads.
 */

/** The back office's own OAuth client; like the web client's, its secret identifies and protects nothing. */
export const BACK_OFFICE_CLIENT = {
  client_id: 'tyreline-back-office',
  client_secret: 'tyreline-back-office-secret',
} as const;

/** Its own storage keys, apart from the shop's: a supplier's PC may have both open. */
export const STAFF_SESSION_KEYS = {
  access: 'tyreline.staff.accessToken',
  refresh: 'tyreline.staff.refreshToken',
} as const;

export const STAFF_TOKEN_PATH = '/api/staff/token';
