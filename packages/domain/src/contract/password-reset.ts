import { z } from 'zod';
import { required } from '../messages.ts';
import { confirmsPassword, PASSWORD_MIN_LENGTH } from './auth.ts';
import { PASSWORD_RESET_LINK_INVALID } from '../password-reset.ts';
import { requiredText as requiredTrimmed, text } from './common.ts';

export const PASSWORD_RESET_LABELS = {
  email: 'Email',
  password: 'New password',
  password_confirmation: 'Confirm new password',
} as const;

/** A password field: spaces count, so it is never trimmed; an empty one gets only the required message. */
const requiredText = (label: string, max = 200) => text(max).min(1, { error: required(label), abort: true });

/** "Forgot password?": the address the person signs in with (customer usernames are e-mail addresses). */
export const passwordResetRequest = z.object({
  email: requiredTrimmed(PASSWORD_RESET_LABELS.email, 254),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** The reset link's form: the same password rules and messages as change-password. */
export const passwordResetConfirmation = z
  .object({
    token: text(200).min(1, PASSWORD_RESET_LINK_INVALID),
    password: requiredText(PASSWORD_RESET_LABELS.password).min(
      PASSWORD_MIN_LENGTH,
      `New password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
    password_confirmation: requiredText(PASSWORD_RESET_LABELS.password_confirmation),
  })
  .superRefine(confirmsPassword('password', 'password_confirmation'));
export type PasswordResetConfirmation = z.infer<typeof passwordResetConfirmation>;

export const passwordResetAnswer = z.object({ message: z.string() });
