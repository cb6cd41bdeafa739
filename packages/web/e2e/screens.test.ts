import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  hasHorizontalScroll,
  openPage,
  PHONE,
  saveScreenshot,
  signIn,
  waitForQuiet,
} from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe.skipIf(!hasChromium)('Main screens', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of SIZES) {
    it(`are captured at ${label} width (${viewport.width} px) without horizontal scrolling`, async () => {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      try {
        await page.goto('/login');
        await page.getByLabel('Username').waitFor();
        await saveScreenshot(page, `login-${label}`);
        expect(await hasHorizontalScroll(page)).toBe(false);

        await signIn(page);
        await page.getByTestId('account-notice').waitFor();
        await waitForQuiet(page, 300);
        await saveScreenshot(page, `home-${label}`);
        expect(await hasHorizontalScroll(page)).toBe(false);

        await page.goto('/shop?tab=tyres&size=2055516');
        await page.getByTestId('product-row').first().waitFor();
        await waitForQuiet(page, 300);
        await saveScreenshot(page, `shop-tyres-${label}`);
        expect(await hasHorizontalScroll(page)).toBe(false);

        const firstRow = page.getByTestId('product-row').first();
        await firstRow.getByRole('button', { name: /^Add/ }).click();
        await page.locator('.header-cart').click();
        await page.getByTestId('cart-line').first().waitFor();
        // A message under the pointer stays open; move away so the toast closes before the shot.
        await page.mouse.move(viewport.width / 2, viewport.height - 5);
        await page.locator('.ui-toast').waitFor({ state: 'detached' });
        await waitForQuiet(page, 300);
        await saveScreenshot(page, `cart-drawer-${label}`, { fullPage: false });
        await page.keyboard.press('Escape');

        for (const path of ['/orders', '/account', '/checkout']) {
          await page.goto(path);
          await waitForQuiet(page, 300);
          await saveScreenshot(page, `${path.slice(1)}-${label}`);
          expect(await hasHorizontalScroll(page)).toBe(false);
        }
      } finally {
        await context.close();
      }
    });
  }
});
