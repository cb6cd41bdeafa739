import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { brandOption, ProductType } from '@tyreline/domain/contract/catalogue';
import { http } from '../../../lib/http.ts';

export type Brand = z.infer<typeof brandOption>;

/** The brands the department carries for one product type (the tab). */
export const brandsQuery = (type: ProductType) =>
  queryOptions({
    queryKey: ['options', 'brands', type],
    queryFn: ({ signal }) =>
      http<{ data: Brand[] }>('/api/cus/brands', { signal, query: { type }, silent: true }),
    select: (answer) => answer.data,
    staleTime: 30 * 60_000,
  });

export function useBrands(type: ProductType) {
  return useQuery(brandsQuery(type));
}
