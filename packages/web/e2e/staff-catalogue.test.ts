import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openPage } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { STAFF, TABLET, checkStaffPage, staffMenuLink, staffSignIn } from './support/staff.ts';
import { choose } from './support/flows.ts';

/** Gold Coast's wheels by name: each width edits its own, which no other browser test buys. */
async function openWheel(page: Page, index: number, check?: string): Promise<void> {
  await staffMenuLink(page, 'Catalogue').click();
  await page.waitForURL((url) => url.pathname === '/staff/catalogue');
  await choose(page, 'Department', /^8 ·/);
  // The previous filter's rows stay on screen until the wheels arrive: wait for them before picking one.
  const wheels = page.waitForResponse(
    (r) => r.url().includes('/api/staff/products?') && new URL(r.url()).searchParams.get('type') === 'wheel',
  );
  await choose(page, 'Type', 'Wheels');
  await page.waitForURL((url) => url.searchParams.get('type') === 'wheel');
  await wheels;
  await page.locator('.staff-catalogue-table [aria-busy]').waitFor({ state: 'detached' });
  if (check) await checkStaffPage(page, check);
  await page.locator('.staff-catalogue-table').getByRole('link').nth(index).click();
  await page.getByTestId('staff-product').waitFor();
}

/** Puts the product back as the shared server's other tests expect it: active. */
async function reactivate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const token = sessionStorage.getItem('tyreline.staff.accessToken');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const id = location.pathname.split('/').pop();
    const { data } = await (await fetch(`/api/staff/products/${id}`, { headers })).json();
    await fetch(`/api/staff/products/${id}/status`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ active: true, version: data.version }),
    });
  });
}

describe.skipIf(!hasChromium)('The catalogue in the back office', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport, index] of [
    ['1440', DESKTOP, 0],
    ['1024', TABLET, 1],
  ] as const) {
    it(`lets sales reprice and deactivate a wheel, and the warehouse recount it with a reason, at ${label} px`, async () => {
      const sales = await openPage(browser, baseUrl, viewport);
      try {
        await staffSignIn(sales.page, STAFF.sales);
        await openWheel(sales.page, index, label === '1440' ? 'catalogue-wheels-1440' : undefined);
        const page = sales.page;
        const price = page.getByLabel('List price');
        await price.fill('');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('List price is required').waitFor();
        await price.fill('412.50');
        const saved = page.waitForResponse(
          (r) => r.request().method() === 'PUT' && r.url().includes('/api/staff/products/'),
        );
        await page.getByRole('button', { name: 'Save changes' }).click();
        expect((await saved).status()).toBe(200);
        // Sales sells from the shelves but does not count them.
        expect(await page.getByRole('button', { name: /^Adjust/ }).count()).toBe(0);

        await page.getByRole('button', { name: 'Deactivate…' }).click();
        // On a busy machine a click during the confirmation's slide-in can be lost: click until it is answered.
        const confirm = page.getByRole('button', { name: 'Deactivate product' });
        const deactivated = page.waitForResponse(
          (r) => r.request().method() === 'POST' && r.url().endsWith('/status'),
        );
        await confirm.waitFor();
        for (let attempt = 1; attempt <= 3 && (await confirm.count()) > 0; attempt++) {
          await confirm.click();
          await confirm.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
        }
        expect((await deactivated).status()).toBe(200);
        await page.locator('.staff-title').getByText('Deactivated').waitFor();
        await expect.poll(() => price.inputValue()).toBe('$412.50');
        // The list at one width, the product page at the other: the file stays within its time budget.
        if (label === '1024') await checkStaffPage(page, 'product-deactivated-1024');
        await reactivate(page);
      } finally {
        await sales.context.close();
      }

      const warehouse = await openPage(browser, baseUrl, viewport);
      try {
        const page = warehouse.page;
        await staffSignIn(page, STAFF.warehouse);
        await openWheel(page, index);
        expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /Deactivate|Reactivate/ }).count()).toBe(0);
        await page.getByRole('button', { name: 'Adjust Gold Coast' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Save level' }).click();
        await dialog.getByText('Reason is required').waitFor();
        await checkStaffPage(page, `stock-adjust-dialog-${label}`);
        await dialog.getByLabel('New level').fill('17');
        await dialog.getByLabel('Reason').fill(`Cycle count ${label}`);
        await dialog.getByRole('button', { name: 'Save level' }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        const movement = page
          .locator('.staff-movements-table')
          .getByRole('row')
          .filter({ hasText: `Cycle count ${label}` });
        await movement.getByText('Wes Warehouse').waitFor();
        await movement.getByText('17', { exact: true }).waitFor();
        await movement.getByText('Adjustment', { exact: true }).waitFor();
        await page
          .locator('.staff-stock-table')
          .getByRole('row')
          .filter({ hasText: /Gold Coast\s*17/ })
          .waitFor();
        // The ledger's filters: a kind this product never had shows none, then its adjustments show this count.
        const movements = page.locator('.staff-movements-table');
        await choose(page, 'Movements of kind', 'Write-off');
        await movements.getByText('No stock movements yet.').waitFor();
        await choose(page, 'Movements of kind', 'Adjustment');
        await movements
          .getByRole('row')
          .filter({ hasText: `Cycle count ${label}` })
          .waitFor();
        await checkStaffPage(page, `stock-ledger-${label}`);

        // A transfer to another warehouse of the department: two movements naming it, both levels moved.
        await page.getByRole('button', { name: 'Transfer from Gold Coast' }).click();
        const transfer = page.getByRole('dialog');
        await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
        await transfer.getByText('Quantity is required').waitFor();
        await checkStaffPage(page, `stock-transfer-dialog-${label}`);
        await transfer.getByLabel('To', { exact: true }).click();
        await page
          .getByRole('listbox')
          .getByRole('option', { name: /^Tweed Heads/ })
          .click();
        await transfer.getByLabel('Quantity').fill('5');
        await transfer.getByLabel('Reason').fill(`Rebalance ${label}`);
        await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
        await expect.poll(() => transfer.count()).toBe(0);
        await page
          .locator('.staff-stock-table')
          .getByRole('row')
          .filter({ hasText: /Gold Coast\s*12/ })
          .waitFor();
        await choose(page, 'Movements of kind', 'Transfer in');
        const arrived = movements.getByRole('row').filter({ hasText: `Rebalance ${label}` });
        await arrived.getByText('Tweed Heads').waitFor();
        await arrived.getByText(/^transfer \d+$/).waitFor();
      } finally {
        await warehouse.context.close();
      }
    });
  }
});
