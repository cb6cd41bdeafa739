import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberUpdate, TeamMember } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

/** A user's role and order limit; field errors are shown on the dialog's form. */
export async function updateMember({ id, ...body }: MemberUpdate & { id: number }): Promise<TeamMember> {
  const { data } = await http<{ data: TeamMember }>(`/api/cus/team/members/${id}`, {
    method: 'PUT',
    body,
    inline: true,
  });
  return data;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
