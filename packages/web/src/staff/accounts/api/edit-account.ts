import type { AccountEdit, StaffAccount } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { useAccountWrite } from './account-write.ts';

export const editAccount = (id: number, body: AccountEdit) =>
  staffHttp<{ data: StaffAccount }>(`/api/staff/accounts/${id}`, { method: 'PUT', body, inline: true });

export const useEditAccount = (id: number) => useAccountWrite((body: AccountEdit) => editAccount(id, body));
