import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  hasHorizontalScroll,
  PHONE,
  saveScreenshot,
  signIn,
  withPage,
  type Viewport,
} from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { seriousViolations } from './support/axe.ts';
import { choose } from './support/flows.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const SMALL_BORE = 'King Raptor 17x8 6x139.7 ET25 Matt Black';

// Fitment that prevents (issue #24, decision 0049). Only the cart (this browser's storage) and read-only fit checks
// are written, so the worker's shared server serves.
describe.skipIf(!hasChromium)('Fitment that prevents, not only advises (#24)', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The 2019 Hilux's wheels in the shop's vehicle search, on a page of its own. */
  function hiluxWheels(viewport: Viewport, run: (page: Page) => Promise<void>) {
    return withPage(browser, baseUrl, viewport, async (page) => {
      await signIn(page, undefined, '/shop?tab=vehicle');
      await choose(page, 'Make', 'Toyota');
      await choose(page, 'Model', /^Hilux$/);
      await choose(page, 'Year', /^2019$/);
      await choose(page, 'Variant', /^SR5 \(2015–2020\)$/);
      await page.getByRole('button', { name: /^Wheels that fit/ }).click();
      await page.getByTestId('product-row').first().waitFor();
      await run(page);
    });
  }

  it.each(SIZES)(
    'will not add a wheel that does not fit the Hilux, but adds it with an override and its reason (%s)',
    async (name, viewport) => {
      await hiluxWheels(viewport, async (page) => {
        const row = page.getByTestId('product-row').filter({ hasText: SMALL_BORE });
        expect(await row.getByRole('button', { name: `Add ${SMALL_BORE} to cart` }).count()).toBe(0);
        expect(await row.getByRole('button', { name: `Package with ${SMALL_BORE}` }).count()).toBe(0);

        await row.getByRole('button', { name: `Override the fit check and add ${SMALL_BORE}` }).click();
        const dialog = page.getByRole('dialog', {
          name: `${SMALL_BORE} does not fit the Toyota Hilux SR5 (2015–2020)`,
        });
        await dialog.waitFor();
        expect(await dialog.getByTestId('override-reasons').innerText()).toContain(
          'Centre bore 93.1 mm is smaller than the 106.1 mm hub',
        );
        await dialog.getByRole('button', { name: 'Add with override' }).click();
        await dialog.getByText('Override reason is required').waitFor();
        expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 0 items');
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, `vehicle-fit-override-${name}`, { fullPage: false });

        await dialog.getByLabel('Override reason').fill('Customer has the hub machined');
        await dialog.getByRole('button', { name: 'Add with override' }).click();
        await page
          .getByText(`Added 1 × ${SMALL_BORE} to your cart for the Toyota Hilux SR5 (2015–2020) (override)`)
          .first()
          .waitFor();
        expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 1 item');

        await page.locator('.header-cart').click();
        const line = page.getByTestId('cart-line').filter({ hasText: SMALL_BORE });
        expect((await line.getByTestId('line-fit').innerText()).replace(/\s+/g, ' ')).toBe(
          'For the Toyota Hilux SR5 (2015–2020) Fit overridden: Customer has the hub machined',
        );
        expect(await hasHorizontalScroll(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
      });
    },
  );

  it.each(SIZES)(
    'builds a package from the Hilux offering only tyres of its placard 112S (%s)',
    async (name, viewport) => {
      await hiluxWheels(viewport, async (page) => {
        const row = page
          .getByTestId('product-row')
          .filter({ hasText: /17x8 6x139\.7 ET10/ })
          .first();
        const wheel = (await row.locator('.tyre-name').innerText()).trim();
        await row.getByRole('button', { name: `Package with ${wheel}` }).click();
        const builder = page.locator('.package-builder');
        await builder
          .getByText(/tyres? in stock fit a 17" × 8" wheel and meet the Toyota Hilux's placard 112S\./)
          .waitFor();

        const tyre = page.getByRole('combobox', { name: 'Tyre', exact: true });
        const options = page.getByRole('listbox').getByRole('option');
        await tyre.click();
        // The passenger tyre a 17" wheel took before (215/55R17 94V) is not offered for a Hilux.
        await tyre.fill('215/55R17');
        await page.getByRole('listbox').getByText('No tyre in stock fits this wheel').waitFor();
        await tyre.fill('');
        await tyre.press('ArrowDown');
        await options.first().waitFor();
        const offered = await options.allInnerTexts();
        expect(offered.length).toBeGreaterThan(0);
        for (const option of offered) {
          const [, load, speed] = / (\d{2,3})(?:\/\d{2,3})?([A-Z])(?: Run-Flat)?$/.exec(option.trim()) ?? [];
          expect(Number(load), option).toBeGreaterThanOrEqual(112);
          expect('STUHVZWY', option).toContain(speed);
        }
        await tyre.press('Escape');

        // Add-ons are the Hilux's thread and bolt pattern: no M14 nuts, no 5x114.3 spacers.
        const addOns = page.getByRole('combobox', { name: 'Add-ons', exact: true });
        await addOns.click();
        await addOns.fill('M14');
        await page.getByRole('listbox').getByText('No add-on matches').waitFor();
        await addOns.fill('M12x1.5');
        await options.first().waitFor();
        await addOns.press('Escape');
        expect(await hasHorizontalScroll(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, `vehicle-fit-package-${name}`, { fullPage: false });
      });
    },
  );
});
