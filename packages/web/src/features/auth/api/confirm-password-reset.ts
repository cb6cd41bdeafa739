import type { PasswordResetConfirmation } from '@tyreline/domain/contract/password-reset';
import { http } from '../../../lib/http.ts';

/** Sets a new password with a reset link's token; every session of the user ends. */
export const confirmPasswordReset = (body: PasswordResetConfirmation) =>
  http<{ message: string }>('/api/cus/password-reset/confirm', {
    method: 'POST',
    body,
    silent: true,
    auth: false,
  });
