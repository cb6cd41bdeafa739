import type {
  ChangePasswordRequest,
  ConfirmPasswordRequest,
  TokenRequest,
  TokenResponse,
} from '@tyreline/domain/contract/auth';
import { MESSAGES } from '@tyreline/domain/messages';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { PrincipalKind } from '../../db/schema/auth.ts';
import { createAuthRepository, type AuthRepository, type Caller } from './auth.repository.ts';
import { createCallerCache } from '../../lib/caller-cache.ts';
import { createLoginThrottle, type ThrottleLimits } from './login-throttle.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { bearerTokenHash, hashToken, matchesHash, newToken } from '../../lib/tokens.ts';

export interface AuthSettings extends ThrottleLimits {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a rotated refresh token may still be exchanged: two tabs restoring at once race for one token. */
  refreshReuseGraceSeconds: number;
  /** How long a checked access token may be trusted without the database (0 = check every call). */
  callerCacheMs: number;
}

const WRONG_CREDENTIALS = 'The username or password is incorrect.';
const BAD_CLIENT = 'Client authentication failed.';
const BAD_REFRESH = 'The refresh token is invalid or has expired.';

/** Whom a token endpoint signs in: customer users here, staff in features/staff. Sessions and tokens are shared. */
export interface Principal {
  kind: PrincipalKind;
  findForLogin(
    username: string,
  ): Promise<{ id: number; passwordHash: string; disabled: boolean } | undefined>;
  createSession(id: number, clientId: string): Promise<number>;
  /** Whether the person behind a session has been disabled since; undefined if the session is not this kind's. */
  isDisabled(sessionId: number): Promise<boolean | undefined>;
  /** The answer to a disabled person's sign-in or refresh. */
  disabledError(): AppError;
}

function customerPrincipal(repo: AuthRepository): Principal {
  return {
    kind: 'customer',
    async findForLogin(username) {
      const user = await repo.findUserForLogin(username);
      return user && { id: user.id, passwordHash: user.passwordHash, disabled: user.accountDisabled };
    },
    createSession: (userId, clientId) => repo.createSession(userId, clientId),
    isDisabled: async (sessionId) => (await repo.sessionUser(sessionId))?.accountDisabled,
    disabledError: () => new AppError('account_disabled', MESSAGES.accountDisabled),
  };
}

/**
 * The password and refresh_token grants of one kind of principal: opaque tokens stored as hashes, refresh
 * rotation with a grace window, sign-in throttling (decision 0003). A client signs in one kind only.
 */
export function createTokenGrants(
  db: Db,
  settings: AuthSettings,
  principal: Principal,
  /** Told of every session these grants revoke, so a cache of checked tokens can drop it at once. */
  sessionRevoked: (sessionId: number) => void = () => {},
) {
  const repo = createAuthRepository(db);

  async function revokeSession(sessionId: number, reason: string): Promise<void> {
    await repo.revokeSession(sessionId, reason);
    sessionRevoked(sessionId);
  }
  const throttle = createLoginThrottle(db, settings, principal.kind === 'customer' ? 'user' : principal.kind);

  async function checkClient(clientId: string, secret: string): Promise<void> {
    const client = await repo.findClient(clientId);
    if (!client || client.principal !== principal.kind || !matchesHash(secret, client.secretHash)) {
      throw new AppError('unauthenticated', BAD_CLIENT);
    }
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
    const user = await principal.findForLogin(body.username);
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !passwordOk) {
      await throttle.recordFailure(body.username, address);
      throw new AppError('unauthenticated', WRONG_CREDENTIALS);
    }
    await throttle.recordSuccess(body.username);
    if (user.disabled) throw principal.disabledError();
    return issueTokens(await principal.createSession(user.id, body.client_id));
  }

  /**
   * A refresh token presented after it was rotated. Within the grace window that is a benign race (two tabs
   * restoring at once) and it earns a pair of its own; later it can only have leaked, so its session ends.
   * An unknown token, or an access token sent as a refresh token, matches nothing and revokes nothing.
   */
  async function rotatedWithinGrace(hash: string) {
    const used = await repo.findUsedRefreshToken(hash, settings.refreshReuseGraceSeconds);
    if (!used) return undefined;
    if (used.within_grace) return used;
    await revokeSession(used.session_id, 'refresh token reused');
    return undefined;
  }

  async function refreshGrant(
    body: Extract<TokenRequest, { grant_type: 'refresh_token' }>,
  ): Promise<TokenResponse> {
    await checkClient(body.client_id, body.client_secret);
    const hash = hashToken(body.refresh_token);
    const consumed = (await repo.consumeRefreshToken(hash)) ?? (await rotatedWithinGrace(hash));
    if (!consumed) throw new AppError('unauthenticated', BAD_REFRESH);
    if (consumed.expired || consumed.revoked || consumed.client_id !== body.client_id) {
      throw new AppError('unauthenticated', BAD_REFRESH);
    }
    const disabled = await principal.isDisabled(consumed.session_id);
    if (disabled === undefined) throw new AppError('unauthenticated', BAD_REFRESH);
    if (disabled) {
      await revokeSession(consumed.session_id, 'account disabled');
      throw principal.disabledError();
    }
    return issueTokens(consumed.session_id);
  }

  return {
    token(body: TokenRequest, address: string): Promise<TokenResponse> {
      return body.grant_type === 'password' ? passwordGrant(body, address) : refreshGrant(body);
    },

    /** A new session for a user who proved who they are another way (an accepted invitation). */
    async signIn(userId: number, clientId: string, secret: string): Promise<TokenResponse> {
      await checkClient(clientId, secret);
      return issueTokens(await principal.createSession(userId, clientId));
    },
  };
}

export function createAuthService(db: Db, settings: AuthSettings) {
  const repo = createAuthRepository(db);
  const callers = createCallerCache(settings.callerCacheMs, (hash) => repo.callerByAccessToken(hash));
  const grants = createTokenGrants(db, settings, customerPrincipal(repo), callers.forgetSession);
  const throttle = createLoginThrottle(db, settings);

  return {
    token: grants.token,
    signIn: grants.signIn,

    /** The caller behind an access token; 401 if missing, unknown, expired or revoked, 499 if disabled. */
    async authenticate(authorization: string | undefined): Promise<Caller> {
      const tokenHash = bearerTokenHash(authorization);
      const caller = tokenHash === undefined ? undefined : await callers.get(tokenHash);
      if (!caller) throw new AppError('unauthenticated', MESSAGES.loginExpired);
      if (caller.accountDisabled) throw new AppError('account_disabled', MESSAGES.accountDisabled);
      return caller;
    },

    /** Drops the cached tokens of a user whose sessions this process just ended (a password reset). */
    forgetUser(userId: number): void {
      callers.forget((caller) => caller.userId === userId);
    },

    async logout(caller: Caller): Promise<void> {
      await repo.revokeSession(caller.sessionId, 'logout');
      callers.forgetSession(caller.sessionId);
    },

    /**
     * The signed-in user's password again (the counter leaving customer view): a 422 on the field when wrong,
     * counted with the sign-in failures so the counter's customer cannot guess it either.
     */
    async confirmPassword(caller: Caller, body: ConfirmPasswordRequest, address: string): Promise<void> {
      if (await throttle.isLocked(caller.username, address)) {
        throw new AppError('too_many_attempts', MESSAGES.tooManyAttempts);
      }
      const user = await repo.findUserById(caller.userId);
      if (!user || !(await verifyPassword(body.password, user.passwordHash))) {
        await throttle.recordFailure(caller.username, address);
        throw invalid({ password: ['The password is incorrect'] });
      }
      await throttle.recordSuccess(caller.username);
    },

    async changePassword(caller: Caller, body: ChangePasswordRequest): Promise<void> {
      const user = await repo.findUserById(caller.userId);
      if (!user || !(await verifyPassword(body.old_password, user.passwordHash))) {
        throw invalid({ old_password: ['The old password is incorrect'] });
      }
      await repo.updatePassword(user.id, await hashPassword(body.new_password));
      // Other devices signed in with the old password are signed out; this one stays.
      await repo.revokeOtherSessions(user.id, caller.sessionId, 'password changed');
      callers.forget((other) => other.userId === user.id && other.sessionId !== caller.sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
