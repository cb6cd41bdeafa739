import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { paths } from '../env.ts';
import * as accounts from './schema/accounts.ts';
import * as auth from './schema/auth.ts';
import * as catalogue from './schema/catalogue.ts';
import * as delivery from './schema/delivery.ts';
import * as lists from './schema/lists.ts';
import * as mail from './schema/mail.ts';
import * as orders from './schema/orders.ts';
import * as retail from './schema/retail.ts';
import * as staff from './schema/staff.ts';
import * as vehicles from './schema/vehicles.ts';

export const schema = {
  ...accounts,
  ...auth,
  ...catalogue,
  ...delivery,
  ...lists,
  ...mail,
  ...orders,
  ...retail,
  ...staff,
  ...vehicles,
};

/** Either driver: the embedded PGlite or a PostgreSQL server, same schema and queries. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database itself, when it is PGlite (the tests dump a prepared one to start the next from). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  /** postgres://… ; absent means PGlite. */
  url?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`), as the tests' prepared databases do. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /**
   * false skips the migrations: a server process forked by the cluster's primary, which migrated before
   * forking (decision 0055). PostgreSQL only; PGlite always migrates.
   */
  migrate?: boolean;
  /** Told about connections the server dropped while idle (the pool replaces them). */
  onPoolError?: (error: Error) => void;
}

const MIGRATION_LOCK = 7_340_021;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    if (options.migrate !== false) await migrateOnce(pool);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // The same extensions a PostgreSQL server gets from its contrib package.
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({ extensions, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: paths.migrations });
  return { db: db as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** Several processes may start at once (servers, the operator tool): only one migrates at a time. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), {
      migrationsFolder: paths.migrations,
    });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Values as a comma-separated list of parameters, for `in (…)` and `array[…]`. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Rows of a raw query, whichever driver answered it. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs work in one transaction, handing it the transaction as a Db so repositories and services take it as is. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((transaction) => work(transaction as unknown as Db));
