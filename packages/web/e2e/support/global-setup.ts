import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { hasChromium, NO_CHROMIUM_REASON } from './chromium.ts';
import { startServer, webRoot } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the servers serve: a private copy, so a teammate's `vite build` cannot swap chunks mid-test. */
    webDist: string;
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
    return;
  }
  const webDist = mkdtempSync(join(tmpdir(), 'tyreline-e2e-web-'));
  await buildProduction(webDist);
  const server = await startServer({ WEB_DIST: webDist });
  project.provide('baseUrl', server.url);
  project.provide('webDist', webDist);
  return async () => {
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  };
}
