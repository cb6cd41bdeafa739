import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { STAFF, checkStaffPage, placeOrder, staffMenuLink, staffSignIn } from './support/staff.ts';

describe.skipIf(!hasChromium)('Mail in the back office', () => {
  // Its own server: without SMTP_URL (the embedded default) every message is recorded, not sent.
  const app = usePrivateApp('staff-mail');

  it('shows an admin the order-placed message of a new order, opened in a sandbox, at 1440 and 375 px', async () => {
    const { number } = await placeOrder(app.server.url, 'PO-E2E-MAIL <b>bold</b>');
    for (const [label, viewport] of [
      ['1440', DESKTOP],
      ['375', PHONE],
    ] as const) {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await staffSignIn(page, STAFF.admin);
        if (label === '1440') {
          await staffMenuLink(page, 'Mail').click();
          await page.waitForURL((url) => url.pathname === '/staff/mail');
        } else {
          await page.goto('/staff/mail');
        }
        const subject = `Order ${number} placed`;
        const link = page.locator('.staff-mail-table').getByRole('link', { name: subject });
        await link.waitFor();
        await expect
          .poll(() => page.locator('.staff-mail-table').getByText('Recorded (not sent)').count())
          .toBeGreaterThan(0);
        await checkStaffPage(page, `mail-${label}`);

        await link.click();
        await page.getByTestId('staff-mail-message').waitFor();
        await page.getByRole('heading', { name: subject }).waitFor();
        const frame = page.frameLocator('iframe.staff-mail-frame');
        // The reference's markup is text inside the message, not a bold element.
        await frame.getByText('Your reference: PO-E2E-MAIL <b>bold</b>').waitFor();
        expect(await frame.locator('b').count()).toBe(0);
        expect(await page.locator('iframe.staff-mail-frame').getAttribute('sandbox')).toBe('');
        // Playwright never sees the page idle when a frame appears after a fetch of an already idle page: the
        // message is opened afresh before it is checked.
        await page.reload();
        await page.getByTestId('staff-mail-message').waitFor();
        await checkStaffPage(page, `mail-message-${label}`);

        await page.getByRole('tab', { name: 'Plain text' }).click();
        await page.getByText(`/orders?order=`, { exact: false }).first().waitFor();
      } finally {
        await context.close();
      }
    }
  });

  it('has no Mail page for sales', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await staffSignIn(page, STAFF.sales);
      await staffMenuLink(page, 'Orders').waitFor();
      expect(await staffMenuLink(page, 'Mail').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
