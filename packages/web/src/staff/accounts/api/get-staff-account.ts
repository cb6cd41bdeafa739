import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAccount } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { accountsKey } from './account-write.ts';

export const getStaffAccount = (id: number, signal?: AbortSignal) =>
  staffHttp<{ data: StaffAccount }>(`/api/staff/accounts/${id}`, { signal });

export const staffAccountQuery = (id: number) =>
  queryOptions({
    queryKey: [...accountsKey, 'detail', id],
    queryFn: ({ signal }) => getStaffAccount(id, signal),
    select: (answer) => answer.data,
  });

export function useStaffAccount(id: number) {
  return useQuery(staffAccountQuery(id));
}
