import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  checkScreen,
  DESKTOP,
  openPage,
  openPageWithPopup,
  PHONE,
  signIn,
  submitLogin,
  USERS,
} from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { placeOrderViaApi, seedCart } from './support/flows.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Every page of this suite: no horizontal scroll, no serious or critical axe finding, and a screenshot. */
const check = (page: Page, name: string) => checkScreen(page, `pages-${name}`);

// Its own server: the password test changes a demo login's password.
describe.skipIf(!hasChromium)('Home, checkout, orders and account pages', () => {
  const app = usePrivateApp('pages');

  for (const [label, viewport] of SIZES) {
    it(`work at ${label} width (${viewport.width} px): no sideways scroll, no serious axe finding`, async () => {
      const { context, page } = await openPageWithPopup(app.browser, app.server.url, viewport);
      try {
        // Signed in elsewhere, so the first visit to /home is this session's first.
        await signIn(page, USERS.brisbane, '/account');
        const order = await placeOrderViaApi(page, `PO-SCREENS-${label}`);

        await page.goto('/home');
        // The popup shows once per session; closing it keeps it closed.
        const popup = page.locator('.home-popup');
        await popup.waitFor();
        await check(page, `home-popup-${label}`);
        await popup.getByRole('button', { name: 'Close' }).click();
        await popup.waitFor({ state: 'detached' });
        await page.getByTestId('stat-recent-order').getByRole('link', { name: order.number }).waitFor();
        await page.reload();
        await page.getByTestId('stat-orders-week').locator('.home-stat-value').waitFor();
        expect(await page.locator('.home-popup').isVisible()).toBe(false);
        await check(page, `home-${label}`);

        await page.goto('/orders');
        await page.locator('.order-row').first().waitFor();
        await check(page, `orders-${label}`);
        await page.locator('.order-row').first().locator('.order-number').click();
        await page.getByTestId('order-detail').waitFor();
        await check(page, `order-detail-${label}`);

        await seedCart(page, 2);
        await page.goto('/checkout');
        await page.getByTestId('checkout-line').nth(1).waitFor();
        await check(page, `checkout-${label}`);

        await page.goto('/account');
        await page.getByTestId('account-credit-limit').waitFor();
        await check(page, `account-${label}`);
      } finally {
        await context.close();
      }
    });
  }

  it('changes the password with field errors first, then signs in with the new one', async () => {
    const { context, page } = await openPage(app.browser, app.server.url);
    try {
      await signIn(page, USERS.noCredit, '/account');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByRole('button', { name: 'Change password' }).click();
      // Each message from its field's label, one per empty field.
      await form.getByText('Current password is required').waitFor();
      await form.getByText('Confirm new password is required').waitFor();
      await form.getByText('New password is required', { exact: true }).waitFor();
      const newPasswordErrors = form
        .locator('.ui-field')
        .filter({ has: page.getByLabel('New password', { exact: true }) })
        .locator('.ui-field-error');
      expect(await newPasswordErrors.allInnerTexts()).toEqual(['New password is required']);

      await form.getByLabel('Current password').fill('not-my-password');
      await form.getByLabel('New password', { exact: true }).fill('short');
      await form.getByLabel('Confirm new password').fill('different');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('New password must be at least 8 characters').waitFor();
      await form.getByText('Password confirmation does not match').waitFor();

      await form.getByLabel('New password', { exact: true }).fill('retreads-2027');
      await form.getByLabel('Confirm new password').fill('retreads-2027');
      await form.getByRole('button', { name: 'Change password' }).click();
      // The server checks the current password and answers beside it.
      await form.getByText('The old password is incorrect').waitFor();

      await form.getByLabel('Current password').fill('tyres-2026');
      await form.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password has been changed').waitFor();
    } finally {
      await context.close();
    }

    const fresh = await openPage(app.browser, app.server.url);
    try {
      await fresh.page.goto('/login');
      await submitLogin(fresh.page, USERS.noCredit, 'tyres-2026');
      await fresh.page.getByTestId('login-error').waitFor();
      expect(new URL(fresh.page.url()).pathname).toBe('/login');
      await submitLogin(fresh.page, USERS.noCredit, 'retreads-2027');
      await fresh.page.waitForURL('**/home');
    } finally {
      await fresh.context.close();
    }
  });
});
