import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PASSWORD, PHONE, openPage } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import {
  STAFF,
  checkStaffPage,
  moveSelectedTo,
  placeOrder,
  staffSignIn,
  staffToken,
  type Placed,
} from './support/staff.ts';

// Issue #24, "the back office in the hand": the warehouse's jobs at 1440, 768 and 375 px for a member of
// staff limited to one warehouse (decision 0052), and the administrator's own row on the Staff screen.

const NORTH = 'north.picker@tyreline.test';
const WIDTHS = [
  ['1440', DESKTOP],
  ['768', { width: 768, height: 1024 }],
  ['375', PHONE],
] as const;

/** Sign out stays on screen, inside the width, at every width. */
async function expectSignOutReachable(page: Page, width: number): Promise<void> {
  const box = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The moves the bulk action offers for the orders selected now: its choosable options. */
async function bulkOffers(page: Page): Promise<string[]> {
  const offers = page.getByLabel('Move selected orders to').locator('option:not([disabled])');
  await offers.first().waitFor({ state: 'attached' });
  return offers.allTextContents();
}

describe.skipIf(!hasChromium)('The back office in the hand', () => {
  const app = usePrivateApp('staff-in-hand');
  const orders: Record<string, { delivery: Placed; pickUp: Placed }> = {};

  beforeAll(async () => {
    for (const [label] of WIDTHS)
      orders[label] = {
        delivery: await placeOrder(app.server.url, `PO-HAND-${label}-D`, false),
        pickUp: await placeOrder(app.server.url, `PO-HAND-${label}-P`, true),
      };
    const admin = await staffToken(app.server.url, STAFF.admin);
    const created = await fetch(`${app.server.url}/api/staff/staff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: NORTH, role: 'warehouse', password: PASSWORD, warehouse_ids: [1] }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
  });

  for (const [label, viewport] of WIDTHS) {
    it(`takes a warehouse limited to Brisbane North through its jobs at ${label} px`, async () => {
      const mine = orders[label]!;
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await staffSignIn(page, NORTH);
        await page.goto('/staff/orders');
        await page.getByRole('link', { name: mine.pickUp.number }).waitFor();
        expect(await page.title()).toBe('Orders · Tyreline back office');
        // Open orders, oldest first, and only Brisbane North's: the demo's Brisbane South orders stay out.
        const statusFilter = page.locator('.staff-filter', { has: page.locator('#staff-status') });
        expect(await statusFilter.textContent()).toContain('Open orders');
        // The 7th cell of a row at a desk, the Warehouse field of an order's card on a phone.
        const warehouses = await page
          .locator('.staff-orders-table')
          .locator('tbody td:nth-child(7), .ui-table-card-field:has(dt:text-is("Warehouse")) dd')
          .allTextContents();
        expect(new Set(warehouses)).toEqual(new Set(['Brisbane North']));
        const statuses = await page
          .locator('.staff-orders-table [data-status]')
          .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
        expect(statuses.filter((s) => ['delivered', 'collected', 'cancelled'].includes(s!))).toEqual([]);
        await expectSignOutReachable(page, viewport.width);
        await checkStaffPage(page, `hand-queue-${label}`);

        // One order, moved on its own page.
        await page.getByRole('link', { name: mine.delivery.number }).click();
        await page.getByTestId('staff-order').waitFor();
        expect(await page.title()).toBe(`${mine.delivery.number} · Orders · Tyreline back office`);
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.locator('.staff-title [data-status="confirmed"]').waitFor();
        await expectSignOutReachable(page, viewport.width);
        await checkStaffPage(page, `hand-order-${label}`);

        // In bulk: only the moves every selected order can make.
        await page.goto(`/staff/orders?q=po-hand-${label}-`);
        const select = (order: Placed) => page.getByRole('checkbox', { name: `Select ${order.number}` });
        await select(mine.delivery).check();
        await select(mine.pickUp).check();
        expect(await bulkOffers(page)).toEqual(['Cancelled']);
        await select(mine.delivery).uncheck();
        expect(await bulkOffers(page)).toEqual(['Confirmed', 'Cancelled']);
        await moveSelectedTo(page, 'Confirmed');
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('1 order moved to Confirmed.').waitFor();
        await expect
          .poll(() => page.locator('.staff-orders-table [data-status="confirmed"]').count())
          .toBe(2);
        await select(mine.delivery).check();
        await select(mine.pickUp).check();
        expect(await bulkOffers(page)).toEqual(['Picking', 'Cancelled']);
        await moveSelectedTo(page, 'Picking');
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('2 orders moved to Picking.').waitFor();

        // The pick list of both.
        await select(mine.delivery).check();
        await select(mine.pickUp).check();
        await page.getByRole('button', { name: 'Pick list' }).click();
        await page.locator('.pick-list').nth(1).waitFor();
        expect(await page.title()).toBe('Pick lists · Tyreline back office');
        await expectSignOutReachable(page, viewport.width);
        await checkStaffPage(page, `hand-pick-list-${label}`);

        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL((url) => url.pathname === '/staff/login');
      } finally {
        await context.close();
      }
    });
  }

  it('keeps another warehouse’s order away from the limited picker: not in the queue, 404 by its address', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, PHONE);
    try {
      await staffSignIn(page, STAFF.warehouse);
      // Someone who works for every warehouse finds a Brisbane South order in the queue.
      await page.goto('/staff/orders?warehouse_id=2&status=all');
      const south = page.locator('.staff-orders-table a').first();
      const number = (await south.textContent())!;
      const href = (await south.getAttribute('href'))!;
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/staff/login');

      await staffSignIn(page, NORTH);
      await page.goto(`/staff/orders?q=${number}`);
      await page.locator('.staff-orders-table').getByText('No data').waitFor();
      const status = await page.evaluate(async (path) => {
        const token = sessionStorage.getItem('tyreline.staff.accessToken');
        const id = path.split('/').pop();
        return (await fetch(`/api/staff/orders/${id}`, { headers: { authorization: `Bearer ${token}` } }))
          .status;
      }, href);
      expect(status).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('shows the administrator no Disable and no role change on their own row, and sets a picker’s warehouses', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await staffSignIn(page, STAFF.admin);
      await page.goto('/staff/staff-users');
      await page.getByRole('button', { name: `Disable ${STAFF.sales}` }).waitFor();
      expect(await page.title()).toBe('Staff · Tyreline back office');
      expect(await page.getByRole('button', { name: `Disable ${STAFF.admin}` }).count()).toBe(0);
      await page.getByRole('button', { name: `Edit ${STAFF.admin}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Your own role: another administrator can change it.').waitFor();
      expect(await dialog.getByLabel('Role').isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: `Edit ${NORTH}` }).click();
      await dialog.getByRole('checkbox', { name: 'Brisbane South' }).check();
      await checkStaffPage(page, 'hand-staff-form-1440');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(`Saved ${NORTH}.`).waitFor();
      await page
        .getByRole('row', { name: new RegExp(NORTH) })
        .getByText('Brisbane North, Brisbane South')
        .waitFor();
      await checkStaffPage(page, 'hand-staff-1440');
    } finally {
      await context.close();
    }
  });
});
