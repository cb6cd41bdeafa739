import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, hasHorizontalScroll, openPage, PHONE, signIn, USERS } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';

const NOTICE_TEXT =
  'Public holiday: all warehouses close at 3 pm on Friday. Orders placed after 1 pm ship Monday.';

describe.skipIf(!hasChromium)('The shared layout', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const open = async (viewport = DESKTOP) => {
    ({ context, page } = await openPage(browser, baseUrl, viewport));
  };

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
  });

  describe('on a desktop', () => {
    beforeEach(() => open(DESKTOP));

    it('has Home, Shop and Orders links, a View Cart button with its badge, and Account Management with the account name', async () => {
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Shop', 'Orders']);
      await page.getByRole('button', { name: /^View Cart/ }).waitFor();
      const account = page.locator('.header-account');
      await account.getByText('Southside Tyre & Auto').waitFor();
      expect(await account.innerText()).toContain('Account Management');
      expect(await account.innerText()).toContain('Southside Tyre & Auto');
      await page.getByRole('img', { name: 'Your business logo' }).waitFor();

      await nav.getByRole('link', { name: 'Shop' }).click();
      await page.waitForURL('**/shop?tab=tyres');
      await nav.getByRole('link', { name: 'Orders' }).click();
      await page.waitForURL('**/orders');
      await account.click();
      await page.getByRole('menuitem', { name: 'Account Management' }).click();
      await page.waitForURL('**/account');
    });

    it('has footer shortcuts: Contact Support shows the phone and email, Track Order and My account navigate', async () => {
      await signIn(page);
      const footer = page.getByRole('navigation', { name: 'Shortcuts' });
      await footer.getByRole('button', { name: 'Contact Support' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Support' });
      await dialog.waitFor();
      expect(await dialog.getByRole('link', { name: '1300 897 354' }).getAttribute('href')).toBe(
        'tel:1300897354',
      );
      expect(await dialog.getByRole('link', { name: 'support@tyreline.example' }).getAttribute('href')).toBe(
        'mailto:support@tyreline.example',
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await footer.getByRole('link', { name: 'Track Order' }).click();
      await page.waitForURL('**/orders');
      await footer.getByRole('link', { name: 'My account' }).click();
      await page.waitForURL('**/account');
    });

    it('shows the red notice from the logo 2 seconds after sign-in, and not again in that session once closed', async () => {
      await signIn(page);
      const signedInAt = Date.now();
      const notice = page.getByTestId('account-notice');
      await notice.waitFor({ timeout: 5000 });
      expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(1500);
      expect(await notice.innerText()).toBe(NOTICE_TEXT);
      expect(await notice.locator('.account-notice-text').evaluate((el) => getComputedStyle(el).color)).toBe(
        'rgb(207, 19, 34)',
      );

      await notice.getByRole('button', { name: 'Close notice' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('.app-header').waitFor();
      await page.waitForTimeout(3000);
      expect(await notice.count()).toBe(0);
    });

    it('shows no notice for an account whose logo is a plain URL, but shows that URL as the header logo', async () => {
      await signIn(page, USERS.brisbane);
      await page.getByRole('img', { name: 'Your business logo' }).waitFor();
      await page.waitForTimeout(2600);
      expect(await page.getByTestId('account-notice').count()).toBe(0);
    });

    it('renders notice text as text, never as HTML, and ignores a logo that is neither JSON nor a URL', async () => {
      let logo = JSON.stringify({
        cusLogo: 'javascript:alert(1)',
        show: 1,
        text: '<img src=x onerror="window.pwned=1"><b>Bold</b>',
      });
      await page.route('**/api/cus/account', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response, json: { data: { ...body.data, logo } } });
      });
      await signIn(page);
      const notice = page.getByTestId('account-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toBe('<img src=x onerror="window.pwned=1"><b>Bold</b>');
      expect(await notice.locator('img, b').count()).toBe(0);
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
      expect(await page.getByRole('img', { name: 'Your business logo' }).count()).toBe(0);

      logo = 'not a logo at all';
      await page.reload();
      await page.locator('.app-header').waitFor();
      await page.waitForTimeout(2600);
      expect(await page.getByRole('img', { name: 'Your business logo' }).count()).toBe(0);
      expect(await notice.count()).toBe(0);
    });
  });

  describe('on a phone', () => {
    beforeEach(() => open(PHONE));

    it('collapses the header into a menu with Search, Cart and Account Management, without horizontal scrolling', async () => {
      await signIn(page);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = await menu.getByRole('menuitem').allInnerTexts();
      expect(items.slice(0, 3).map((t) => t.split('\n')[0])).toEqual([
        'Search',
        'Cart',
        'Account Management',
      ]);
      expect(items[2]).toContain('Southside Tyre & Auto');

      await menu.getByRole('menuitem', { name: 'Search' }).click();
      await page.waitForURL('**/shop?tab=tyres*');
      await expect
        .poll(() => page.getByLabel('Tyre size').evaluate((box) => box === document.activeElement))
        .toBe(true);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'Cart' }).click();
      const drawer = page.getByRole('dialog', { name: /Cart/ });
      await drawer.waitFor();
      expect(await drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(PHONE.width);
    });
  });
});
