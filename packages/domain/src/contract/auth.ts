import { z } from 'zod';
import { required } from '../messages.ts';
import { text } from './common.ts';

export const passwordGrant = z.object({
  grant_type: z.literal('password'),
  client_id: text(100),
  client_secret: text(200),
  username: text(254).min(1),
  password: text(200).min(1),
  scope: text(200).optional(),
});

export const refreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: text(100),
  client_secret: text(200),
  refresh_token: text(200).min(1),
  scope: text(200).optional(),
});

export const tokenRequest = z.discriminatedUnion('grant_type', [passwordGrant, refreshGrant]);
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const PASSWORD_MIN_LENGTH = 8;

/** The change-password form's labels: the form shows them and the required messages are made from them. */
export const PASSWORD_LABELS = {
  old_password: 'Current password',
  new_password: 'New password',
  new_password_confirmation: 'Confirm new password',
} as const;

/** A required field: an empty one gets only the required message, never the other rules' as well. */
const requiredText = (label: string) => text(200).min(1, { error: required(label), abort: true });

/** Refuses a confirmation that differs from its password, on the confirmation's field (for `superRefine`). */
export function confirmsPassword<P extends string, C extends string>(password: P, confirmation: C) {
  return (value: Record<P | C, string | undefined>, ctx: z.RefinementCtx): void => {
    if (value[confirmation] && value[password] !== value[confirmation]) {
      ctx.addIssue({ code: 'custom', path: [confirmation], message: 'Password confirmation does not match' });
    }
  };
}

/** One schema for the change-password form and the server; the server adds the old-password check. */
export const changePasswordRequest = z
  .object({
    old_password: requiredText(PASSWORD_LABELS.old_password),
    new_password: requiredText(PASSWORD_LABELS.new_password).min(
      PASSWORD_MIN_LENGTH,
      `New password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
    new_password_confirmation: requiredText(PASSWORD_LABELS.new_password_confirmation),
  })
  .superRefine((value, ctx) => {
    if (value.new_password && value.new_password === value.old_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password'],
        message: 'New password must be different from the old password',
      });
    }
    confirmsPassword('new_password', 'new_password_confirmation')(value, ctx);
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The signed-in user's own password again, e.g. to leave the counter's customer view. */
export const confirmPasswordRequest = z.object({ password: text(200).min(1, 'Password is required') });
export type ConfirmPasswordRequest = z.infer<typeof confirmPasswordRequest>;
