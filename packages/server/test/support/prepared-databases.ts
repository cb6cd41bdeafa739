import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemoIfEmpty } from '../../src/db/seed/demo.ts';
import { loadConfig } from '../../src/env.ts';

/** What a test file's fresh embedded database starts as. */
export type Prepared = 'migrated' | 'demo' | 'demo-with-orders';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumps of freshly prepared PGlite databases (empty when the tests run on a PostgreSQL server). */
    preparedDatabases: Partial<Record<Prepared, string>>;
  }
}

async function dump(loadFrom: Blob | undefined, orders: boolean | undefined): Promise<Blob> {
  const database = await openDatabase({ loadDataDir: loadFrom });
  try {
    if (orders !== undefined) await seedDemoIfEmpty(database.db, { orders });
    return await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/**
 * Global setup of the server tests on PGlite: migrates once and seeds the demo once (with and without its
 * orders), and dumps each database; every test file then starts from a dump instead of migrating and seeding
 * its own (seconds each, on every file). On PostgreSQL each file still migrates its throw-away database.
 */
export default async function setup(project: TestProject) {
  if (loadConfig().databaseUrl) {
    project.provide('preparedDatabases', {});
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tyreline-prepared-'));
  const migrated = await dump(undefined, undefined);
  const [demo, withOrders] = await Promise.all([dump(migrated, false), dump(migrated, true)]);
  const files: Record<Prepared, string> = {
    migrated: join(dir, 'migrated.tar'),
    demo: join(dir, 'demo.tar'),
    'demo-with-orders': join(dir, 'demo-with-orders.tar'),
  };
  writeFileSync(files.migrated, Buffer.from(await migrated.arrayBuffer()));
  writeFileSync(files.demo, Buffer.from(await demo.arrayBuffer()));
  writeFileSync(files['demo-with-orders'], Buffer.from(await withOrders.arrayBuffer()));
  project.provide('preparedDatabases', files);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The dump a test file's PGlite starts from, when the global setup made one. */
export function preparedDump(prepared: Prepared): Blob | undefined {
  const file = inject('preparedDatabases')?.[prepared];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
