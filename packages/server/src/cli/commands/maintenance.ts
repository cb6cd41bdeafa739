import {
  IDEMPOTENCY_KEY_DAYS,
  STALE_INVITATION_DAYS,
  purgeExpired,
} from '../../features/system/housekeeping.ts';
import type { CliCommand } from '../command.ts';

const purge: CliCommand = {
  name: 'maintenance:purge',
  summary: `Delete expired tokens, checkout keys older than ${IDEMPOTENCY_KEY_DAYS} days, stale sign-in counters and team invitations dead for ${STALE_INVITATION_DAYS} days (the server does this hourly)`,
  usage: '',
  options: {},
  async run({ db, out }) {
    const purged = await purgeExpired(db);
    out(
      `Deleted ${purged.tokens} expired tokens, ${purged.idempotencyKeys} checkout keys, ${purged.loginAttempts} sign-in counters and ${purged.invitations} team invitations.`,
    );
  },
};

export const maintenanceCommands: CliCommand[] = [purge];
