import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@tyreline/domain/contract/account';
import { teamMay, type TeamPermission } from '@tyreline/domain/team';
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

/** Whether the signed-in user's team role allows `permission`, by the domain's table; undefined until the account loads. */
export function useTeamMay(permission: TeamPermission): boolean | undefined {
  const role = useAccount().data?.role;
  return role === undefined ? undefined : teamMay(role, permission);
}
