import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hasChromium, launchChromiumServer, NO_CHROMIUM_REASON } from './chromium.ts';
import { repoRoot, serverRoot, startServer, useBuilds, webRoot } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker slot (`VITEST_POOL_ID`), so files running at once never share a database. */
    baseUrls: string[];
    /** One shared Chromium per worker slot, like the servers: each test file connects to its slot's. */
    browserEndpoints: string[];
    /** The build the servers serve: a private copy, so a teammate's `vite build` cannot swap chunks mid-test. */
    webDist: string;
    /** The compiled server every test server runs: a private copy, like the web build. */
    serverEntry: string;
    /** A data folder migrated and seeded with the demo once, which every test server starts from a copy of. */
    dataTemplate: string;
  }
}

/**
 * `npm start`'s build step (skipped when the sources have not changed since, e.g. right after `npm install`),
 * then private copies of its output: the web app in a temporary folder, the server beside its own (it finds
 * its migrations and assets from where it lies, and its packages in node_modules above it).
 */
function privateBuilds(): { webDist: string; serverEntry: string; remove: () => void } {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build-if-changed.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const webDist = mkdtempSync(join(tmpdir(), 'tyreline-e2e-web-'));
  cpSync(join(webRoot, 'dist'), webDist, { recursive: true });
  // Beside dist/, as deep: the server finds its root (migrations, assets) one folder up from its entry.
  const serverDist = mkdtempSync(join(serverRoot, '.e2e-dist-'));
  cpSync(join(serverRoot, 'dist'), serverDist, { recursive: true });
  return {
    webDist,
    serverEntry: join(serverDist, 'main.js'),
    remove() {
      rmSync(webDist, { recursive: true, force: true });
      rmSync(serverDist, { recursive: true, force: true });
    },
  };
}

/** The worker slots this run has: each gets its own shared server and Chromium. */
function workerSlots(project: TestProject): number {
  const configured = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return typeof configured === 'number' && configured > 0 ? configured : 1;
}

/** Builds once, seeds a data template once, and starts one shared server and one Chromium per worker slot. */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    console.warn(NO_CHROMIUM_REASON);
    project.provide('baseUrls', []);
    project.provide('browserEndpoints', []);
    project.provide('webDist', '');
    project.provide('serverEntry', '');
    project.provide('dataTemplate', '');
    return;
  }
  const builds = privateBuilds();
  useBuilds(builds);
  const dataTemplate = mkdtempSync(join(tmpdir(), 'tyreline-e2e-template-'));
  // The server's first start migrates and seeds the empty folder; stopped, it is the template.
  const seeding = await startServer({ DATA_DIR: dataTemplate });
  await seeding.stop();
  useBuilds({ ...builds, dataTemplate });
  const slots = Array.from({ length: workerSlots(project) });
  const [servers, browsers] = await Promise.all([
    Promise.all(slots.map(() => startServer())),
    Promise.all(slots.map(() => launchChromiumServer())),
  ]);
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide(
    'browserEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  project.provide('webDist', builds.webDist);
  project.provide('serverEntry', builds.serverEntry);
  project.provide('dataTemplate', dataTemplate);
  return async () => {
    await Promise.all([
      ...servers.map((server) => server.stop()),
      ...browsers.map((browser) => browser.close()),
    ]);
    builds.remove();
    rmSync(dataTemplate, { recursive: true, force: true });
  };
}
