import { useQuery } from '@tanstack/react-query';
import type { StaffProductSummary } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';

/** Active products whose SKU or name matches, from the staff catalogue's search, to add to an order. */
export const findOrderProducts = (q: string, signal?: AbortSignal) =>
  staffHttp<{ data: StaffProductSummary[] }>('/api/staff/products', {
    signal,
    query: { q, status: 'active', per_page: 10 },
  });

export function useOrderProductSearch(q: string) {
  return useQuery({
    queryKey: ['staff', 'orders', 'product-search', q],
    queryFn: ({ signal }) => findOrderProducts(q, signal),
    enabled: q.trim().length >= 2,
    select: (answer) => answer.data,
  });
}
