import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, saveScreenshot, signIn } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/**
 * Counts what a user does: a tap (a click on a wide screen, a touch tap on a phone) or a typed field. Every
 * action of the job goes through it, so the count is the job's, not an estimate.
 */
function counter(page: Page, phone: boolean) {
  const done = { taps: 0, typed: 0, log: [] as string[] };
  return {
    done,
    async tap(target: Locator, what: string) {
      await target.waitFor();
      if (phone) await target.tap();
      else await target.click();
      done.taps += 1;
      done.log.push(`tap ${what}`);
    },
    async type(target: Locator, text: string, what: string) {
      await target.fill(text);
      done.typed += 1;
      done.log.push(`type ${what}`);
    },
  };
}

describe.skipIf(!hasChromium)('The pick-up job at the counter (#11)', () => {
  // Its own server: the job places an order.
  const app = usePrivateApp('counter-taps');

  for (const [label, viewport] of SIZES) {
    it(`takes at most 10 taps and 1 typed field from sign-in to order number at ${label} width (${viewport.width} px)`, async () => {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        // Signing in (username, password, Enter) is not counted: the job starts on the page sign-in lands on.
        await signIn(page);
        const user = counter(page, viewport.width < 500);

        await user.type(page.getByLabel('Find tyres by size'), '2055516', 'the size');
        await user.tap(page.getByRole('button', { name: 'Search' }), 'Search');
        await page.waitForURL((url) => url.searchParams.get('size') === '205/55R16');

        // The first row a pick-up warehouse can fill 4 of; its price is already on screen.
        const row = page
          .getByTestId('product-row')
          .filter({ has: page.getByTestId('product-price') })
          .filter({ hasText: /8\+ Available/ })
          .first();
        await row.waitFor();
        for (let i = 0; i < 3; i++)
          await user.tap(row.getByRole('button', { name: 'Increase quantity' }), '+');
        await user.tap(row.getByRole('button', { name: /^Add .* to cart$/ }), 'Add');
        await page.locator('.header-cart[aria-label="View Cart, 4 items"]').waitFor();

        await user.tap(page.locator('.header-cart'), 'View Cart');
        await user.tap(page.getByRole('button', { name: 'Proceed To Checkout' }), 'Proceed To Checkout');
        await page.waitForURL('**/checkout');

        const shipTypes = page.getByRole('radiogroup', { name: 'Ship type', exact: true });
        await user.tap(
          shipTypes.locator('label').filter({ has: page.getByText('Pick-up', { exact: true }) }),
          'Pick-up',
        );
        // The warehouse that fills the cart and the payment type come chosen.
        await page
          .getByRole('radiogroup', { name: 'Pick-up warehouse', exact: true })
          .locator('label[data-selected]')
          .waitFor();
        await user.tap(page.getByRole('button', { name: 'Place order' }), 'Place order');

        const placed = page.getByTestId('order-placed');
        await placed.waitFor();
        expect(await placed.innerText()).toMatch(/^Order SO-\d+ placed$/);
        await saveScreenshot(page, `counter-job-done-${label}`, { fullPage: false });
        console.info(
          `[${label}] ${user.done.taps} taps, ${user.done.typed} typed: ${user.done.log.join(', ')}`,
        );
        expect(user.done.taps).toBeLessThanOrEqual(10);
        expect(user.done.typed).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    });
  }
});
