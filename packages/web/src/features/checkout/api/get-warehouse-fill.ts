import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseFill } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

type Lines = { product_id: number; qty: number }[];

/** `POST /api/cus/warehouse-fill`: which of the cart's lines each of the account's warehouses holds enough of. */
export const warehouseFillQuery = (lines: Lines) =>
  queryOptions({
    queryKey: ['warehouse-fill', lines],
    queryFn: ({ signal }) =>
      http<{ data: WarehouseFill[] }>('/api/cus/warehouse-fill', {
        method: 'POST',
        body: { lines },
        signal,
        silent: true,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    enabled: lines.length > 0,
  });

export function useWarehouseFill(lines: Lines) {
  return useQuery(warehouseFillQuery(lines));
}
