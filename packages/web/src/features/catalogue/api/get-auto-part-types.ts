import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { autoPartTypeOption } from '@tyreline/domain/contract/catalogue';
import { http } from '../../../lib/http.ts';

export type AutoPartType = z.infer<typeof autoPartTypeOption>;

/** The accessory auto-part types (code and display name). */
export const autoPartTypesQuery = queryOptions({
  queryKey: ['options', 'auto-part-types'],
  queryFn: ({ signal }) =>
    http<{ data: AutoPartType[] }>('/api/cus/auto-parts-type', { signal, silent: true }),
  select: (answer) => answer.data,
  staleTime: 30 * 60_000,
});

export function useAutoPartTypes() {
  return useQuery(autoPartTypesQuery);
}
