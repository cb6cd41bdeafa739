import type { PasswordResetRequest } from '@tyreline/domain/contract/password-reset';
import { http } from '../../../lib/http.ts';

/** Asks for a reset link; the answer is the same whether or not the address has a sign-in. */
export const requestPasswordReset = (body: PasswordResetRequest) =>
  http<{ message: string }>('/api/cus/password-reset', { method: 'POST', body, silent: true, auth: false });
