import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { warehouseOption } from '@tyreline/domain/contract/catalogue';
import { http } from '../../../lib/http.ts';

export type Warehouse = z.infer<typeof warehouseOption>;

/** Every warehouse whose stock the account sees, the cross-stock one (Brisbane) included. */
export const allWarehousesQuery = queryOptions({
  queryKey: ['warehouses', 'all'],
  queryFn: ({ signal }) =>
    http<{ data: Warehouse[] }>('/api/cus/warehouses', { signal, query: { all: true }, silent: true }),
  select: (answer) => answer.data,
  staleTime: 30 * 60_000,
});

export function useAllWarehouses() {
  return useQuery(allWarehousesQuery);
}
