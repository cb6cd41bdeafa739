import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { StaffAccountListQuery, StaffAccountSummary } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { accountsKey } from './account-write.ts';

export type StaffAccountFilters = Partial<StaffAccountListQuery>;

export const getStaffAccounts = (filters: StaffAccountFilters, signal?: AbortSignal) =>
  staffHttp<{ data: StaffAccountSummary[]; meta: PaginationMeta }>('/api/staff/accounts', {
    signal,
    query: { ...filters },
  });

export function useStaffAccounts(filters: StaffAccountFilters) {
  return useQuery({
    queryKey: [...accountsKey, 'list', filters],
    queryFn: ({ signal }) => getStaffAccounts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
