import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { StaffProductSummary } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { productsKey } from './product-write.ts';

export const getStaffProducts = (filters: Record<string, string>, signal?: AbortSignal) =>
  staffHttp<{ data: StaffProductSummary[]; meta: PaginationMeta }>('/api/staff/products', {
    signal,
    query: filters,
  });

export function useStaffProducts(filters: Record<string, string>) {
  return useQuery({
    queryKey: [...productsKey, 'list', filters],
    queryFn: ({ signal }) => getStaffProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
