import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { hasChromium, NO_CHROMIUM_REASON } from './chromium.ts';
import { startServer, useDataTemplate, webRoot } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the servers serve: a private copy, so a teammate's `vite build` cannot swap chunks mid-test. */
    webDist: string;
    /** A data folder migrated and seeded with the demo once, which every test server starts from a copy of. */
    dataTemplate: string;
  }
}

/** Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build. */
async function buildProduction(outDir: string): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** Builds the web app once and starts one shared server on a fresh database. */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    console.warn(NO_CHROMIUM_REASON);
    project.provide('baseUrl', '');
    project.provide('webDist', '');
    project.provide('dataTemplate', '');
    return;
  }
  const webDist = mkdtempSync(join(tmpdir(), 'tyreline-e2e-web-'));
  const dataTemplate = mkdtempSync(join(tmpdir(), 'tyreline-e2e-template-'));
  // The server's first start migrates and seeds the empty folder; stopped, it is the template.
  const [seeding] = await Promise.all([
    startServer({ DATA_DIR: dataTemplate, WEB_DIST: webDist }),
    buildProduction(webDist),
  ]);
  await seeding.stop();
  useDataTemplate(dataTemplate);
  const server = await startServer({ WEB_DIST: webDist });
  project.provide('baseUrl', server.url);
  project.provide('webDist', webDist);
  project.provide('dataTemplate', dataTemplate);
  return async () => {
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(dataTemplate, { recursive: true, force: true });
  };
}
