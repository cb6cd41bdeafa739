import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryOption, ProductType } from '@tyreline/domain/contract/catalogue';
import { http } from '../../../lib/http.ts';

export type Category = z.infer<typeof categoryOption>;

/** The categories the department carries for one product type (the tab). */
export const categoriesQuery = (type: ProductType) =>
  queryOptions({
    queryKey: ['options', 'categories', type],
    queryFn: ({ signal }) =>
      http<{ data: Category[] }>('/api/cus/categories', { signal, query: { type }, silent: true }),
    select: (answer) => answer.data,
    staleTime: 30 * 60_000,
  });

export function useCategories(type: ProductType) {
  return useQuery(categoriesQuery(type));
}
