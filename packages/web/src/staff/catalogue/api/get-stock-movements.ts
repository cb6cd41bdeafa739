import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { StockMovement } from '@tyreline/domain/contract/staff-catalogue';
import type { StockMovementKind } from '@tyreline/domain/stock-ledger';
import { staffHttp } from '../../session/staff-http.ts';
import { productsKey } from './product-write.ts';

/** Which of a product's movements to show: a page, optionally one warehouse's or one kind's. */
export interface MovementFilter {
  page: number;
  warehouse_id?: number | undefined;
  kind?: StockMovementKind | undefined;
}

export const getStockMovements = (id: number, filter: MovementFilter, signal?: AbortSignal) =>
  staffHttp<{ data: StockMovement[]; meta: PaginationMeta }>(`/api/staff/products/${id}/stock-movements`, {
    signal,
    query: { ...filter },
  });

export function useStockMovements(id: number, filter: MovementFilter) {
  return useQuery({
    queryKey: [...productsKey, 'detail', id, 'movements', filter],
    queryFn: ({ signal }) => getStockMovements(id, filter, signal),
    placeholderData: keepPreviousData,
  });
}
