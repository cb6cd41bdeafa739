import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvitation, InvitationRequest } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

/** Field errors come back as a 422 and are shown on the dialog's form. */
export async function inviteUser(request: InvitationRequest): Promise<CreatedInvitation> {
  const { data } = await http<{ data: CreatedInvitation }>('/api/cus/team/invitations', {
    method: 'POST',
    body: request,
    inline: true,
  });
  return data;
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
