import { loadConfig } from '../src/env.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../test/support/throwaway-database.ts';

/** A throw-away database on the local PostgreSQL server; a bench never sends load anywhere but loopback. */
export function benchDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const serverUrl = new URL(loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(serverUrl.hostname)) {
    throw new Error(`The bench only runs against a loopback PostgreSQL, not ${serverUrl.hostname}.`);
  }
  return createThrowawayDatabase(serverUrl.toString(), prefix);
}
