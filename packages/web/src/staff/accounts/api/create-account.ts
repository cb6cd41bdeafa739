import type { AccountInput, StaffAccount } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { useAccountWrite } from './account-write.ts';

export const createAccount = (body: AccountInput) =>
  staffHttp<{ data: StaffAccount }>('/api/staff/accounts', { method: 'POST', body, inline: true });

export const useCreateAccount = () => useAccountWrite(createAccount);
