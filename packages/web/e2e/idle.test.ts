import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, signIn } from './support/app.ts';
import { hasChromium, launchChromium } from './support/chromium.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** The server's IDLE_TIMEOUT_MS reaches the web app through /api/config; the default stays 3 hours. */
const IDLE_TIMEOUT_MS = 4000;

describe.skipIf(!hasChromium)('Idle sign-out', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS), WEB_DIST: inject('webDist') }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    ({ context, page } = await openPage(browser, server.url));
  });
  afterEach(async () => {
    await context.close();
  });

  it('signs the user out after the idle timeout without mouse or keyboard activity', async () => {
    await signIn(page, undefined, '/orders');
    const signedInAt = Date.now();
    await page.waitForURL('**/login?target=%2Forders', { timeout: IDLE_TIMEOUT_MS + 10_000 });
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 1000);
    expect(await page.evaluate(() => sessionStorage.getItem('tyreline.accessToken'))).toBeNull();
    await page.getByText('You have been signed out after a period of inactivity.').waitFor();
  });

  it('keeps the user signed in while the mouse and keyboard are in use', async () => {
    await signIn(page);
    for (let i = 0; i < 6; i++) {
      await page.mouse.move(100 + i * 10, 200);
      if (i % 2) await page.keyboard.press('Shift');
      await page.waitForTimeout(1000);
    }
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.locator('.header-account-name', { hasText: 'Southside' }).waitFor();
  });
});
