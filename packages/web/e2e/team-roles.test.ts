import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  hasHorizontalScroll,
  openPage,
  PHONE,
  saveScreenshot,
  settle,
  signIn,
  VIEWPORTS,
} from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { seriousViolations } from './support/axe.ts';

const VIEWER = 'viewer@example.com';
const MONEY = /\$ [\d,]+\.\d{2} AUD/;

describe.skipIf(!hasChromium)('A viewer on the account’s team', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`sees stock but no price and nothing to buy in the shop and the quick order at ${label} width (${viewport.width} px)`, async () => {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      try {
        await signIn(page, VIEWER, '/shop?tab=tyres&size=205%2F55R16');
        const rows = page.getByTestId('product-row');
        await rows.first().waitFor();
        // Stock on screen: the table's warehouse columns, or a phone card's list.
        await rows.first().locator('.shop-stock, .stock-list').first().waitFor();
        expect(await page.getByRole('button', { name: /^Price of/ }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Add .* to cart$/ }).count()).toBe(0);
        expect(await page.locator('#main-content').innerText()).not.toMatch(MONEY);
        await settle(page);
        await saveScreenshot(page, `viewer-shop-${label}`);
        expect(await hasHorizontalScroll(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('tab', { name: 'Quick order' }).click();
        await page.getByLabel('Lines to order').fill('2055516 x4\nMADE-UP-SKU 1');
        await page.getByRole('button', { name: 'Resolve' }).click();
        await page.getByTestId('quick-line').nth(1).waitFor();
        expect(await page.getByTestId('quick-choice').count()).toBeGreaterThan(1);
        expect(await page.getByRole('button', { name: /Add all to cart/ }).count()).toBe(0);
        expect(await page.locator('#main-content').innerText()).not.toMatch(MONEY);
        await settle(page);
        await saveScreenshot(page, `viewer-quick-order-${label}`);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('opens an order and sees who placed it, with no money anywhere, no Reorder and no invoice', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await signIn(page, VIEWER, '/orders');
      await page.locator('.order-row').first().waitFor();
      expect(await page.locator('#main-content').innerText()).not.toMatch(MONEY);
      expect(await page.getByRole('columnheader', { name: 'Total' }).count()).toBe(0);
      await page.locator('.order-row').first().getByRole('link').click();
      const detail = page.getByTestId('order-detail');
      await detail.waitFor();
      expect(await detail.innerText()).toContain('Placed by');
      expect(await detail.innerText()).not.toMatch(MONEY);
      expect(await detail.getByRole('button', { name: 'Reorder' }).count()).toBe(0);
      expect(await detail.getByRole('button', { name: 'Invoice (PDF)' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows a page that says a made-up invitation link is not valid, with what to do and a way to sign in', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    try {
      await page.goto('/invite/made-up-invitation-token');
      await page.getByRole('heading', { level: 1, name: 'This invitation link is not valid' }).waitFor();
      const text = await page.locator('body').innerText();
      expect(text).toContain('ask the account’s owner for a new invitation');
      expect(text).not.toContain('404');
      expect(text).not.toContain('Not Found');
      expect(await page.title()).toContain('This invitation link is not valid');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'invitation-not-valid-phone');
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await context.close();
    }
  });
});
