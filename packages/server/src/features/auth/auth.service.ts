import type { ChangePasswordRequest, TokenRequest, TokenResponse } from '@tyreline/domain/contract/auth';
import { MESSAGES } from '@tyreline/domain/messages';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { createAuthRepository, type Caller } from './auth.repository.ts';
import { createLoginThrottle, type ThrottleLimits } from './login-throttle.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, matchesHash, newToken } from './tokens.ts';

export interface AuthSettings extends ThrottleLimits {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

const WRONG_CREDENTIALS = 'The username or password is incorrect.';
const BAD_CLIENT = 'Client authentication failed.';
const BAD_REFRESH = 'The refresh token is invalid or has expired.';

export function createAuthService(db: Db, settings: AuthSettings) {
  const repo = createAuthRepository(db);
  const throttle = createLoginThrottle(db, settings);

  async function checkClient(clientId: string, secret: string): Promise<void> {
    const client = await repo.findClient(clientId);
    if (!client || !matchesHash(secret, client.secretHash)) throw new AppError('unauthenticated', BAD_CLIENT);
  }

  async function issueTokens(sessionId: number): Promise<TokenResponse> {
    const access = newToken();
    const refresh = newToken();
    const now = Date.now();
    await repo.insertTokens(sessionId, [
      {
        hash: hashToken(access),
        kind: 'access',
        expiresAt: new Date(now + settings.accessTokenTtlSeconds * 1000),
      },
      {
        hash: hashToken(refresh),
        kind: 'refresh',
        expiresAt: new Date(now + settings.refreshTokenTtlSeconds * 1000),
      },
    ]);
    return {
      token_type: 'Bearer',
      expires_in: settings.accessTokenTtlSeconds,
      access_token: access,
      refresh_token: refresh,
    };
  }

  async function passwordGrant(
    body: Extract<TokenRequest, { grant_type: 'password' }>,
    address: string,
  ): Promise<TokenResponse> {
    await checkClient(body.client_id, body.client_secret);
    if (await throttle.isLocked(body.username, address)) {
      throw new AppError('too_many_attempts', MESSAGES.tooManyAttempts);
    }
    const user = await repo.findUserForLogin(body.username);
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !passwordOk) {
      await throttle.recordFailure(body.username, address);
      throw new AppError('unauthenticated', WRONG_CREDENTIALS);
    }
    await throttle.recordSuccess(body.username);
    if (user.accountDisabled) throw new AppError('account_disabled', MESSAGES.accountDisabled);
    return issueTokens(await repo.createSession(user.id, body.client_id));
  }

  async function refreshGrant(
    body: Extract<TokenRequest, { grant_type: 'refresh_token' }>,
  ): Promise<TokenResponse> {
    await checkClient(body.client_id, body.client_secret);
    const hash = hashToken(body.refresh_token);
    const consumed = await repo.consumeRefreshToken(hash);
    if (!consumed) {
      // Unknown, or already rotated: a rotated token presented again means it leaked, so end that session.
      const sessionId = await repo.findTokenSession(hash);
      if (sessionId !== undefined) await repo.revokeSession(sessionId, 'refresh token reused');
      throw new AppError('unauthenticated', BAD_REFRESH);
    }
    if (consumed.expired || consumed.revoked || consumed.client_id !== body.client_id) {
      throw new AppError('unauthenticated', BAD_REFRESH);
    }
    const owner = await repo.sessionUser(consumed.session_id);
    if (owner?.accountDisabled) {
      await repo.revokeSession(consumed.session_id, 'account disabled');
      throw new AppError('account_disabled', MESSAGES.accountDisabled);
    }
    return issueTokens(consumed.session_id);
  }

  return {
    token(body: TokenRequest, address: string): Promise<TokenResponse> {
      return body.grant_type === 'password' ? passwordGrant(body, address) : refreshGrant(body);
    },

    /** The caller behind an access token; 401 if missing, unknown, expired or revoked, 499 if disabled. */
    async authenticate(authorization: string | undefined): Promise<Caller> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match) throw new AppError('unauthenticated', MESSAGES.loginExpired);
      const caller = await repo.callerByAccessToken(hashToken(match[1]!));
      if (!caller) throw new AppError('unauthenticated', MESSAGES.loginExpired);
      if (caller.accountDisabled) throw new AppError('account_disabled', MESSAGES.accountDisabled);
      return caller;
    },

    logout(caller: Caller): Promise<void> {
      return repo.revokeSession(caller.sessionId, 'logout');
    },

    async changePassword(caller: Caller, body: ChangePasswordRequest): Promise<void> {
      const user = await repo.findUserById(caller.userId);
      if (!user || !(await verifyPassword(body.old_password, user.passwordHash))) {
        throw invalid({ old_password: ['The old password is incorrect'] });
      }
      await repo.updatePassword(user.id, await hashPassword(body.new_password));
      // Other devices signed in with the old password are signed out; this one stays.
      await repo.revokeOtherSessions(user.id, caller.sessionId, 'password changed');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
