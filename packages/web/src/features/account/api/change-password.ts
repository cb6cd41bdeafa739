import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@tyreline/domain/contract/auth';
import { http } from '../../../lib/http.ts';

/** Field errors come back as a 422 and are shown on the form, so the call itself stays silent. */
export function changePassword(request: ChangePasswordRequest): Promise<unknown> {
  return http('/api/cus/change-password', { method: 'POST', body: request, silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
