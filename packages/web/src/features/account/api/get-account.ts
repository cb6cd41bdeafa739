import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@tyreline/domain/contract/account';
import { http } from '../../../lib/http.ts';

export const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: ({ signal }) => http<{ data: Account }>('/api/cus/account', { signal }),
  select: (answer) => answer.data,
  staleTime: 5 * 60_000,
});

export function useAccount() {
  return useQuery(accountQuery);
}
