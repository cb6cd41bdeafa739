import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, signIn } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';

/** The server's IDLE_TIMEOUT_MS reaches the web app through /api/config; the default stays 3 hours. */
const IDLE_TIMEOUT_MS = 4000;

describe.skipIf(!hasChromium)('Idle sign-out', () => {
  const app = usePrivateApp('idle', { IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) });
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    ({ context, page } = await openPage(app.browser, app.server.url));
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
