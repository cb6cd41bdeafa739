import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** The wheel centre bores (mm) the department carries. */
export const centerBoresQuery = queryOptions({
  queryKey: ['options', 'center-bores'],
  queryFn: ({ signal }) => http<{ data: number[] }>('/api/cus/center_bore', { signal, silent: true }),
  select: (answer) => answer.data,
  staleTime: 30 * 60_000,
});

export function useCenterBores() {
  return useQuery(centerBoresQuery);
}
