import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, hasHorizontalScroll, openPage, saveScreenshot, signIn, VIEWPORTS } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { seriousViolations } from './support/axe.ts';
import { pick, seedCart } from './support/flows.ts';

/** A Wednesday morning in Brisbane (UTC+10 all year): Brisbane North's same-day run closes at 10:30. */
const brisbane = (time: string) => `2026-11-18T${time}+10:00`;
const BEFORE_CUTOFF = brisbane('09:10:00');
const AFTER_CUTOFF = brisbane('10:31:00');

// Its own server: the delivery clock stands at TYRELINE_NOW and the test moves it with the page's clock.
describe.skipIf(!hasChromium)('Delivery cut-offs with a fixed clock (#14)', () => {
  const app = usePrivateApp('delivery-cutoffs', { TYRELINE_NOW: BEFORE_CUTOFF });

  async function setServerClock(now: string) {
    const response = await fetch(`${app.server.url}/api/test/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now }),
    });
    expect(response.status).toBe(200);
  }

  const northLine = (page: Page) =>
    page.getByTestId('delivery-eta').filter({ hasText: 'Brisbane North' }).first();

  it.each(VIEWPORTS)(
    'counts down to the cut-off on each stock line, then shows the next run once it has passed (%s)',
    async (name, viewport) => {
      await setServerClock(BEFORE_CUTOFF);
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        // 50 s before the server's time: the countdown reads 1 h 20 min until 09:11, whatever the load.
        await page.clock.install({ time: new Date(brisbane('09:09:10')) });
        let estimateCalls = 0;
        await page.route('**/api/cus/delivery-estimates*', async (route) => {
          estimateCalls++;
          // Late on purpose: the rows must not move when the estimates arrive.
          await new Promise((done) => setTimeout(done, 800));
          await route.continue();
        });
        await signIn(page, undefined, '/shop?tab=tyres');
        const firstRow = page.getByTestId('product-row').first();
        await firstRow.waitFor();
        // On a phone the times are one line that opens on tap.
        if (viewport !== DESKTOP)
          await page.getByRole('button', { name: /Delivery and pick-up times/ }).click();
        await northLine(page).waitFor();
        const rowTop = (await firstRow.boundingBox())!.y;

        const delivery = northLine(page).getByTestId('delivery-eta-delivery');
        await delivery.waitFor();
        expect(await delivery.innerText()).toBe('Order in the next 1 h 20 min for delivery this afternoon');
        expect(await northLine(page).getByTestId('delivery-eta-pick-up').innerText()).toBe(
          'Ready for pick-up from 10:15 am',
        );
        expect((await firstRow.boundingBox())!.y).toBe(rowTop);
        // One call for the page, however many rows and warehouses it shows.
        expect(estimateCalls).toBe(1);
        expect(await page.getByTestId('delivery-eta').count()).toBeGreaterThan(1);

        expect(await hasHorizontalScroll(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, `delivery-cutoff-before-${name}`, { fullPage: viewport === DESKTOP });

        // Past the same-day cut-off on both clocks: the line moves to the next run by itself.
        await setServerClock(AFTER_CUTOFF);
        await page.clock.fastForward('01:21:00');
        await expect
          .poll(() => delivery.innerText())
          .toMatch(/^Order in the next 4 h 2\d min for delivery tomorrow morning$/);
        expect(estimateCalls).toBe(2);
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, `delivery-cutoff-after-${name}`, { fullPage: viewport === DESKTOP });
      } finally {
        await context.close();
      }
    },
  );

  it('shows the promise at checkout before the order is placed, and the order keeps it', async () => {
    await setServerClock(BEFORE_CUTOFF);
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await page.clock.install({ time: new Date(brisbane('09:09:10')) });
      await signIn(page, undefined, '/checkout');
      const { warehouse } = await seedCart(page, 1, { pickUp: true });
      await page.reload();
      await page.getByTestId('checkout-line').first().waitFor();
      await pick(page, 'Ship type', 'Pick-up');
      await pick(page, 'Pick-up warehouse', warehouse);
      const promise = page.getByTestId('checkout-promise');
      await expect
        .poll(() => promise.innerText())
        .toMatch(/^Ready for pick-up Wednesday 18 November 2026 from \d/);
      const promised = await promise.innerText();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByTestId('order-placed').waitFor();
      await page.getByRole('link', { name: /^View order/ }).click();
      expect(await page.getByTestId('order-promise').innerText()).toBe(promised);
    } finally {
      await context.close();
    }
  });
});
