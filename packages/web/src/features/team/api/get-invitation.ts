import { useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

/** Who an invitation link is for; its refusal (used, expired, unknown) is shown on the page. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      http<{ data: InvitationPreview }>(`/api/invites/${encodeURIComponent(token)}`, {
        signal,
        silent: true,
        auth: false,
      }),
    select: (answer) => answer.data,
    retry: false,
  });
}
