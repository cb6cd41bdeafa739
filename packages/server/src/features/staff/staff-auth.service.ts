import type { TokenRequest, TokenResponse } from '@tyreline/domain/contract/auth';
import { MESSAGES } from '@tyreline/domain/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createTokenGrants, type AuthSettings } from '../auth/auth.service.ts';
import { hashToken } from '../auth/tokens.ts';
import { createStaffAuthRepository, type StaffCaller } from './staff-auth.repository.ts';

export const STAFF_DISABLED = 'This staff sign-in has been disabled. Ask an administrator.';

/** Staff sign-in: the customer's token grants and rules over `staff_users`, through the back-office client. */
export function createStaffAuthService(db: Db, settings: AuthSettings) {
  const staff = createStaffAuthRepository(db);
  const sessions = createAuthRepository(db);
  const grants = createTokenGrants(db, settings, {
    kind: 'staff',
    findForLogin: staff.findForLogin,
    createSession: staff.createSession,
    isDisabled: staff.isDisabled,
    disabledError: () => new AppError('unauthenticated', STAFF_DISABLED),
  });

  return {
    token(body: TokenRequest, address: string): Promise<TokenResponse> {
      return grants.token(body, address);
    },

    /** The staff member behind an access token; 401 for a missing, customer, expired, revoked or disabled one. */
    async authenticate(authorization: string | undefined): Promise<StaffCaller> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      const caller = match ? await staff.callerByAccessToken(hashToken(match[1]!)) : undefined;
      if (!caller) throw new AppError('unauthenticated', MESSAGES.loginExpired);
      return caller;
    },

    logout(caller: StaffCaller): Promise<void> {
      return sessions.revokeSession(caller.sessionId, 'logout');
    },
  };
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
