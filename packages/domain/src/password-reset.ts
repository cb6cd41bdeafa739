/** The fixed texts of the password reset, without zod, so the sign-in pages can say them and stay small. */

/** The one answer to a reset request, whether or not the address has a sign-in (no account enumeration). */
export const PASSWORD_RESET_SENT =
  'If that address has a sign-in, we have sent it a link to choose a new password. The link works once, within an hour.';

/** The answer to a link used, expired or never issued. */
export const PASSWORD_RESET_LINK_INVALID =
  'This reset link has expired or was already used. Ask for a new one.';

/** What the sign-in page says after a reset. */
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with the new one.';
