import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, openPage, signIn } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { STAFF, checkStaffPage, placeOrder, staffSignIn, tradeToken, type Placed } from './support/staff.ts';

interface OrderLine {
  product_id: number;
  sku: string;
  name: string;
  qty: number;
}

/** The order's lines as staff see them, through the API with the page's staff token. */
async function linesOf(page: Page, id: number): Promise<OrderLine[]> {
  return page.evaluate(async (orderId) => {
    const token = sessionStorage.getItem('tyreline.staff.accessToken');
    const answer = await fetch(`/api/staff/orders/${orderId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { lines: OrderLine[] } }).data.lines;
  }, id);
}

/** A tyre the orders do not hold (they hold the first two), with 8+ at Brisbane North, as the shop lists it. */
async function anotherTyre(): Promise<{ sku: string; name: string }> {
  const base = sharedServerUrl();
  const token = await tradeToken(base);
  const listed = (await (
    await fetch(`${base}/api/cus/products?type=tyre&warehouse_id=1&in_stock=true&per_page=50`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    data: {
      sku: string;
      name: string;
      warehouse_availability: { id: number; availability: number | string }[];
    }[];
  };
  const onShelf = listed.data.filter((p) =>
    p.warehouse_availability.some((w) => w.id === 1 && w.availability === '8+'),
  );
  expect(onShelf.length, 'three tyres on the shelf').toBeGreaterThanOrEqual(3);
  return onShelf[2]!;
}

async function openEditor(page: Page, order: Placed): Promise<void> {
  await page.goto(`/staff/orders/${order.id}`);
  await page.getByTestId('staff-order').waitFor();
  await page.getByRole('button', { name: 'Edit lines' }).click();
  await page.getByRole('dialog').getByRole('list', { name: 'Lines' }).waitFor();
}

describe.skipIf(!hasChromium)('Staff editing an order before picking', () => {
  let browser: Browser;
  let orders: Placed[];
  beforeAll(async () => {
    browser = await sharedBrowser();
    orders = [
      await placeOrder(sharedServerUrl(), 'PO-E2E-EDIT-1440'),
      await placeOrder(sharedServerUrl(), 'PO-E2E-EDIT-375'),
    ];
  });
  afterAll(() => browser?.close());

  for (const [index, viewport] of [DESKTOP, PHONE].entries()) {
    it(`changes a quantity, removes a line and adds a product at ${viewport.width} px, and the customer sees it in the history`, async () => {
      const order = orders[index]!;
      const { context, page } = await openPage(browser, sharedServerUrl(), viewport);
      try {
        await staffSignIn(page, STAFF.sales);
        const [first, second] = await linesOf(page, order.id);
        const added = await anotherTyre();
        await openEditor(page, order);
        const dialog = page.getByRole('dialog');

        await dialog.getByLabel(`Quantity of ${first!.sku}`).fill('3');
        await dialog.getByRole('button', { name: `Remove ${second!.sku}` }).click();
        await dialog.getByRole('combobox', { name: 'Add a product' }).fill(added.sku);
        const option = page.getByRole('option').filter({ hasText: added.sku }).first();
        await option.click();
        await dialog.getByLabel('Quantity to add').fill('2');
        await dialog.getByRole('button', { name: /Add$/ }).click();
        const summary = `Order changed: 1 → 3 × ${first!.name}; removed 1 × ${second!.name}; added 2 × ${added.name}`;
        await dialog.getByTestId('order-edit-summary').getByText(summary).waitFor();
        // The new totals come from the server's dry run, the added tyre priced at the account's price.
        await dialog.getByTestId('order-edit-total').filter({ hasText: '$' }).waitFor();
        await dialog.getByText(`${added.sku} · $`).waitFor();

        // More than the shelf holds is refused on the line itself, before saving.
        // A quantity counts once it is committed (Tab), as a number field does.
        await dialog.getByLabel(`Quantity of ${added.sku}`).fill('9999');
        await dialog.getByLabel(`Quantity of ${added.sku}`).press('Tab');
        await dialog.getByText(/you asked for 9999/).waitFor();
        await checkStaffPage(page, `order-edit-${viewport.width}`);
        await dialog.getByLabel(`Quantity of ${added.sku}`).fill('2');
        await dialog.getByLabel(`Quantity of ${added.sku}`).press('Tab');
        await dialog.getByText(/you asked for 9999/).waitFor({ state: 'detached' });

        await dialog.getByRole('button', { name: 'Save changes' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByTestId('staff-history-step').getByText(summary).waitFor();
        expect((await linesOf(page, order.id)).map((l) => [l.sku, l.qty])).toEqual([
          [first!.sku, 3],
          [added.sku, 2],
        ]);
        if (index === 0) await checkStaffPage(page, 'order-edited-1440');

        // The customer sees the change in the order's history.
        await signIn(page, undefined, `/orders?order=${order.id}`);
        await page.getByTestId('timeline-step').getByText(summary).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
