import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseAvailability } from '@tyreline/domain/cart';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import { http } from '../../../lib/http.ts';

/** A catalogue product as GET /api/cus/products answers it (DESIGN.md section 3). */
export interface Product {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  type: 'tyre' | 'wheel' | 'accessory';
  brand: { id: number; name: string; icon: string | null } | null;
  width?: number | null;
  profile?: number | null;
  rim?: number | null;
  load_index?: string | number | null;
  speed_rating?: string | null;
  warehouse_availability: WarehouseAvailability[];
}

export interface ProductFilters {
  type: 'tyre' | 'wheel';
  size?: string;
  page: number;
  per_page: number;
}

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', filters],
    queryFn: ({ signal }) =>
      http<{ data: Product[]; meta: PaginationMeta }>('/api/cus/products', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export function useProducts(filters: ProductFilters) {
  return useQuery(productsQuery(filters));
}
