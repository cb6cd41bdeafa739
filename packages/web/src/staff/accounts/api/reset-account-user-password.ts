import type { CustomerUser } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { useAccountWrite } from './account-write.ts';

export const resetAccountUserPassword = (id: number, userId: number, password: string) =>
  staffHttp<{ data: CustomerUser }>(`/api/staff/accounts/${id}/users/${userId}/password`, {
    method: 'POST',
    body: { password },
    inline: true,
  });

export const useResetAccountUserPassword = (id: number) =>
  useAccountWrite(({ userId, password }: { userId: number; password: string }) =>
    resetAccountUserPassword(id, userId, password),
  );
