import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  hasHorizontalScroll,
  openPage,
  PHONE,
  saveScreenshot,
  signIn,
  USERS,
  waitForQuiet,
} from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { seriousViolations } from './support/axe.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Each tab with a search a counter clerk would make, so the shots show real results. */
const TABS = [
  ['tyres', '/shop?tab=tyres&size=205%2F55R16'],
  ['wheels', '/shop?tab=wheels&bolt_pattern=5x114.3'],
  ['accessories', '/shop?tab=accessories'],
] as const;

describe.skipIf(!hasChromium)('The shop at phone and desktop widths', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of SIZES) {
    it(`has no sideways scroll and no serious axe finding on any tab at ${label} width (${viewport.width} px)`, async () => {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      try {
        // The Brisbane account: price credit shown, and the widest table (its cross-stock column).
        await signIn(page, USERS.brisbane);
        for (const [tab, path] of TABS) {
          await page.goto(path);
          await page.getByTestId('product-row').first().waitFor();
          // One row priced, so the shot shows a price beside the Price buttons.
          await page
            .getByTestId('product-row')
            .first()
            .getByRole('button', { name: /^Price of/ })
            .click();
          await page.getByTestId('product-row').first().getByTestId('product-price').waitFor();
          await waitForQuiet(page);
          await saveScreenshot(page, `shop-${tab}-${label}`);
          expect(await hasHorizontalScroll(page), `${tab} scrolls sideways`).toBe(false);
          expect(await seriousViolations(page), `${tab} accessibility`).toEqual([]);
        }
        if (viewport.width < 500) {
          await page.getByRole('button', { name: 'Filters' }).click();
          await page.locator('#shop-more-filters').getByLabel('Brand', { exact: true }).waitFor();
          // A hovered button takes the theme's hover colour; the check is of the page at rest.
          await page.mouse.move(viewport.width / 2, viewport.height - 5);
          await waitForQuiet(page);
          await saveScreenshot(page, `shop-filters-open-${label}`);
          expect(await hasHorizontalScroll(page)).toBe(false);
          expect(await seriousViolations(page)).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});
