import type { StaffAccount } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { useAccountWrite } from './account-write.ts';

export interface AccountStatusRequest {
  disabled: boolean;
  version: number;
}

export const setAccountStatus = (id: number, body: AccountStatusRequest) =>
  staffHttp<{ data: StaffAccount }>(`/api/staff/accounts/${id}/status`, {
    method: 'POST',
    body,
    inline: true,
  });

export const useSetAccountStatus = (id: number) =>
  useAccountWrite((body: AccountStatusRequest) => setAccountStatus(id, body));
