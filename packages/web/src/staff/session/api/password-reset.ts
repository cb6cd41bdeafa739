import type {
  PasswordResetConfirmation,
  PasswordResetRequest,
} from '@tyreline/domain/contract/password-reset';
import { staffHttp } from '../staff-http.ts';

/** Asks for a back-office reset link; the answer is the same whether or not the address has a staff sign-in. */
export const requestStaffPasswordReset = (body: PasswordResetRequest) =>
  staffHttp<{ message: string }>('/api/staff/password-reset', {
    method: 'POST',
    body,
    silent: true,
    auth: false,
  });

/** Sets a new staff password with a reset link's token; every session of that member of staff ends. */
export const confirmStaffPasswordReset = (body: PasswordResetConfirmation) =>
  staffHttp<{ message: string }>('/api/staff/password-reset/confirm', {
    method: 'POST',
    body,
    silent: true,
    auth: false,
  });
