import type { CustomerUser } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { useAccountWrite } from './account-write.ts';

export const setAccountUserStatus = (id: number, userId: number, disabled: boolean) =>
  staffHttp<{ data: CustomerUser }>(`/api/staff/accounts/${id}/users/${userId}/status`, {
    method: 'POST',
    body: { disabled },
  });

export const useSetAccountUserStatus = (id: number) =>
  useAccountWrite(({ userId, disabled }: { userId: number; disabled: boolean }) =>
    setAccountUserStatus(id, userId, disabled),
  );
