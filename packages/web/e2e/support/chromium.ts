import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';
import { ofThisWorker } from './server.ts';

/** Debian's Chromium (`apt-get install -y chromium`); no browser is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);
export const NO_CHROMIUM_REASON = `Skipping the browser tests: no Chromium at ${CHROMIUM_PATH} (install it with \`apt-get install -y chromium\`).`;

if (!hasChromium) console.warn(NO_CHROMIUM_REASON);

/** A Chromium that test files connect to: the global setup starts one per worker slot. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The Chromium of the worker running this file (`launchChromiumServer`), through a connection of the file's
 * own: its contexts are its alone, and its `close()` closes them and disconnects, leaving the browser running
 * for the worker's next file. Launching a Chromium per file cost each file a second or more.
 */
export function sharedBrowser(): Promise<Browser> {
  const endpoint = ofThisWorker(inject('browserEndpoints'));
  if (!endpoint) throw new Error("No shared Chromium: the browser tests' global setup starts one per worker");
  return chromium.connect(endpoint, { timeout: 30_000 });
}
