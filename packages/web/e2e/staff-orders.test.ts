import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, saveScreenshot } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import {
  STAFF,
  TABLET,
  act,
  checkStaffPage,
  moveSelectedTo,
  openOrder,
  placeOrder,
  staffSignIn,
  staffMenuLink,
  staffSignInWithForm,
  type Placed,
} from './support/staff.ts';

/** Signs in and opens the order queue: the warehouse through the sign-in form, as a picker does every morning. */
async function staffSignInToQueue(page: Page, username: string): Promise<void> {
  if (username === STAFF.warehouse) {
    await staffSignInWithForm(page, username);
    await page.goto('/staff/orders');
  } else await staffSignIn(page, username, '/staff/orders');
  await page.locator('.staff-orders-table').waitFor();
}

const check = checkStaffPage;

describe.skipIf(!hasChromium)('The back office', () => {
  const orders: Record<'delivery' | 'pickUp' | 'cancel' | 'stale' | 'bulkA' | 'bulkB', Placed> = {} as never;

  const app = usePrivateApp('staff');
  beforeAll(async () => {
    orders.delivery = await placeOrder(app.server.url, 'PO-E2E-DELIVERY', false);
    orders.pickUp = await placeOrder(app.server.url, 'PO-E2E-PICKUP', true);
    orders.cancel = await placeOrder(app.server.url, 'PO-E2E-CANCEL', false);
    orders.stale = await placeOrder(app.server.url, 'PO-E2E-STALE', false);
    orders.bulkA = await placeOrder(app.server.url, 'PO-E2E-BULK-A', false);
    orders.bulkB = await placeOrder(app.server.url, 'PO-E2E-BULK-B', true);
  });

  it('lets the warehouse deliver one order with a carrier reference, collect a pick-up and cancel one with a reason', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await staffSignInToQueue(page, STAFF.warehouse);
      for (const order of Object.values(orders))
        await page.getByRole('link', { name: order.number }).waitFor();
      await check(page, 'queue-1440');

      await openOrder(page, orders.delivery);
      await act(page, 'Confirm', 'confirmed');
      await act(page, 'Start picking', 'picking');
      await page.getByRole('button', { name: 'Dispatch…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Carrier reference').waitFor();
      await check(page, 'dispatch-dialog-1440');
      await dialog.getByRole('button', { name: 'Dispatch' }).click();
      await dialog.getByText('Carrier reference is required').waitFor();
      await dialog.getByLabel('Carrier reference').fill('TOLL-E2E-0001');
      await dialog.getByRole('button', { name: 'Dispatch' }).click();
      await page.locator('.staff-title [data-status="dispatched"]').waitFor();
      await act(page, 'Mark delivered', 'delivered');
      await page.getByTestId('staff-history-step').getByText('Tracking reference TOLL-E2E-0001').waitFor();
      await page.getByText('This order is finished.').waitFor();

      await openOrder(page, orders.pickUp);
      await act(page, 'Confirm', 'confirmed');
      await act(page, 'Start picking', 'picking');
      await act(page, 'Ready for pick-up', 'ready_for_pickup');
      await act(page, 'Mark collected', 'collected');

      await openOrder(page, orders.cancel);
      await page.getByRole('button', { name: 'Cancel order…' }).click();
      await page.getByRole('dialog').getByLabel('Reason').fill('Customer ordered the wrong size');
      await check(page, 'cancel-dialog-1440');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
      await page.locator('.staff-title [data-status="cancelled"]').waitFor();
      await page.getByTestId('staff-history-step').getByText('Customer ordered the wrong size').waitFor();
      await check(page, 'order-1440');
    } finally {
      await context.close();
    }
  });

  it('says clearly when someone else changed the order first, and shows it as it is now', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, TABLET);
    try {
      await staffSignInToQueue(page, STAFF.warehouse);
      await openOrder(page, orders.stale);
      // Another member of staff confirms it meanwhile, through the API with the version both saw.
      await page.evaluate(async (id) => {
        const token = sessionStorage.getItem('tyreline.staff.accessToken');
        await fetch(`/api/staff/orders/${id}/transitions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ to: 'confirmed', version: 1 }),
        });
      }, orders.stale.id);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('This order was changed by someone else: it is now confirmed').waitFor();
      await page.locator('.staff-title [data-status="confirmed"]').waitFor();
      await page.getByRole('button', { name: 'Start picking' }).waitFor();
      await check(page, 'conflict-1024');
    } finally {
      await context.close();
    }
  });

  it('prints one pick list per selected order', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, TABLET);
    try {
      await staffSignInToQueue(page, STAFF.warehouse);
      await check(page, 'queue-1024');
      // The delivery is delivered by now: the queue opens on open orders, so ask for every status.
      await page.goto('/staff/orders?status=all');
      await page.getByRole('checkbox', { name: `Select ${orders.delivery.number}` }).waitFor();
      await page.getByRole('checkbox', { name: `Select ${orders.stale.number}` }).check();
      await page.getByRole('checkbox', { name: `Select ${orders.delivery.number}` }).check();
      await page.getByRole('button', { name: 'Pick list' }).click();
      await page.locator('.pick-list').nth(1).waitFor();
      expect(await page.locator('.pick-list h2').allTextContents()).toEqual([
        orders.stale.number,
        orders.delivery.number,
      ]);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.staff-header').isVisible()).toBe(false);
      expect(
        await page
          .locator('.pick-list')
          .first()
          .evaluate((el) => getComputedStyle(el).breakAfter),
      ).toBe('page');
      await saveScreenshot(page, 'staff-pick-list-print');
    } finally {
      await context.close();
    }
  });

  it('confirms several selected orders at once from the queue', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await staffSignInToQueue(page, STAFF.warehouse);
      await page.goto('/staff/orders?q=po-e2e-bulk');
      await page.getByRole('link', { name: orders.bulkB.number }).waitFor();
      for (const order of [orders.bulkA, orders.bulkB])
        await page.getByRole('checkbox', { name: `Select ${order.number}` }).check();
      await moveSelectedTo(page, 'Confirmed');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('2 orders moved to Confirmed.').waitFor();
      await expect.poll(() => page.locator('.staff-orders-table [data-status="confirmed"]').count()).toBe(2);
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['1024', TABLET],
  ] as const) {
    it(`shows the admin every staff change in the audit log at ${label} px`, async () => {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await staffSignInToQueue(page, STAFF.admin);
        await staffMenuLink(page, 'Audit log').click();
        await page.waitForURL((url) => url.pathname === '/staff/audit');
        const table = page.locator('.staff-audit-table');
        for (const order of [orders.delivery, orders.pickUp, orders.cancel, orders.stale]) {
          await table.getByRole('link', { name: order.number }).first().waitFor();
        }
        await table.getByText('Cancelled order').waitFor();
        await table.getByText('“Customer ordered the wrong size”').waitFor();
        await table.getByText('Carrier reference TOLL-E2E-0001').waitFor();
        await check(page, `audit-${label}`);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the warehouse out of the audit log: no menu entry, and the server refuses it', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await staffSignInToQueue(page, STAFF.warehouse);
      expect(await staffMenuLink(page, 'Audit log').count()).toBe(0);
      const status = await page.evaluate(async () => {
        const token = sessionStorage.getItem('tyreline.staff.accessToken');
        return (await fetch('/api/staff/audit', { headers: { authorization: `Bearer ${token}` } })).status;
      });
      expect(status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
