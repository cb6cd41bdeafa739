import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      http<{ data: TeamMember }>(`/api/cus/team/members/${id}/status`, {
        method: 'POST',
        body: { disabled },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
