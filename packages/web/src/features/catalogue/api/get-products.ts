import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@tyreline/domain/contract/catalogue';
import { http } from '../../../lib/http.ts';

/** `GET /api/cus/products` (tyres and wheels) or `/api/cus/accessories` with the shop's filters as they are in the URL. */
export const productsQuery = (
  path: '/api/cus/products' | '/api/cus/accessories',
  query: Record<string, string | number>,
) =>
  queryOptions({
    queryKey: ['products', path, query],
    queryFn: ({ signal }) => http<ProductPage>(path, { signal, query, inline: true }),
    // The previous page stays on screen (marked busy) until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useProducts(
  path: '/api/cus/products' | '/api/cus/accessories',
  query: Record<string, string | number>,
  enabled = true,
) {
  return useQuery({ ...productsQuery(path, query), enabled });
}
