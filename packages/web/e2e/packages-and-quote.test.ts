import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  downloadedBytes,
  hasHorizontalScroll,
  openPage,
  saveScreenshot,
  settle,
  signIn,
} from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { seriousViolations } from './support/axe.ts';
import { choose, pick } from './support/flows.ts';

const WHEEL = 'King Raptor 17x8 6x139.7 ET25';

/** Types into a searchable select (a long list shows only its first rows) and picks the first option it narrows to. */
async function search(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  // Arrow down and Enter pick the first option the text narrows to: a tap could land while the list still moves.
  await page.getByRole('listbox').getByRole('option').filter({ hasText: option }).first().waitFor();
  await input.press('ArrowDown');
  await input.press('Enter');
}

/** The package's priced lines: the table's rows on a wide screen, its cards on a phone. */
const packageLines = (page: Page) =>
  page
    .locator('.package-builder')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .or(page.getByRole('list', { name: 'Package lines' }).getByRole('listitem'));

/** Every '$ 1,234.56 AUD' on the page as the person at the counter sees it. */
const shownAmounts = (text: string) => [...text.matchAll(/\$ ?[\d,]+\.\d{2}/g)].map((m) => m[0]);

describe.skipIf(!hasChromium)('Tyre-and-wheel packages, customer view and the retail quote (#14)', () => {
  const app = usePrivateApp('packages');

  const { withPage } = app;

  it('builds a wheel-and-tyre package for a Ranger and checks it out (1440 px)', async () => {
    await withPage(DESKTOP, async (page) => {
      await signIn(page, undefined, '/shop?tab=vehicle');
      await choose(page, 'Make', 'Ford');
      await choose(page, 'Model', /^Ranger$/);
      await choose(page, 'Year', /^2020$/);
      await choose(page, 'Variant', /^XLT/);
      await page.getByRole('button', { name: /^Wheels that fit/ }).click();
      const row = page.getByTestId('product-row').filter({ hasText: WHEEL });
      await row.getByRole('button', { name: `Package with ${WHEEL}` }).click();

      const builder = page.locator('.package-builder');
      await builder.waitFor();
      await search(page, 'Tyre', '265/65R17', /265\/65R17/);
      await search(page, 'Add-ons', 'TR413', /TR413 snap-in valve/);
      const lines = packageLines(page);
      await expect.poll(() => lines.count()).toBe(3);
      expect(await builder.getByLabel('Sets (wheel and tyre)').inputValue()).toBe('4');
      const texts = await lines.allInnerTexts();
      expect(texts[0]).toContain(WHEEL);
      expect(texts[1]).toContain('265/65R17');
      const total = await builder.getByTestId('package-total').innerText();
      const sum = texts
        .map((t) => Number(/\$ ?([\d,]+\.\d{2})\s*(?:AUD)?\s*$/.exec(t.trim())?.[1]?.replace(/,/g, '')))
        .reduce((a, b) => a + b, 0);
      expect(Number(/([\d,]+\.\d{2})/.exec(total)?.[1]?.replace(/,/g, ''))).toBeCloseTo(sum, 2);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'package-builder-desktop', { fullPage: false });

      await builder.getByRole('button', { name: 'Add to cart' }).click();
      await builder.waitFor({ state: 'hidden' });
      expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 9 items');

      await page.goto('/checkout');
      await page.getByTestId('checkout-line').nth(2).waitFor();
      await pick(page, 'Ship type', 'Pick-up');
      // The package's lines are all on the shelf at one warehouse at least: collect from there.
      const warehouses = page.getByRole('radiogroup', { name: 'Pick-up warehouse', exact: true });
      await warehouses.locator('label').filter({ hasText: 'Has all 3 lines in stock' }).first().click();
      await page.getByLabel('Your reference (PO)').fill('PO-E2E-PACKAGE');
      await page.getByRole('button', { name: 'Place order' }).click();
      expect(await page.getByTestId('order-placed').innerText()).toMatch(/SO-\d+/);
    });
  });

  it('hides every trade price in customer view and prints a retail quote without one (375 px)', async () => {
    await withPage(PHONE, async (page) => {
      await signIn(page, undefined, '/account');
      const settings = page.locator('.retail-settings-form');
      await settings.getByLabel(/^Markup \(%/).fill('600');
      await settings.getByRole('button', { name: 'Save sell prices' }).click();
      await settings.getByText('must be from 0 to 500 %').waitFor();
      await settings.getByLabel(/^Markup \(%/).fill('40');
      await settings.getByLabel('Fitting fee per tyre ($, empty for none)').fill('25');
      await settings.getByRole('button', { name: 'Save sell prices' }).click();
      await page.getByText('Sell prices saved').waitFor();

      await page.goto('/shop?tab=tyres');
      const first = page.getByTestId('product-row').first();
      const trade = (await first.getByTestId('product-price').innerText()).trim();
      const name = (await first.locator('.tyre-name').innerText()).trim();
      await first.getByRole('button', { name: `Add ${name} to cart` }).click();
      await page
        .getByText(/to your cart/)
        .first()
        .waitFor();
      const tradeAmounts = new Set(shownAmounts(trade));

      await page.getByRole('switch').click();
      await page.getByTestId('customer-view-banner').waitFor();
      await first.getByTestId('sell-price').waitFor();
      expect(await page.getByTestId('product-price').count()).toBe(0);
      await page.reload();
      await page.getByTestId('customer-view-banner').waitFor();

      await page.locator('.header-cart').click();
      await page.getByTestId('cart-line').first().waitFor();
      expect(await page.getByTestId('cart-line-price').count()).toBe(0);
      const seen = shownAmounts(await page.locator('body').innerText());
      for (const amount of seen) expect(tradeAmounts.has(amount), amount).toBe(false);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.getByRole('button', { name: 'Retail quote' }).click();
      await page.getByLabel('Customer name (optional)').fill('Alex Driver');
      const [download] = (await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download quote' }).click(),
      ])) as [Download, void];
      const text = await pdfText(await downloadedBytes(download));
      expect(text).toContain('Southside Tyre & Auto');
      expect(text).toContain('Alex Driver');
      expect(text).toContain(name);
      expect(text).toContain('Fitting (per tyre)');
      for (const amount of tradeAmounts) expect(text).not.toContain(amount.replace(/^\$ ?/, ''));

      // The package builder on a phone, in customer view: no trade price in it either.
      await page.goto('/shop?tab=wheels&q=King%20Raptor');
      const wheel = page.getByTestId('product-row').filter({ hasText: WHEEL }).first();
      await wheel.getByRole('button', { name: `Package with ${WHEEL}` }).click();
      const builder = page.locator('.package-builder');
      await search(page, 'Tyre', '265/65R17', /265\/65R17/);
      await packageLines(page).nth(1).waitFor();
      expect(await builder.getByTestId('package-total').innerText()).toMatch(
        /^Fitted price \$ [\d,]+\.00 AUD incl\. GST$/,
      );
      const sellAmounts = shownAmounts(await builder.innerText());
      expect(sellAmounts.length).toBeGreaterThan(0);
      for (const amount of sellAmounts) expect(amount).toMatch(/\.00$/); // sell prices are whole dollars
      expect(await hasHorizontalScroll(page)).toBe(false);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'package-builder-phone-customer-view', { fullPage: false });

      // Orders and home: the account's order totals, line prices, balance and credit are trade money too.
      await page.goto('/orders');
      await page.locator('.order-card').first().click();
      await page.getByLabel('Order lines').waitFor();
      expect(shownAmounts(await page.locator('body').innerText())).toEqual([]);
      await page.goto('/home');
      await page.getByTestId('stat-balance').getByText('—').waitFor();
      await page.getByTestId('stat-credit').getByText('—').waitFor();
      await page.getByTestId('stat-recent-order').waitFor();
      expect(shownAmounts(await page.getByTestId('stat-recent-order').innerText())).toEqual([]);

      await page.goto('/checkout');
      await page.getByTestId('checkout-line').first().waitFor();
      for (const amount of shownAmounts(await page.locator('body').innerText())) {
        expect(tradeAmounts.has(amount), amount).toBe(false);
      }
      await leaveCustomerView(page);
      await page.getByTestId('checkout-total').waitFor();
    });
  });

  it('saves a quote whose link a signed-out customer opens at 375 and 1440 px and accepts; the shop makes a cart of it', async () => {
    await withPage(DESKTOP, async (shop) => {
      await signIn(shop, undefined, '/account');
      const details = shop.locator('.quote-settings-form');
      await details.getByLabel(/^Shop name on quotes/).fill('Southside Retail');
      await details.getByLabel('ABN').fill('51 824 753 557');
      await details.getByRole('button', { name: 'Save quote details' }).click();
      await details.getByText('is not a valid ABN').waitFor();
      await details.getByLabel('ABN').fill('51 824 753 556');
      await details.getByLabel('Phone').fill('07 3000 1234');
      await details.getByLabel('Address').fill('12 Ipswich Rd, Annerley QLD 4103');
      await details.getByRole('button', { name: 'Save quote details' }).click();
      await shop.getByText('Quote details saved').waitFor();

      await shop.goto('/shop?tab=tyres');
      const first = shop.getByTestId('product-row').nth(1);
      const trade = shownAmounts(await first.getByTestId('product-price').innerText());
      const name = (await first.locator('.tyre-name').innerText()).trim();
      await first.getByRole('button', { name: `Add ${name} to cart` }).click();
      await shop.locator('.header-cart').click();
      await shop.getByRole('button', { name: 'Retail quote' }).click();
      await shop.getByLabel('Customer name (optional)').fill('Sam Walker');
      await shop.getByRole('button', { name: 'Save and get link' }).click();
      const link = await shop.getByLabel('Link for your customer').inputValue();
      expect(link).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
      const number = /Q-\d{6}/.exec(await shop.getByTestId('saved-quote-link').innerText())![0];
      await shop.getByRole('button', { name: 'Done' }).click();

      // The customer's browser: signed out, no session; the page calls only the public API.
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await openPage(app.browser, app.server.url, viewport);
        const calls: string[] = [];
        page.on('request', (r) => void (r.url().includes('/api/') && calls.push(new URL(r.url()).pathname)));
        try {
          await page.goto(new URL(link).pathname);
          await page.getByTestId('public-quote').waitFor();
          const text = await page.locator('body').innerText();
          for (const shown of [
            'Southside Retail',
            'ABN 51 824 753 556',
            '07 3000 1234',
            number,
            'Sam Walker',
            name,
          ]) {
            expect(text).toContain(shown);
          }
          expect(text).toContain('Fitting (per tyre)');
          const html = await page.content();
          for (const amount of trade) {
            const exact = new RegExp(`(?<![\\d,])${amount.replace(/^\$ ?/, '').replace('.', '\\.')}`);
            expect(text, amount).not.toMatch(exact);
            expect(html, amount).not.toMatch(exact);
          }
          expect(
            calls.every((path) => path.startsWith('/api/public/quotes/')),
            calls.join(),
          ).toBe(true);
          expect(await hasHorizontalScroll(page)).toBe(false);
          await settle(page);
          expect(await seriousViolations(page)).toEqual([]);
          await saveScreenshot(page, `public-quote-${viewport.width}`);
          if (viewport === DESKTOP) {
            await page.getByRole('button', { name: 'Accept quote' }).click();
            await page.getByText(/^You accepted this quote on/).waitFor();
            await page.reload();
            await page.getByText(/^You accepted this quote on/).waitFor();
          }
        } finally {
          await context.close();
        }
      }

      // The shop sees it accepted and makes a cart of it in one tap.
      await shop.goto('/quotes');
      const card = shop.getByTestId('saved-quote').filter({ hasText: number });
      await card.getByText('Accepted', { exact: true }).waitFor();
      expect(await hasHorizontalScroll(shop)).toBe(false);
      await card.getByRole('button', { name: `Make a cart of ${number}` }).click();
      await shop.getByTestId('cart-line').first().waitFor();
      expect(await shop.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 2 items');
      await shop.keyboard.press('Escape');

      // Customer view is left only with the password: a wrong one is refused.
      await shop.goto('/shop?tab=tyres');
      await shop.getByRole('switch').click();
      await shop.getByTestId('customer-view-banner').waitFor();
      await shop
        .getByTestId('customer-view-banner')
        .getByRole('button', { name: 'Show trade prices' })
        .click();
      await shop.getByLabel('Your password').fill('not-the-password');
      await shop.getByRole('dialog').getByRole('button', { name: 'Show trade prices' }).click();
      await shop.getByText('The password is incorrect').waitFor();
      await shop.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      expect(await shop.getByTestId('customer-view-banner').isVisible()).toBe(true);
      expect(await shop.getByTestId('product-price').count()).toBe(0);
      await leaveCustomerView(shop);
      await shop.getByTestId('product-price').first().waitFor();
    });
  });
});

/** Leaves customer view from its band with the signed-in user's password. */
async function leaveCustomerView(page: Page): Promise<void> {
  await page.getByTestId('customer-view-banner').getByRole('button', { name: 'Show trade prices' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Show trade prices' }).click();
  await page.getByTestId('customer-view-banner').waitFor({ state: 'hidden' });
}
