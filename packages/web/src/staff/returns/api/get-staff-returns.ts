import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { StaffReturnListQuery, StaffReturnSummary } from '@tyreline/domain/contract/returns';
import { staffHttp } from '../../session/staff-http.ts';

export type StaffReturnFilters = Partial<StaffReturnListQuery>;

export const getStaffReturns = (filters: StaffReturnFilters, signal?: AbortSignal) =>
  staffHttp<{ data: StaffReturnSummary[]; meta: PaginationMeta }>('/api/staff/returns', {
    signal,
    query: { ...filters },
  });

export function useStaffReturns(filters: StaffReturnFilters) {
  return useQuery({
    queryKey: ['staff', 'returns', 'list', filters],
    queryFn: ({ signal }) => getStaffReturns(filters, signal),
    placeholderData: keepPreviousData,
  });
}
