import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { warehouseOption } from '@tyreline/domain/contract/catalogue';
import { http } from '../../../lib/http.ts';

export type Warehouse = z.infer<typeof warehouseOption>;

/** The account's own warehouses (an order ships from, or is collected at, one of them; `pick_up` says which allow collection). */
export const warehousesQuery = queryOptions({
  queryKey: ['warehouses', 'own'],
  queryFn: ({ signal }) => http<{ data: Warehouse[] }>('/api/cus/warehouses', { signal }),
  select: (answer) => answer.data,
  staleTime: 30 * 60_000,
});

export function useWarehouses() {
  return useQuery(warehousesQuery);
}
