import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { OrderListQuery, OrderSummary } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

export type OrderFilters = Partial<OrderListQuery> & Pick<OrderListQuery, 'page' | 'per_page'>;

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: ['orders', 'list', filters],
    queryFn: ({ signal }) =>
      http<{ data: OrderSummary[]; meta: PaginationMeta }>('/api/cus/orders', {
        signal,
        query: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQuery(filters));
}
