import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatAbn, isValidAbn } from '@tyreline/domain/abn';
import { IMPORT_MAX_BYTES } from '@tyreline/domain/contract/staff-imports';

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
  /** How long a rotated refresh token may still be exchanged before reuse counts as a leak. */
  refreshReuseGraceSeconds: number;
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerAddress: number;
  loginLockSeconds: number;
  idleTimeoutMs: number;
  /** How long a checked access token is trusted without asking the database (0 = ask every call). */
  callerCacheMs: number;
  /** How long a catalogue listing page may be served from memory (0 = never). */
  catalogueCacheMs: number;
  /** The largest CSV file the back office's import takes (413 past it). */
  importMaxBytes: number;
  supportPhone: string;
  supportEmail: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** The supplier named on invoices and statements, and where customers pay; required in production. */
  supplier: Supplier;
  /** Limits on slow and half-open clients (decision 0004): a complete header block, a complete request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** A connection with no bytes either way is closed after this long. */
  connectionTimeoutMs: number;
  /** On SIGTERM or SIGINT, how long in-flight requests get before the process exits regardless. */
  shutdownGraceMs: number;
  /**
   * Test only (TYRELINE_NOW, an ISO instant): the delivery clock stands at this instant and `PUT /api/test/clock`
   * moves it, so a browser test can walk past a cut-off. Refused when NODE_ENV is production.
   */
  testNow: Date | undefined;
  /** smtp://… or smtps://… to send mail; absent means every message is only recorded (the Mail page shows it). */
  smtpUrl: string | undefined;
  /** The From of every message, e.g. `Tyreline <orders@tyreline.test>`. */
  mailFrom: string;
  /** Where the web app is reached from outside, for absolute links in mail (no trailing slash). */
  publicUrl: string;
  /** The supplier's logo in mail: an absolute http(s) address of a PNG or JPEG (mail readers ignore SVG). */
  mailLogoUrl: string;
  /** How long a sender owns the messages it claimed; past it (a crash) another process may send them. */
  mailLeaseMs: number;
  /** The wait before a failed message's first retry; each next one doubles, up to `mailRetryCapMs`. */
  mailRetryBaseMs: number;
  mailRetryCapMs: number;
  /** Where uploaded files (warranty claim photos) are kept: `local` = on this machine's disk, in `storageDir`. */
  storageDriver: StorageDriver;
  /** The local driver's folder (STORAGE_DIR); by default `storage` inside the data folder. */
  storageDir: string;
  /**
   * How many server processes share the port (decision 0055): WEB_CONCURRENCY, by default one per core on
   * PostgreSQL; always 1 on the embedded PGlite, which one process at a time may open.
   */
  webConcurrency: number;
  /** WEB_CONCURRENCY when it asked for more than one process on PGlite and was not followed (the start warns). */
  webConcurrencyIgnored: number | undefined;
}

/** The storage drivers the server knows (lib/storage.ts). */
export const STORAGE_DRIVERS = ['local'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

function storageDriver(value: string | undefined): StorageDriver {
  if (value === undefined || value === '') return 'local';
  if (!(STORAGE_DRIVERS as readonly string[]).includes(value))
    throw new Error(`STORAGE_DRIVER must be one of ${STORAGE_DRIVERS.join(', ')}, got "${value}"`);
  return value as StorageDriver;
}

/** The supplier as tax invoices and statements name it (docs/product.md §18). */
export interface Supplier {
  /** The legal name. */
  name: string;
  /** Printed as '51 824 753 556'; passes the ATO checksum. */
  abn: string;
  address: string;
  phone: string;
  /** The bank account customers pay into, quoting the invoice number as the reference. */
  remittance: { bsb: string; accountNumber: string; accountName: string };
}

/** The variables production must set (decision 0051): a tax invoice without them is not one an accountant accepts. */
export const SUPPLIER_VARIABLES = [
  'SUPPLIER_NAME',
  'SUPPLIER_ABN',
  'SUPPLIER_ADDRESS',
  'SUPPLIER_PHONE',
  'SUPPLIER_BSB',
  'SUPPLIER_ACCOUNT_NUMBER',
] as const;

/** The demo's supplier, for development and tests: the ABN is the ATO's own example, the bank account made up. */
const DEMO_SUPPLIER: Record<(typeof SUPPLIER_VARIABLES)[number], string> = {
  SUPPLIER_NAME: 'Tyreline Wholesale Pty Ltd',
  SUPPLIER_ABN: '51 824 753 556',
  SUPPLIER_ADDRESS: '1 Example Way, Rocklea QLD 4106',
  SUPPLIER_PHONE: '07 3277 0100',
  SUPPLIER_BSB: '123-456',
  SUPPLIER_ACCOUNT_NUMBER: '12345678',
};

/** The supplier from SUPPLIER_*; in production each must be set, elsewhere the demo's stand in. */
function supplier(env: NodeJS.ProcessEnv): Supplier {
  if (env.NODE_ENV === 'production') {
    const missing = SUPPLIER_VARIABLES.filter((name) => !env[name]?.trim());
    if (missing.length > 0)
      throw new Error(
        `NODE_ENV=production needs the supplier’s details for tax invoices and statements: set ${missing.join(', ')}`,
      );
  }
  const value = (name: (typeof SUPPLIER_VARIABLES)[number]) => env[name]?.trim() || DEMO_SUPPLIER[name];
  const abn = value('SUPPLIER_ABN');
  if (!isValidAbn(abn))
    throw new Error(
      `SUPPLIER_ABN must be an ABN that passes the ATO checksum, such as 51 824 753 556, got "${abn}"`,
    );
  const bsb = value('SUPPLIER_BSB').replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(bsb))
    throw new Error(`SUPPLIER_BSB must be six digits such as 123-456, got "${value('SUPPLIER_BSB')}"`);
  const accountNumber = value('SUPPLIER_ACCOUNT_NUMBER').replace(/[\s-]/g, '');
  if (!/^\d{5,10}$/.test(accountNumber))
    throw new Error(
      `SUPPLIER_ACCOUNT_NUMBER must be 5 to 10 digits, got "${value('SUPPLIER_ACCOUNT_NUMBER')}"`,
    );
  const name = value('SUPPLIER_NAME');
  return {
    name,
    abn: formatAbn(abn),
    address: value('SUPPLIER_ADDRESS'),
    phone: value('SUPPLIER_PHONE'),
    remittance: {
      bsb: `${bsb.slice(0, 3)}-${bsb.slice(3)}`,
      accountNumber,
      accountName: env.SUPPLIER_ACCOUNT_NAME?.trim() || name,
    },
  };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** A time limit in milliseconds; 0 is refused, as Node reads it as "no limit". */
function limitMs(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be at least 1 (milliseconds), got "${value}"`);
  return n;
}

function testInstant(env: NodeJS.ProcessEnv): Date | undefined {
  const value = env.TYRELINE_NOW;
  if (value === undefined || value === '') return undefined;
  if (env.NODE_ENV === 'production')
    throw new Error('TYRELINE_NOW is for tests only: refused when NODE_ENV=production');
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime()))
    throw new Error(`TYRELINE_NOW must be an ISO instant such as 2026-11-25T09:10:00+10:00, got "${value}"`);
  return instant;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new Error('SMTP_URL must be smtp://user:password@host:port or smtps://…, got a value that is not');
  return value;
}

/** An absolute http(s) address, or a one-line start-up error naming the variable. */
function absoluteUrl(value: string, name: string, example: string): string {
  if (!/^https?:\/\/[^/\s]+/.test(value) || !URL.canParse(value))
    throw new Error(`${name} must be an absolute http(s) address such as ${example}, got "${value}"`);
  return value;
}

function publicUrl(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  return absoluteUrl(value, 'PUBLIC_URL', 'https://shop.example.com').replace(/\/+$/, '');
}

/**
 * The server processes to run, and a WEB_CONCURRENCY that could not be followed. PGlite is one process's
 * database, so there it is always 1: a warning, not a refusal, as platforms set WEB_CONCURRENCY themselves.
 * The test clock (TYRELINE_NOW) lives in one process, so it needs exactly one.
 */
function webConcurrency(
  env: NodeJS.ProcessEnv,
  databaseUrl: string | undefined,
  testNow: Date | undefined,
): { webConcurrency: number; webConcurrencyIgnored: number | undefined } {
  const value = env.WEB_CONCURRENCY;
  const asked = value === undefined || value === '' ? undefined : Number(value);
  if (asked !== undefined && (!Number.isInteger(asked) || asked < 1))
    throw new Error(`WEB_CONCURRENCY must be a whole number of server processes, 1 or more, got "${value}"`);
  if (!databaseUrl)
    return { webConcurrency: 1, webConcurrencyIgnored: asked !== undefined && asked > 1 ? asked : undefined };
  if (testNow) {
    if (asked !== undefined && asked > 1)
      throw new Error('TYRELINE_NOW moves the clock of one process: set WEB_CONCURRENCY=1 with it');
    return { webConcurrency: 1, webConcurrencyIgnored: undefined };
  }
  return { webConcurrency: asked ?? os.availableParallelism(), webConcurrencyIgnored: undefined };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const testNow = testInstant(env);
  const headersTimeoutMs = limitMs(env.HEADERS_TIMEOUT_MS, 20_000, 'HEADERS_TIMEOUT_MS');
  const requestTimeoutMs = limitMs(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS');
  if (headersTimeoutMs > requestTimeoutMs)
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  const port = int(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    // An empty variable is an unset one: `DATA_DIR=` must not put the database in the current folder.
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 12 * 3600, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    refreshReuseGraceSeconds: int(env.REFRESH_REUSE_GRACE_SECONDS, 30, 'REFRESH_REUSE_GRACE_SECONDS'),
    loginMaxFailuresPerUser: int(env.LOGIN_MAX_FAILURES_PER_USER, 5, 'LOGIN_MAX_FAILURES_PER_USER'),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30, 'LOGIN_MAX_FAILURES_PER_ADDRESS'),
    loginLockSeconds: int(env.LOGIN_LOCK_SECONDS, 15 * 60, 'LOGIN_LOCK_SECONDS'),
    idleTimeoutMs: int(env.IDLE_TIMEOUT_MS, 10_800_000, 'IDLE_TIMEOUT_MS'),
    callerCacheMs: int(env.CALLER_CACHE_MS, 2_000, 'CALLER_CACHE_MS'),
    catalogueCacheMs: int(env.CATALOGUE_CACHE_MS, 2_000, 'CATALOGUE_CACHE_MS'),
    importMaxBytes: int(env.IMPORT_MAX_BYTES, IMPORT_MAX_BYTES, 'IMPORT_MAX_BYTES'),
    supportPhone: env.SUPPORT_PHONE || '1300 897 354',
    supportEmail: env.SUPPORT_EMAIL || 'support@tyreline.example',
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    supplier: supplier(env),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: limitMs(env.KEEP_ALIVE_TIMEOUT_MS, 10_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    connectionTimeoutMs: limitMs(env.CONNECTION_TIMEOUT_MS, 60_000, 'CONNECTION_TIMEOUT_MS'),
    shutdownGraceMs: limitMs(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    testNow,
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: (env.MAIL_FROM || 'Tyreline <orders@tyreline.test>').replace(/[\r\n]+/g, ' '),
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    mailLogoUrl: env.MAIL_LOGO_URL
      ? absoluteUrl(env.MAIL_LOGO_URL, 'MAIL_LOGO_URL', 'https://shop.example.com/logo.png')
      : `${publicUrl(env.PUBLIC_URL, port)}/mail-logo.png`,
    mailLeaseMs: limitMs(env.MAIL_LEASE_MS, 120_000, 'MAIL_LEASE_MS'),
    mailRetryBaseMs: limitMs(env.MAIL_RETRY_BASE_MS, 30_000, 'MAIL_RETRY_BASE_MS'),
    mailRetryCapMs: limitMs(env.MAIL_RETRY_CAP_MS, 3_600_000, 'MAIL_RETRY_CAP_MS'),
    storageDriver: storageDriver(env.STORAGE_DRIVER),
    storageDir: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'storage')),
    ...webConcurrency(env, databaseUrl, testNow),
  };
}

export const paths = { serverRoot, repoRoot, migrations: path.join(serverRoot, 'src/db/migrations') };
