import type { TokenResponse } from '@tyreline/domain/contract/auth';
import { http } from './http.ts';

/** The web app's OAuth client; a browser cannot keep a secret, so this identifies the client and protects nothing. */
const CLIENT = { client_id: 'tyreline-web', client_secret: 'tyreline-web-secret' } as const;

/** Password grant; errors are left to the caller (the login form shows them in place). */
export function passwordGrant(username: string, password: string): Promise<TokenResponse> {
  return http<TokenResponse>('/oauth/token', {
    method: 'POST',
    body: { grant_type: 'password', ...CLIENT, username, password, scope: '' },
    silent: true,
    auth: false,
  });
}

/** Accepts a team invitation with the invitee's new password; answers tokens like a password grant. */
export function acceptInvitation(
  token: string,
  body: { name?: string; password: string; password_confirmation: string },
): Promise<TokenResponse> {
  return http<TokenResponse>(`/api/invites/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: { ...body, ...CLIENT },
    silent: true,
    auth: false,
  });
}

/** Refresh grant; the server rotates the refresh token, so the answer's pair replaces the stored one. */
export function refreshGrant(refreshToken: string): Promise<TokenResponse> {
  return http<TokenResponse>('/oauth/token', {
    method: 'POST',
    body: { grant_type: 'refresh_token', ...CLIENT, refresh_token: refreshToken },
    silent: true,
    auth: false,
  });
}
