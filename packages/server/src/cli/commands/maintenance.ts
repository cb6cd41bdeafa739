import {
  IDEMPOTENCY_KEY_DAYS,
  STALE_INVITATION_DAYS,
  purgeExpired,
} from '../../features/system/housekeeping.ts';
import type { CliCommand } from '../command.ts';

const purge: CliCommand = {
  name: 'maintenance:purge',
  summary: `Delete expired tokens, checkout keys older than ${IDEMPOTENCY_KEY_DAYS} days, stale sign-in counters, team invitations dead for ${STALE_INVITATION_DAYS} days and password reset links expired for a day (the server does this hourly)`,
  usage: '',
  options: {},
  async run({ db, out }) {
    const purged = await purgeExpired(db);
    out(
      `Deleted ${purged.tokens} expired tokens, ${purged.idempotencyKeys} checkout keys, ${purged.loginAttempts} sign-in counters, ${purged.invitations} team invitations and ${purged.passwordResets} password reset links.`,
    );
  },
};

export const maintenanceCommands: CliCommand[] = [purge];
