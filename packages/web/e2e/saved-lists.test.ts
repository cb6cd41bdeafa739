import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  hasHorizontalScroll,
  openPage,
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
import { placeOrderViaApi, seedCart } from './support/flows.ts';

const AUD = /^\$ [\d,]+\.\d{2} AUD$/;

/** Waits for the drawer's re-pricing to end. */
async function busy(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="cart-body"]')?.getAttribute('aria-busy') === 'false',
  );
}

/** Names the list in the Save as list dialog, saves it and waits for the confirmation. */
async function saveAsList(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save as list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as list' });
  await dialog.getByLabel('List name').fill(name);
  await dialog.getByRole('button', { name: 'Save list' }).click();
  await page.getByTestId('list-saved').waitFor();
}

describe.skipIf(!hasChromium)('Saved lists', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`saves the cart as a list, and later puts the list with a changed quantity back in the cart at ${label} width (${viewport.width} px)`, async () => {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      try {
        await signIn(page, USERS.trade);
        await seedCart(page, 2);
        await page.reload();
        const saved = await storedCart(page);
        expect(saved.map((l) => l.qty)).toEqual([1, 2]);

        await page.locator('.header-cart').click();
        const drawer = page.getByRole('dialog', { name: /Cart/ });
        await drawer.waitFor();
        await busy(page);
        await settle(page);
        await saveScreenshot(page, `cart-drawer-save-as-list-${label}`, { fullPage: false });
        const name = `Fleet Hilux set (${label})`;
        await saveAsList(page, name);
        await settle(page);
        await saveScreenshot(page, `lists-saved-from-cart-${label}`);
        expect(await seriousViolations(page), 'the saved dialog').toEqual([]);
        await page.getByRole('dialog', { name: 'List saved' }).getByRole('button', { name: 'Done' }).click();

        // Later: the cart is emptied, and the list is found from the shop.
        await drawer.getByRole('button', { name: 'Clear cart' }).click();
        await page.getByRole('dialog', { name: 'Tip' }).getByRole('button', { name: 'Clear cart' }).click();
        await expect.poll(() => storedCart(page)).toEqual([]);
        await page.goto('/shop?tab=tyres');
        await page.getByRole('link', { name: 'Saved lists' }).click();
        await page.waitForURL(/\/lists/);
        await page.getByTestId('list-row').filter({ hasText: name }).click();

        const detail = page.getByTestId('list-detail');
        await detail.waitFor();
        const items = detail.getByTestId('list-item');
        expect(await items.count()).toBe(2);
        for (const item of await items.all()) {
          expect(await item.getByTestId('list-item-price').innerText()).toMatch(AUD);
          expect(
            await item.getByRole('list', { name: 'Stock per warehouse' }).locator('li').count(),
          ).toBeGreaterThan(0);
        }

        // The first product's quantity goes from 1 to 5, saved for the team.
        const firstName = saved[0]!.data.name;
        const qty = detail.getByLabel(`Quantity of ${firstName}`);
        await qty.fill('5');
        await qty.press('Enter');
        await detail.getByRole('button', { name: 'Save changes' }).click();
        await expect.poll(() => detail.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
        await page.reload();
        await detail.waitFor();
        expect(await detail.getByLabel(`Quantity of ${firstName}`).inputValue()).toBe('5');

        await settle(page);
        await saveScreenshot(page, `lists-detail-${label}`);
        expect(await hasHorizontalScroll(page), 'sideways scroll').toBe(false);
        expect(await seriousViolations(page), 'the list').toEqual([]);

        await detail.getByRole('button', { name: /^Add to cart \(7 items\)/ }).click();
        await page.getByText('Added 2 lines (7 items) to your cart').waitFor();
        const cart = await storedCart(page);
        expect(cart.map((l) => [l.data.id, l.qty])).toEqual([
          [saved[0]!.data.id, 5],
          [saved[1]!.data.id, 2],
        ]);
        expect(cart.every((l) => l.price > 0)).toBe(true);
        expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 7 items');
      } finally {
        await context.close();
      }
    });
  }

  it('saves an order as a list from its detail, and deletes the list for everyone', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await signIn(page, USERS.trade);
      const order = await placeOrderViaApi(page, 'LIST-SOURCE');
      await page.goto(`/orders?order=${order.id}`);
      await page.getByTestId('order-detail').waitFor();
      await saveAsList(page, `Order ${order.number} again`);
      await page.getByRole('button', { name: 'Open the list' }).click();
      await page.waitForURL(/\/lists\?list=\d+/);

      const detail = page.getByTestId('list-detail');
      await detail.waitFor();
      expect(await detail.getByTestId('list-item').count()).toBe(2);
      await detail.getByRole('button', { name: 'Delete list' }).click();
      await page
        .getByRole('dialog', { name: `Delete “Order ${order.number} again”?` })
        .getByRole('button', { name: 'Delete list' })
        .click();
      await page.waitForURL((url) => !url.search.includes('list='));
      await page.getByTestId('list-row').first().waitFor();
      expect(await page.getByTestId('list-row').allInnerTexts()).not.toContainEqual(
        expect.stringContaining(`Order ${order.number} again`),
      );
    } finally {
      await context.close();
    }
  });
});
