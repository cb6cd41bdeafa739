import type { TokenResponse } from '@tyreline/domain/contract/auth';
import { http } from '../../../lib/http.ts';
import { WEB_CLIENT } from '../../../lib/session.ts';

/** Accepts a team invitation with the invitee's new password; answers tokens like a password grant. */
export function acceptInvitation(
  token: string,
  body: { name?: string; password: string; password_confirmation: string },
): Promise<TokenResponse> {
  return http<TokenResponse>(`/api/invites/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: { ...body, ...WEB_CLIENT },
    silent: true,
    auth: false,
  });
}
