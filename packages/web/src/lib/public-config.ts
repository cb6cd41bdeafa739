import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@tyreline/domain/contract/account';
import { http } from './http.ts';

/** docs/product.md §2's idle timeout; the server's /api/config may shorten it (tests do). */
export const DEFAULT_IDLE_TIMEOUT_MS = 10_800_000;

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => http<{ data: PublicConfig }>('/api/config', { signal, auth: false, silent: true }),
  select: (answer) => answer.data,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
