import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');

/** The server's settings: the one place that reads process.env. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… for a PostgreSQL server; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  logLevel: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerAddress: number;
  loginLockSeconds: number;
  idleTimeoutMs: number;
  /** How long a catalogue listing page may be served from memory (0 = never). */
  catalogueCacheMs: number;
  supportPhone: string;
  supportEmail: string;
  seedDemo: boolean;
  trustProxy: boolean;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 12 * 3600, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    loginMaxFailuresPerUser: int(env.LOGIN_MAX_FAILURES_PER_USER, 5, 'LOGIN_MAX_FAILURES_PER_USER'),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30, 'LOGIN_MAX_FAILURES_PER_ADDRESS'),
    loginLockSeconds: int(env.LOGIN_LOCK_SECONDS, 15 * 60, 'LOGIN_LOCK_SECONDS'),
    idleTimeoutMs: int(env.IDLE_TIMEOUT_MS, 10_800_000, 'IDLE_TIMEOUT_MS'),
    catalogueCacheMs: int(env.CATALOGUE_CACHE_MS, 2_000, 'CATALOGUE_CACHE_MS'),
    supportPhone: env.SUPPORT_PHONE ?? '1300 897 354',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@tyreline.example',
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
  };
}

export const paths = { serverRoot, repoRoot, migrations: path.join(serverRoot, 'src/db/migrations') };
