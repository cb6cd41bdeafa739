import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CappedPaginationMeta } from '@tyreline/domain/contract/common';
import type { StaffOrderListQuery, StaffOrderSummary } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../../session/staff-http.ts';

export type StaffOrderFilters = Partial<StaffOrderListQuery>;

export const getStaffOrders = (filters: StaffOrderFilters, signal?: AbortSignal) =>
  staffHttp<{ data: StaffOrderSummary[]; meta: CappedPaginationMeta }>('/api/staff/orders', {
    signal,
    query: { ...filters },
  });

export function useStaffOrders(filters: StaffOrderFilters) {
  return useQuery({
    queryKey: ['staff', 'orders', 'list', filters],
    queryFn: ({ signal }) => getStaffOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}
