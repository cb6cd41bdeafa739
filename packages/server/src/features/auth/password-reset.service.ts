import type {
  PasswordResetConfirmation,
  PasswordResetRequest,
} from '@tyreline/domain/contract/password-reset';
import { PASSWORD_RESET_LINK_INVALID } from '@tyreline/domain/password-reset';
import { MESSAGES } from '@tyreline/domain/messages';
import { inTransaction, type Db } from '../../db/client.ts';
import type { PrincipalKind } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { isMailAddress, type MailSettings } from '../../lib/mail/outbox.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createLoginThrottle, type ThrottleLimits } from './login-throttle.ts';
import { queuePasswordResetMail } from './password-reset-mail.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';

/** How long a reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/**
 * No request is answered sooner than this, known address or not: writing the link and its mail takes a few
 * milliseconds an unknown address does not, and a steady answer time does not tell the two apart.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

const waitUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

export interface PasswordResetSettings {
  throttle: ThrottleLimits;
  mail: MailSettings;
  now?: (() => Date) | undefined;
  /** Told of the person whose sessions a reset ended, so a cache of checked tokens drops them at once. */
  sessionsEnded?: (personId: number) => void;
}

/**
 * "Forgot password?" for one kind of person (decision 0003's tokens): a single-use link valid one hour, mailed
 * in the transaction that stores its hash; the same answer whether or not the address has a sign-in; requests
 * throttled per address and per client like sign-in; using it sets the password and ends every session.
 */
export function createPasswordResets(db: Db, kind: PrincipalKind, settings: PasswordResetSettings) {
  const now = settings.now ?? (() => new Date());
  const throttle = createLoginThrottle(
    db,
    settings.throttle,
    kind === 'customer' ? 'reset-user' : 'reset-staff',
    'reset-ip',
  );

  return {
    /** Every request counts against the limits, known address or not, so the answer never tells them apart. */
    async request(body: PasswordResetRequest, address: string): Promise<void> {
      if (await throttle.isLocked(body.email, address)) {
        throw new AppError('too_many_attempts', MESSAGES.tooManyAttempts);
      }
      const answerAt = performance.now() + RESET_ANSWER_FLOOR_MS;
      try {
        await throttle.recordFailure(body.email, address);
        const person = await createPasswordResetRepository(db, kind).findPerson(body.email);
        if (!person || person.disabled || !isMailAddress(person.username)) return;
        const token = newToken();
        await inTransaction(db, async (tx) => {
          await createPasswordResetRepository(tx, kind).insert(
            person.id,
            hashToken(token),
            new Date(now().getTime() + RESET_LINK_MS),
          );
          await queuePasswordResetMail(tx, settings.mail, kind, person, token);
        });
      } finally {
        await waitUntil(answerAt);
      }
    },

    /** Sets the new password, spends the link (and the person's other links) and ends every session, at once. */
    async confirm(body: PasswordResetConfirmation): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      const at = now();
      const personId = await inTransaction(db, async (tx) => {
        const repo = createPasswordResetRepository(tx, kind);
        const id = await repo.consume(hashToken(body.token), at);
        if (id === undefined) return undefined;
        await repo.setPassword(id, passwordHash);
        await repo.retireOthers(id, at);
        await repo.revokeSessions(id, 'password reset');
        return id;
      });
      if (personId === undefined) {
        throw new AppError('invalid', PASSWORD_RESET_LINK_INVALID, { token: [PASSWORD_RESET_LINK_INVALID] });
      }
      settings.sessionsEnded?.(personId);
    },
  };
}
export type PasswordResets = ReturnType<typeof createPasswordResets>;
