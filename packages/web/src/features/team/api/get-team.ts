import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

export const teamQuery = queryOptions({
  queryKey: ['team'],
  queryFn: ({ signal }) => http<{ data: Team }>('/api/cus/team', { signal }),
  select: (answer) => answer.data,
});

/** Only an owner asks: the server refuses everyone else. */
export function useTeam(enabled: boolean) {
  return useQuery({ ...teamQuery, enabled });
}
