import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** The wheel bolt patterns (PCD, e.g. '5x114.3') the department carries. */
export const boltPatternsQuery = queryOptions({
  queryKey: ['options', 'bolt-patterns'],
  queryFn: ({ signal }) => http<{ data: string[] }>('/api/cus/bolt_pattern', { signal, silent: true }),
  select: (answer) => answer.data,
  staleTime: 30 * 60_000,
});

export function useBoltPatterns() {
  return useQuery(boltPatternsQuery);
}
