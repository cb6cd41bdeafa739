import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, USERS, checkScreen, downloadFrom, openPage, settle, signIn } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import {
  STAFF,
  checkStaffPage,
  staffMenuLink,
  staffSignIn,
  staffToken,
  tradeToken,
} from './support/staff.ts';
import { choose } from './support/flows.ts';

/** No sideways scroll, no serious axe finding, and a screenshot to look at (a customer's screen). */
const checkShopPage = (page: Page, name: string) => checkScreen(page, `returns-${name}`, settle);

async function call<T>(baseUrl: string, authorization: string, path: string, body?: object): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return ((await answer.json()) as { data: T }).data;
}

interface Delivered {
  id: number;
  number: string;
  productId: number;
  productName: string;
}

/** The trade customer orders 4 of one tyre from Brisbane North, and staff move it along to delivered. */
async function deliveredOrderOfFourTyres(baseUrl: string): Promise<Delivered> {
  const customer = `Bearer ${await tradeToken(baseUrl)}`;
  const staff = `Bearer ${await staffToken(baseUrl, STAFF.admin)}`;
  const products = await call<
    { id: number; name: string; warehouse_availability: { id: number; availability: number | string }[] }[]
  >(baseUrl, customer, '/api/cus/products?type=tyre&warehouse_id=1&in_stock=true&per_page=50');
  const tyre = products.find((p) =>
    p.warehouse_availability.some((w) => w.id === 1 && w.availability === '8+'),
  )!;
  const order = await call<{ id: number; number: string }>(baseUrl, customer, '/api/cus/orders', {
    lines: [{ product_id: tyre.id, qty: 4 }],
    ship_type: 1,
    warehouse_id: 1,
    delivery_address: { street: '9 Depot St', suburb: 'Banyo', state: 'QLD', postcode: '4014' },
    customer_reference: 'PO-E2E-RETURN',
    payment_type_id: 1,
  });
  let version = 1;
  for (const to of ['confirmed', 'picking', 'dispatched', 'delivered']) {
    const moved = await call<{ version: number }>(
      baseUrl,
      staff,
      `/api/staff/orders/${order.id}/transitions`,
      {
        to,
        version,
        ...(to === 'dispatched' ? { tracking_reference: 'TOLL-E2E-RETURN' } : {}),
      },
    );
    version = moved.version;
  }
  return { ...order, productId: tyre.id, productName: tyre.name };
}

/** The level of the product at Brisbane North as the staff product page shows it. */
async function brisbaneNorthLevel(page: Page): Promise<number> {
  const row = page.getByRole('row').filter({ hasText: 'Brisbane North' }).first();
  await row.waitFor();
  // The warehouse is the row's header; its level is the first cell after it.
  return Number(await row.getByRole('gridcell').first().innerText());
}

describe.skipIf(!hasChromium)('Returns', () => {
  const app = usePrivateApp('returns');
  let order: Delivered;
  let rma = '';

  beforeAll(async () => {
    order = await deliveredOrderOfFourTyres(app.server.url);
  });

  it('a customer returns 2 of 4 tyres, staff approve and receive them, and the credit note and the stock follow (1440 px)', async () => {
    const shop = await openPage(app.browser, app.server.url, DESKTOP);
    const back = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      const { page } = shop;
      await signIn(page, USERS.trade, `/orders?order=${order.id}`);
      await page.getByTestId('order-detail').waitFor();
      await page.getByRole('link', { name: 'Return items' }).click();
      await page.getByRole('heading', { name: `Return items from ${order.number}` }).waitFor();
      await page.getByLabel(order.productName).fill('2');
      await page.getByRole('button', { name: /Reason/ }).click();
      await page.getByRole('option', { name: /^Ordered wrong/ }).click();
      await page.getByLabel('Note (optional)').fill('Wrong load rating');
      await page.getByTestId('return-estimate').waitFor();
      await checkShopPage(page, 'form-1440');
      await page.getByRole('button', { name: 'Request return' }).click();
      const heading = page.getByRole('heading', { name: /^Return RMA-\d{6}$/ });
      await heading.waitFor();
      rma = (await heading.innerText()).replace('Return ', '');
      await page.getByTestId('return-event').filter({ hasText: 'Wrong load rating' }).waitFor();

      // Staff: the list, the return, Approve, Receive… with the dialog checked while open.
      const staff = back.page;
      await staffSignIn(staff, STAFF.admin);
      await staffMenuLink(staff, 'Returns').click();
      await staff.locator('.staff-returns-table').waitFor();
      await choose(staff, 'Status', 'Requested');
      await staff.getByRole('link', { name: rma }).waitFor();
      await checkStaffPage(staff, 'returns-1440');
      await staff.getByRole('link', { name: rma }).click();
      await staff.getByTestId('staff-return').waitFor();
      await staff.getByRole('button', { name: 'Approve' }).click();
      await staff.locator('.staff-title [data-status="approved"]').waitFor();

      await staff.goto(`/staff/catalogue/${order.productId}`);
      const before = await brisbaneNorthLevel(staff);
      await staff.goBack();
      await staff.getByRole('button', { name: 'Receive…' }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByRole('radiogroup', { name: 'Condition of line 1' }).waitFor();
      await checkStaffPage(staff, 'return-receive-dialog-1440');
      await dialog.getByRole('button', { name: 'Receive' }).click();
      await staff.locator('.staff-title [data-status="received"]').waitFor();
      await expect.poll(() => staff.getByTestId('return-credit-note').innerText()).toMatch(/^CN-\d{6}/);
      const creditNote = (await staff.getByTestId('return-credit-note').innerText()).split(' ')[0]!;
      await checkStaffPage(staff, 'return-1440');

      // The stock rose by 2 with a `return RMA-…` movement.
      await staff.goto(`/staff/catalogue/${order.productId}`);
      await expect.poll(() => brisbaneNorthLevel(staff)).toBe(before + 2);
      const movement = staff.getByRole('row').filter({ hasText: rma });
      await movement.filter({ hasText: 'Return' }).waitFor();
      await expect.poll(() => movement.first().innerText()).toContain('+2');

      // The customer: the return's credit note, the order's, and the statement's.
      await page.reload();
      await page.getByTestId('return-credit-note').getByText(creditNote).waitFor();
      await checkShopPage(page, 'return-1440');
      await page.goto(`/orders?order=${order.id}`);
      await page.getByTestId('order-credit-note').filter({ hasText: creditNote }).waitFor();
      await page.goto('/account');
      const csv = (await downloadFrom(page, 'Statement (CSV)')).bytes.toString();
      expect(csv).toContain(creditNote);
      expect(csv).toContain(rma);
    } finally {
      await shop.context.close();
      await back.context.close();
    }
  });

  it('shows the return form, the returns and a return on a phone, and the back office’s return at 375 px', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, PHONE);
    const back = await openPage(app.browser, app.server.url, PHONE);
    try {
      await signIn(page, USERS.trade, `/returns/new?order=${order.id}`);
      await page.getByRole('heading', { name: `Return items from ${order.number}` }).waitFor();
      // 2 of the 4 are already returned: 2 left.
      await page.getByText('up to 2').waitFor();
      await checkShopPage(page, 'form-375');
      await page.goto('/returns');
      await page.getByRole('link', { name: rma }).click();
      await page.getByTestId('return-credit-note').waitFor();
      await checkShopPage(page, 'return-375');
      const returnUrl = new URL(page.url()).pathname;

      await staffSignIn(back.page, STAFF.warehouse);
      await back.page.goto(`/staff${returnUrl}`);
      await back.page.locator('.staff-title [data-status="received"]').waitFor();
      await checkStaffPage(back.page, 'return-375');
    } finally {
      await context.close();
      await back.context.close();
    }
  });
});
