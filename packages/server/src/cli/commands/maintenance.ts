import { IDEMPOTENCY_KEY_DAYS, purgeExpired } from '../../features/system/housekeeping.ts';
import type { CliCommand } from '../command.ts';

const purge: CliCommand = {
  name: 'maintenance:purge',
  summary: `Delete expired tokens, checkout keys older than ${IDEMPOTENCY_KEY_DAYS} days and stale sign-in counters (the server does this hourly)`,
  usage: '',
  options: {},
  async run({ db, out }) {
    const purged = await purgeExpired(db);
    out(
      `Deleted ${purged.tokens} expired tokens, ${purged.idempotencyKeys} checkout keys and ${purged.loginAttempts} sign-in counters.`,
    );
  },
};

export const maintenanceCommands: CliCommand[] = [purge];
