import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvitation } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

/** Sends a pending invitation again: a new link, mailed and answered; the old link stops working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http<{ data: CreatedInvitation }>(`/api/cus/team/invitations/${id}/resend`, { method: 'POST' }))
        .data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
