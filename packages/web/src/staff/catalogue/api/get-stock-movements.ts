import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { StockMovement } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { productsKey } from './product-write.ts';

export const getStockMovements = (id: number, page: number, signal?: AbortSignal) =>
  staffHttp<{ data: StockMovement[]; meta: PaginationMeta }>(`/api/staff/products/${id}/stock-movements`, {
    signal,
    query: { page },
  });

export function useStockMovements(id: number, page: number) {
  return useQuery({
    queryKey: [...productsKey, 'detail', id, 'movements', page],
    queryFn: ({ signal }) => getStockMovements(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
