import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  hasHorizontalScroll,
  openPage,
  saveScreenshot,
  signIn,
  waitForQuiet,
} from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { STAFF, checkStaffPage, placeOrder, staffSignIn, type Placed } from './support/staff.ts';
import { seriousViolations } from './support/axe.ts';

/** Opens the order in the back office and takes it to picking through the API, as the warehouse would. */
async function openPicking(page: Page, order: Placed): Promise<void> {
  await page.evaluate(async (id) => {
    const token = sessionStorage.getItem('tyreline.staff.accessToken');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (const [to, version] of [
      ['confirmed', 1],
      ['picking', 2],
    ] as const) {
      const moved = await fetch(`/api/staff/orders/${id}/transitions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, version }),
      });
      if (!moved.ok) throw new Error(`${to}: ${moved.status} ${await moved.text()}`);
    }
  }, order.id);
  await page.goto(`/staff/orders/${order.id}`);
  await page.locator('.staff-title [data-status="picking"]').waitFor();
}

/** "Dispatch part…": the second line stays behind, the first goes with a carrier reference. */
async function dispatchFirstLine(page: Page, reference: string, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Dispatch part…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier reference').waitFor();
  const quantities = dialog.getByRole('spinbutton');
  expect(await quantities.count()).toBe(2);
  // Each line starts at all that is left to send.
  expect(await quantities.nth(1).inputValue()).toBe('1');
  await quantities.nth(1).fill('0');
  await dialog.getByLabel('Carrier reference').fill(reference);
  await checkStaffPage(page, `partial-dispatch-dialog-${label}`);
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await page.locator('.staff-title [data-status="backordered"]').waitFor();
  await page.getByTestId('staff-backorder').waitFor();
}

/** The customer's order, open in its drawer. */
async function openCustomerOrder(page: Page, order: Placed): Promise<void> {
  await signIn(page, undefined, `/orders?order=${order.id}`);
  await page.getByTestId('order-detail').waitFor();
}

describe.skipIf(!hasChromium)('Partial dispatch and backorders', () => {
  const orders: Record<'later' | 'cancelled', Placed> = {} as never;
  const app = usePrivateApp('partial-dispatch');
  beforeAll(async () => {
    orders.later = await placeOrder(app.server.url, 'PO-E2E-PART-LATER');
    orders.cancelled = await placeOrder(app.server.url, 'PO-E2E-PART-CANCEL');
  });

  it('dispatches part of an order, sends the backorder later, and the customer sees both shipments at 1440 px', async () => {
    const staff = await openPage(app.browser, app.server.url, DESKTOP);
    const customer = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      const { page } = staff;
      await staffSignIn(page, STAFF.warehouse);
      await openPicking(page, orders.later);
      await dispatchFirstLine(page, 'TOLL-E2E-PART-1', '1440');
      const panel = page.getByTestId('staff-shipments');
      await panel.getByText('Carrier reference TOLL-E2E-PART-1').waitFor();
      // The whole-order moves wait in the backorder panel, not beside "Dispatch part…".
      expect(await page.getByRole('button', { name: 'Dispatch…' }).count()).toBe(0);
      await checkStaffPage(page, 'partial-dispatch-backorder-1440');

      await page.getByRole('button', { name: 'Dispatch the rest' }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.getByRole('spinbutton').count()).toBe(1);
      await dialog.getByLabel('Carrier reference').fill('TOLL-E2E-PART-2');
      await dialog.getByRole('button', { name: 'Dispatch' }).click();
      await page.locator('.staff-title [data-status="dispatched"]').waitFor();
      await expect.poll(() => panel.getByTestId('shipment').count()).toBe(2);
      expect(await page.getByTestId('staff-backorder').count()).toBe(0);

      await openCustomerOrder(customer.page, orders.later);
      const detail = customer.page.getByTestId('order-detail');
      const shipments = detail.getByTestId('shipment');
      await expect.poll(() => shipments.count()).toBe(2);
      expect(await shipments.nth(0).textContent()).toContain('Carrier reference TOLL-E2E-PART-1');
      expect(await shipments.nth(1).textContent()).toContain('Carrier reference TOLL-E2E-PART-2');
      await detail.getByText(/^Dispatched 1 of 2: 1 × .+; 1 on backorder/).waitFor();
      await waitForQuiet(customer.page);
      await saveScreenshot(customer.page, 'partial-dispatch-customer-1440');
      expect(await seriousViolations(customer.page)).toEqual([]);
    } finally {
      await staff.context.close();
      await customer.context.close();
    }
  });

  it('leaves a backorder the customer sees, which staff cancel with a reason, at 375 px', async () => {
    const staff = await openPage(app.browser, app.server.url, PHONE);
    const customer = await openPage(app.browser, app.server.url, PHONE);
    try {
      const { page } = staff;
      await staffSignIn(page, STAFF.warehouse);
      await openPicking(page, orders.cancelled);
      await dispatchFirstLine(page, 'TOLL-E2E-PART-3', '375');

      // The pick list of a backordered order lists only what is still to send.
      await page.goto(`/staff/pick-list?ids=${orders.cancelled.id}`);
      await page.getByText('Backorder: only what is still to send.').waitFor();
      expect(await page.locator('.pick-list-lines tbody tr').count()).toBe(1);
      await page.goBack();
      await page.getByTestId('staff-backorder').waitFor();

      await openCustomerOrder(customer.page, orders.cancelled);
      const backorder = customer.page.getByTestId('order-backorder');
      await backorder.getByText('On backorder').first().waitFor();
      await customer.page.getByTestId('shipment').getByText('Carrier reference TOLL-E2E-PART-3').waitFor();
      await backorder.scrollIntoViewIfNeeded();
      await waitForQuiet(customer.page);
      await saveScreenshot(customer.page, 'partial-dispatch-customer-375', { fullPage: false });
      expect(await hasHorizontalScroll(customer.page)).toBe(false);
      expect(await seriousViolations(customer.page)).toEqual([]);

      await page.getByRole('button', { name: 'Cancel the backorder…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Cancel the backorder' }).click();
      await dialog.getByText('Reason is required').waitFor();
      await dialog.getByLabel('Reason').fill('The maker discontinued this size');
      await checkStaffPage(page, 'cancel-backorder-dialog-375');
      await dialog.getByRole('button', { name: 'Cancel the backorder' }).click();
      await page.locator('.staff-title [data-status="dispatched"]').waitFor();
      await page.getByText('Cancelled from backorder (restocked and credited):').waitFor();
      await page
        .getByTestId('staff-history-step')
        .getByText(/The maker discontinued this size/)
        .waitFor();
    } finally {
      await staff.context.close();
      await customer.context.close();
    }
  });
});
