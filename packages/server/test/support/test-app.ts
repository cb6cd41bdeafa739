import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty, WEB_CLIENT } from '../../src/db/seed/demo.ts';
import { loadConfig, type Config } from '../../src/env.ts';
import { preparedDump, preparedTemplate, type Prepared } from './prepared-databases.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

/**
 * PostgreSQL when DATABASE_URL is set (a throw-away database per test file, copied from the global setup's
 * template), else in-memory PGlite started from the global setup's dump (`prepared`: migrated only, or with the
 * demo data too).
 */
export async function openTestDatabase(
  prepared: Prepared = 'migrated',
): Promise<Database & { url?: string }> {
  const baseUrl = loadConfig().databaseUrl;
  if (!baseUrl) return openDatabase({ loadDataDir: preparedDump(prepared) });
  const throwaway = await createThrowawayDatabase(baseUrl, 'tyreline_test', preparedTemplate(prepared));
  const database = await openDatabase({
    url: throwaway.url,
    poolSize: 30,
    // pool.end() resolves before idle sockets close, so the forced drop below may terminate them (57P01).
    onPoolError: (error) => {
      if ((error as Error & { code?: string }).code !== '57P01') throw error;
    },
  });
  return {
    ...database,
    url: throwaway.url,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in through the real token endpoint and answers the tokens. */
  login(username?: string, password?: string): Promise<{ access_token: string; refresh_token: string }>;
  /** Authorization headers for a demo user. */
  authAs(username?: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** The web client's password-grant body for `POST /oauth/token`. */
export const passwordGrant = (username: string, password: string = DEMO_PASSWORD) => ({
  grant_type: 'password',
  client_id: WEB_CLIENT.id,
  client_secret: WEB_CLIENT.secret,
  username,
  password,
  scope: '',
});

/** The real app over a real, freshly migrated database seeded with the demo (its orders only on request). */
export async function startTestApp(
  overrides: Partial<Config> = {},
  {
    demoOrders = false,
    logStream,
    now,
  }: { demoOrders?: boolean; logStream?: NodeJS.WritableStream; now?: () => Date } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(demoOrders ? 'demo-with-orders' : 'demo');
  await seedDemoIfEmpty(database.db, { orders: demoOrders });
  // Listings and token checks straight from the database unless a test is about a cache.
  const config = { ...loadConfig({}), catalogueCacheMs: 0, callerCacheMs: 0, ...overrides };
  const app = await buildApp({ config, database, now, ...(logStream ? { logStream } : { logger: false }) });
  await app.ready();

  async function login(username = 'trade@example.com', password = DEMO_PASSWORD) {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: passwordGrant(username, password),
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
    return response.json() as { access_token: string; refresh_token: string };
  }

  return {
    app,
    database,
    config,
    login,
    async authAs(username = 'trade@example.com') {
      return { authorization: `Bearer ${(await login(username)).access_token}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
