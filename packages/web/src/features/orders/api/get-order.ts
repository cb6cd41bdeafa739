import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => http<{ data: Order }>(`/api/cus/orders/${id}`, { signal }),
    select: (answer) => answer.data,
  });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
}
