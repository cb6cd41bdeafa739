import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, hasHorizontalScroll, PHONE, saveScreenshot, signIn, withPage } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { seriousViolations } from './support/axe.ts';
import { choose } from './support/flows.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe.skipIf(!hasChromium)('Finding tyres and wheels by vehicle (#14)', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Make → model → year → variant, as a counter person does it. */
  async function findHilux(page: Page) {
    await page.goto('/shop?tab=vehicle');
    await choose(page, 'Make', 'Toyota');
    await choose(page, 'Model', /^Hilux$/);
    await choose(page, 'Year', /^2019$/);
    await choose(page, 'Variant', /^SR5 \(2015–2020\)$/);
    await page.getByTestId('vehicle-sizes').waitFor();
  }

  it.each(SIZES)(
    'finds a 2019 Hilux, sees its sizes and adds four fitting tyres to the cart (%s)',
    async (name, viewport) => {
      await withPage(browser, baseUrl, viewport, async (page) => {
        await signIn(page);
        await findHilux(page);
        expect(await page.getByTestId('vehicle-sizes').innerText()).toBe('265/65R17');
        const specs = await page.locator('.vehicle-specs').innerText();
        for (const spec of ['112S', '6x139.7', '106.1 mm', 'ET-10 to ET35', 'M12x1.5', 'conical nut']) {
          expect(specs).toContain(spec);
        }

        await page.getByRole('button', { name: /^Tyres that fit \(\d+\)$/ }).click();
        await page.waitForURL((url) => url.searchParams.get('show') === 'tyres');
        const rows = page.getByTestId('product-row');
        await rows.first().waitFor();
        for (const text of await rows.allInnerTexts()) expect(text).toContain('265/65R17');
        // The Q-rated mud tyre is listed but marked: the Hilux placard asks for S.
        const below = rows.filter({ hasText: 'Geolandar X-MT' });
        expect((await below.getByTestId('placard-note').innerText()).replace(/\s+/g, ' ')).toBe(
          "Below placard 112S Speed rating Q is below the placard's S",
        );

        const fitting = rows.filter({ hasText: 'Meets placard 112S' }).first();
        const tyre = (await fitting.locator('.tyre-name').innerText()).trim();
        await fitting.getByLabel(`Quantity of ${tyre}`).fill('4');
        await fitting.getByLabel(`Quantity of ${tyre}`).press('Enter');
        await fitting.getByRole('button', { name: `Add ${tyre} to cart` }).click();
        await page.getByText(`Added 4 × ${tyre} to your cart`).first().waitFor();
        expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 4 items');

        expect(await hasHorizontalScroll(page)).toBe(false);
        await saveScreenshot(page, `vehicle-hilux-tyres-${name}`, { fullPage: viewport === DESKTOP });
        expect(await seriousViolations(page)).toEqual([]);
      });
    },
  );

  it.each(SIZES)('shows why each wheel fits the Hilux or not (%s)', async (name, viewport) => {
    await withPage(browser, baseUrl, viewport, async (page) => {
      await signIn(page);
      await findHilux(page);
      await page.getByRole('button', { name: /^Wheels that fit \(\d+ of \d+\)$/ }).click();
      const rows = page.getByTestId('product-row');
      await rows.first().waitFor();
      expect(await rows.first().getByTestId('wheel-fit-note').innerText()).toMatch(
        /^Fits\s+Bolt pattern, centre bore and offset match$/,
      );
      const smallBore = rows.filter({ hasText: 'King Raptor 17x8 6x139.7 ET25' });
      expect(await smallBore.getByTestId('wheel-fit-note').innerText()).toContain(
        'Centre bore 93.1 mm is smaller than the 106.1 mm hub: it will not go on',
      );
      if (viewport === PHONE) {
        // Every step and button a finger aims at is at least 44 px tall, like the rest of the shop.
        const heights = await page
          .locator('.vehicle-steps select, .vehicle-show button')
          .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height));
        for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
      }
      expect(await hasHorizontalScroll(page)).toBe(false);
      await saveScreenshot(page, `vehicle-hilux-wheels-${name}`, { fullPage: viewport === DESKTOP });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('carries the chosen vehicle to the Wheels tab, where each wheel says whether it fits and why', async () => {
    await withPage(browser, baseUrl, DESKTOP, async (page) => {
      await signIn(page);
      await findHilux(page);
      await page.getByRole('tab', { name: 'Wheels' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'wheels');
      const bar = page.getByTestId('wheel-vehicle');
      await bar.getByText('Toyota Hilux SR5 (2015–2020)').waitFor();
      expect(await bar.innerText()).toContain('bolt pattern 6x139.7, hub 106.1 mm, offset ET-10 to ET35');

      await page.getByLabel('Search', { exact: true }).fill('6x139.7');
      await page.getByLabel('Search', { exact: true }).press('Enter');
      const smallBore = page.getByTestId('product-row').filter({ hasText: 'King Raptor 17x8 6x139.7 ET25' });
      expect(await smallBore.getByTestId('wheel-fit-note').innerText()).toContain(
        'Centre bore 93.1 mm is smaller than the 106.1 mm hub: it will not go on',
      );
      const notes = await page.getByTestId('wheel-fit-note').allInnerTexts();
      expect(notes.some((n) => /^Fits\s/.test(n))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await bar.getByRole('button', { name: 'No vehicle' }).click();
      await page.getByText('Choose a vehicle').waitFor();
      expect(await page.getByTestId('wheel-fit-note').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
