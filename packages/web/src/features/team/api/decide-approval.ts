import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Approval } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

/** Approve places the order now, or reject with a reason; a refusal is shown on the request it concerns. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      http<{ data: Approval }>(`/api/cus/approvals/${id}/${decision}`, {
        method: 'POST',
        body: decision === 'reject' ? { reason } : undefined,
        inline: true,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
