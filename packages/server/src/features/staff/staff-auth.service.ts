import type { TokenRequest, TokenResponse } from '@tyreline/domain/contract/auth';
import { MESSAGES } from '@tyreline/domain/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createTokenGrants, type AuthSettings } from '../auth/auth.service.ts';
import { createCallerCache } from '../../lib/caller-cache.ts';
import { bearerTokenHash } from '../../lib/tokens.ts';
import { createStaffAuthRepository, type StaffCaller } from './staff-auth.repository.ts';

export const STAFF_DISABLED = 'This staff sign-in has been disabled. Ask an administrator.';

/**
 * Staff sign-in: the customer's token grants and rules over `staff_users`, through the back-office client.
 * Checked tokens are cached as customers' are: a role change, a disabled sign-in or a session ended by
 * another process takes effect within `callerCacheMs`; a sign-out here at once.
 */
export function createStaffAuthService(db: Db, settings: AuthSettings) {
  const staff = createStaffAuthRepository(db);
  const sessions = createAuthRepository(db);
  const callers = createCallerCache(settings.callerCacheMs, staff.callerByAccessToken);
  const grants = createTokenGrants(
    db,
    settings,
    {
      kind: 'staff',
      findForLogin: staff.findForLogin,
      createSession: staff.createSession,
      isDisabled: staff.isDisabled,
      disabledError: () => new AppError('unauthenticated', STAFF_DISABLED),
    },
    callers.forgetSession,
  );

  return {
    token(body: TokenRequest, address: string): Promise<TokenResponse> {
      return grants.token(body, address);
    },

    /** The staff member behind an access token; 401 for a missing, customer, expired, revoked or disabled one. */
    async authenticate(authorization: string | undefined): Promise<StaffCaller> {
      const tokenHash = bearerTokenHash(authorization);
      const caller = tokenHash === undefined ? undefined : await callers.get(tokenHash);
      if (!caller) throw new AppError('unauthenticated', MESSAGES.loginExpired);
      return caller;
    },

    /** Drops the cached tokens of a member of staff this process just changed (role, sign-in, password). */
    forgetStaff(staffId: number): void {
      callers.forget((caller) => caller.staffId === staffId);
    },

    async logout(caller: StaffCaller): Promise<void> {
      await sessions.revokeSession(caller.sessionId, 'logout');
      callers.forgetSession(caller.sessionId);
    },
  };
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
