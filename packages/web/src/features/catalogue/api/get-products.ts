import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@tyreline/domain/contract/catalogue';
import { http } from '../../../lib/http.ts';

export interface ProductFilters {
  type: 'tyre' | 'wheel';
  size?: string;
  page: number;
  per_page: number;
}

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', filters],
    queryFn: ({ signal }) => http<ProductPage>('/api/cus/products', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export function useProducts(filters: ProductFilters) {
  return useQuery(productsQuery(filters));
}
