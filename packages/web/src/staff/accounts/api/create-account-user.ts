import type { CustomerUser, CustomerUserInput } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { useAccountWrite } from './account-write.ts';

export const createAccountUser = (id: number, body: CustomerUserInput) =>
  staffHttp<{ data: CustomerUser }>(`/api/staff/accounts/${id}/users`, {
    method: 'POST',
    body,
    inline: true,
  });

export const useCreateAccountUser = (id: number) =>
  useAccountWrite((body: CustomerUserInput) => createAccountUser(id, body));
