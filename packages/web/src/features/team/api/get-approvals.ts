import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Approval } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

export const approvalsQuery = queryOptions({
  queryKey: ['approvals', 'list'],
  queryFn: ({ signal }) => http<{ data: Approval[] }>('/api/cus/approvals', { signal }),
  select: (answer) => answer.data,
});

export function useApprovals() {
  return useQuery(approvalsQuery);
}

/** How many requests wait for an owner: the account menu's badge (owners only). */
export function usePendingApprovalCount(enabled: boolean) {
  return useQuery({
    queryKey: ['approvals', 'pending-count'],
    queryFn: ({ signal }) =>
      http<{ data: { pending: number } }>('/api/cus/approvals/pending-count', { signal, silent: true }),
    select: (answer) => answer.data.pending,
    enabled,
    refetchInterval: 60_000,
  });
}
