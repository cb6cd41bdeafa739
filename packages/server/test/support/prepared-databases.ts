import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemoIfEmpty } from '../../src/db/seed/demo.ts';
import { loadConfig } from '../../src/env.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

/** What a test file's fresh database starts as. */
export type Prepared = 'migrated' | 'demo' | 'demo-with-orders';

const PREPARED: readonly Prepared[] = ['migrated', 'demo', 'demo-with-orders'];

/** Whether a prepared database holds the demo, and with it the demo's orders. */
const SEED: Record<Prepared, { orders: boolean } | undefined> = {
  migrated: undefined,
  demo: { orders: false },
  'demo-with-orders': { orders: true },
};

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Each prepared database, made once by the global setup: on PGlite the path of a dump of its data folder,
     * on a PostgreSQL server the name of a template database that each test file copies.
     */
    preparedDatabases: Partial<Record<Prepared, string>>;
  }
}

async function dump(loadFrom: Blob | undefined, seed: { orders: boolean } | undefined): Promise<Blob> {
  const database = await openDatabase({ loadDataDir: loadFrom });
  try {
    if (seed) await seedDemoIfEmpty(database.db, seed);
    return await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** On PGlite: migrates once, then seeds each kind from that (with and without the demo's orders), kept as dumps. */
async function prepareDumps(): Promise<{ files: Record<Prepared, string>; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tyreline-prepared-'));
  const migrated = await dump(undefined, undefined);
  const dumps = await Promise.all(
    PREPARED.map((prepared) => (SEED[prepared] ? dump(migrated, SEED[prepared]) : migrated)),
  );
  const files = {} as Record<Prepared, string>;
  for (const [index, prepared] of PREPARED.entries()) {
    files[prepared] = join(dir, `${prepared}.tar`);
    writeFileSync(files[prepared], Buffer.from(await dumps[index]!.arrayBuffer()));
  }
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * On a PostgreSQL server: one template database per kind, migrated and seeded once; a test file's database is
 * `create database … template …`, a file copy that takes a fraction of a second instead of migrating and seeding.
 */
async function prepareTemplates(
  serverUrl: string,
): Promise<{ names: Record<Prepared, string>; remove: () => Promise<void> }> {
  const templates: ThrowawayDatabase[] = [];
  const names = {} as Record<Prepared, string>;
  for (const prepared of PREPARED) {
    const template = await createThrowawayDatabase(serverUrl, 'tyreline_template');
    templates.push(template);
    const database = await openDatabase({ url: template.url, poolSize: 2 });
    try {
      const seed = SEED[prepared];
      if (seed) await seedDemoIfEmpty(database.db, seed);
    } finally {
      await database.close();
    }
    names[prepared] = template.name;
  }
  return { names, remove: async () => void (await Promise.all(templates.map((t) => t.drop()))) };
}

/** Global setup of the server tests: every prepared database made once, before any test file runs. */
export default async function setup(project: TestProject) {
  const serverUrl = loadConfig().databaseUrl;
  if (serverUrl) {
    const { names, remove } = await prepareTemplates(serverUrl);
    project.provide('preparedDatabases', names);
    return remove;
  }
  const { files, remove } = await prepareDumps();
  project.provide('preparedDatabases', files);
  return remove;
}

/** The dump a test file's PGlite starts from. */
export function preparedDump(prepared: Prepared): Blob | undefined {
  const file = inject('preparedDatabases')?.[prepared];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** The template database a test file's PostgreSQL database is copied from. */
export function preparedTemplate(prepared: Prepared): string | undefined {
  return inject('preparedDatabases')?.[prepared];
}
