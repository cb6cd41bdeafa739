import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  hasHorizontalScroll,
  openPage,
  PHONE,
  saveScreenshot,
  settle,
  signIn,
  storedCart,
  USERS,
  VIEWPORTS,
} from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { seriousViolations } from './support/axe.ts';

const AUD = /\$ [\d,]+\.\d{2} AUD/;

/** An accessory's SKU, straight from the API, so the paste names a product the account sells. */
function accessorySku(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('tyreline.accessToken');
    const answer = await fetch('/api/cus/accessories?per_page=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { sku: string }[] }).data[0]!.sku;
  });
}

describe.skipIf(!hasChromium)('Quick order', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`puts the good lines of a mixed paste in the cart and keeps the bad ones listed with their reasons at ${label} width (${viewport.width} px)`, async () => {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      try {
        await signIn(page, USERS.trade, '/shop?tab=quick');
        const sku = await accessorySku(page);
        await page
          .getByLabel('Lines to order')
          .fill([`${sku.toLowerCase()} x3`, '205/55R16 4', 'MADE-UP-SKU 2', 'please send tyres'].join('\n'));
        await page.getByRole('button', { name: 'Resolve' }).click();

        const lines = page.getByTestId('quick-line');
        await lines.nth(3).waitFor();
        expect(await lines.evaluateAll((all) => all.map((l) => l.getAttribute('data-status')))).toEqual([
          'found',
          'choose',
          'not_found',
          'invalid',
        ]);
        await expect.poll(() => lines.nth(0).getByTestId('product-price').innerText()).toMatch(AUD);
        expect(await lines.nth(0).getByRole('list', { name: 'Stock per warehouse' }).count()).toBe(1);
        expect(await lines.nth(2).innerText()).toContain('No product with SKU MADE-UP-SKU');
        expect(await lines.nth(3).innerText()).toContain('is not a tyre size or a SKU we can read');
        // The size matched several tyres: one is picked already (best stocked, then cheapest), so one tap would do.
        expect(await page.getByTestId('quick-counts').innerText()).toBe(
          '2 ready · 0 to choose · 2 not found',
        );
        expect(await lines.nth(1).getByRole('radio', { checked: true }).count()).toBe(1);

        // The customer may pick another: the second one offered.
        const choices = lines.nth(1).getByTestId('quick-choice');
        expect(await choices.count()).toBeGreaterThan(1);
        expect(await choices.nth(1).getByTestId('product-price').innerText()).toMatch(AUD);
        const chosenName = (await choices.nth(1).locator('.tyre-name').innerText()).trim();
        await choices.nth(1).getByRole('radio').check();
        expect(await page.getByTestId('quick-counts').innerText()).toBe(
          '2 ready · 0 to choose · 2 not found',
        );

        await settle(page);
        await saveScreenshot(page, `quick-order-resolved-${label}`);
        expect(await hasHorizontalScroll(page), 'sideways scroll').toBe(false);
        expect(await seriousViolations(page), 'accessibility').toEqual([]);

        await page.getByRole('button', { name: /^Add all to cart/ }).click();
        await page.getByTestId('quick-added').waitFor();
        expect(await page.getByTestId('quick-added').innerText()).toContain(
          '2 lines added to your cart. 2 still need your attention below.',
        );
        expect(await lines.count()).toBe(2);
        expect(await page.getByLabel('Lines to order').inputValue()).toBe('MADE-UP-SKU 2\nplease send tyres');

        const cart = await storedCart(page);
        expect(cart.map((l) => l.qty)).toEqual([3, 4]);
        expect(cart[1]!.data.name).toBe(chosenName);
        expect(cart.every((l) => l.price > 0)).toBe(true);
        expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 7 items');

        await settle(page);
        await saveScreenshot(page, `quick-order-added-${label}`);
        expect(await seriousViolations(page), 'accessibility after adding').toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('prices the lines of an account whose prices are not shown in one batch when they go to the cart', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await signIn(page, USERS.brisbane, '/shop?tab=quick');
      const sku = await accessorySku(page);
      await page.getByLabel('Lines to order').fill(`${sku} 2`);
      await page.getByRole('button', { name: 'Resolve' }).click();
      const line = page.getByTestId('quick-line').first();
      await line.waitFor();
      // No price until asked: the account's lookups spend credit.
      expect(await line.getByRole('button', { name: /^Price of/ }).count()).toBe(1);
      await page.getByRole('button', { name: /^Add all to cart/ }).click();
      await page.getByTestId('quick-added').waitFor();
      const cart = await storedCart(page);
      expect(cart.map((l) => l.qty)).toEqual([2]);
      expect(cart[0]!.price).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('says what the limits are: a paste past 300 lines, and a file past 100 KB', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    try {
      await signIn(page, USERS.trade, '/shop?tab=quick');
      await page
        .getByLabel('Lines to order')
        .fill(Array.from({ length: 1000 }, () => '2055516 x4').join('\n'));
      await page.getByRole('button', { name: 'Resolve' }).click();
      expect(await page.getByTestId('quick-problem').innerText()).toBe(
        'A quick order takes at most 300 lines; split the list',
      );
      expect(await page.getByTestId('quick-line').count()).toBe(0);

      await page.locator('input[type=file]').setInputFiles({
        name: 'big-order.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('sku,qty\n'.padEnd(5 * 1024 * 1024, 'A')),
      });
      await expect
        .poll(() => page.getByTestId('quick-problem').innerText())
        .toBe(
          'big-order.csv is 5.2 MB; a quick-order file may be at most 100 KB (300 lines). Split it into smaller files.',
        );

      await page.locator('input[type=file]').setInputFiles({
        name: 'order.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('sku,qty\nMADE-UP-SKU,2\n2055516,4\n'),
      });
      await page.getByTestId('quick-line').nth(1).waitFor();
      expect(await page.getByTestId('quick-counts').innerText()).toBe('1 ready · 0 to choose · 1 not found');
      await saveScreenshot(page, 'quick-order-csv-phone');
    } finally {
      await context.close();
    }
  });
});
