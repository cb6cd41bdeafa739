import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** The database's name. */
  name: string;
  /** postgres://… of the new database. */
  url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

/** Runs one statement on the server's maintenance connection. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, for one test file or one bench run: empty, or a copy
 * of `template` (a database nobody is connected to).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
