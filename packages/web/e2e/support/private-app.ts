import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { withPage, type Viewport } from './app.ts';
import { sharedBrowser } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';

/** A test file's own server, and its connection to the worker's Chromium; read them inside tests and hooks. */
export interface PrivateApp {
  /** The data folder the server runs on (a copy of the prepared demo data), for the operator tool. */
  readonly dataDir: string;
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Starts the server again on the same data folder, after a test stopped it to run the operator tool. */
  restart(): Promise<void>;
  /** `withPage` on this file's server. */
  withPage(viewport: Viewport, run: (page: Page) => Promise<void>): Promise<void>;
}

/**
 * Gives the calling `describe` its own server on its own data folder, started before its tests and stopped
 * after, and a connection to the worker's shared Chromium (`sharedBrowser`): for a file whose writes would show
 * in other files' screens, or that needs settings of its own (`env`, e.g. a fixed clock or a short idle timeout).
 */
export function usePrivateApp(name: string, env: Record<string, string> = {}): PrivateApp {
  const dataDir = mkdtempSync(join(tmpdir(), `tyreline-${name}-`));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const start = () => startServer({ DATA_DIR: dataDir, ...env });

  beforeAll(async () => {
    server = await start();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    // Closes this file's contexts and disconnects; the worker's Chromium stays for its next file.
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function started<T>(thing: T | undefined, what: string): T {
    if (thing === undefined) throw new Error(`The file's ${what} is used before its beforeAll started it`);
    return thing;
  }
  const app: PrivateApp = {
    dataDir,
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async restart() {
      server = await start();
    },
    withPage: (viewport, run) => withPage(app.browser, app.server.url, viewport, run),
  };
  return app;
}
