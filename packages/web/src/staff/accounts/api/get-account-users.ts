import { useQuery } from '@tanstack/react-query';
import type { CustomerUser } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { accountsKey } from './account-write.ts';

export const getAccountUsers = (id: number, signal?: AbortSignal) =>
  staffHttp<{ data: CustomerUser[] }>(`/api/staff/accounts/${id}/users`, { signal });

export function useAccountUsers(id: number) {
  return useQuery({
    queryKey: [...accountsKey, 'detail', id, 'users'],
    queryFn: ({ signal }) => getAccountUsers(id, signal),
    select: (answer) => answer.data,
  });
}
