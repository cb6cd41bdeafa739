import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, signIn } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { operator } from './support/server.ts';
import { choose, pick, seedCart } from './support/flows.ts';

async function fillDelivery(page: Page, reference: string) {
  await page.getByLabel('Street').fill('12 Kingsford Smith Dr');
  await page.getByLabel('Suburb').fill('Eagle Farm');
  await choose(page, 'State', 'QLD');
  await page.getByLabel('Postcode').fill('4009');
  await page.getByLabel('Your reference (PO)').fill(reference);
}

async function placeAndRead(page: Page): Promise<{ number: string }> {
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByTestId('order-placed');
  await placed.waitFor();
  const number = /SO-\d+/.exec((await placed.textContent()) ?? '')?.[0];
  expect(number).toBeTruthy();
  return { number: number! };
}

// This file runs its own server on its own data folder: the operator tool needs that server stopped.
describe.skipIf(!hasChromium)('Checkout and order tracking', () => {
  const placed: { delivery?: string; pickUp?: string } = {};

  const app = usePrivateApp('pages');

  it('refuses an incomplete checkout with "{label} is required" beside each field, then places a delivery order', async () => {
    const { context, page } = await openPage(app.browser, app.server.url);
    try {
      await signIn(page, undefined, '/checkout');
      const { warehouse } = await seedCart(page, 2);
      await page.reload();
      await page.getByTestId('checkout-line').nth(1).waitFor();

      // The warehouse and payment type come chosen (one that fills the cart; the last order's payment).
      await page
        .getByRole('radiogroup', { name: /warehouse$/ })
        .getByRole('radio')
        .first()
        .waitFor();
      await pick(page, 'Ship type', 'Delivery');
      await pick(page, 'Deliver to', 'A new address');
      await page.getByRole('button', { name: 'Place order' }).click();
      for (const message of [
        'Street is required',
        'Suburb is required',
        'State is required',
        'Postcode is required',
      ]) {
        await page.getByText(message, { exact: true }).waitFor();
      }

      await pick(page, 'Dispatch warehouse', warehouse);
      await fillDelivery(page, 'PO-E2E-DELIVERY');
      const total = await page.getByTestId('checkout-total').textContent();
      const { number } = await placeAndRead(page);
      placed.delivery = number;

      // The cart is empty now, and the link goes to the order.
      await expect(page.locator('.header-cart').textContent()).resolves.not.toMatch(/[1-9]/);
      await page.getByRole('link', { name: `View order ${number}` }).click();
      const detail = page.getByTestId('order-detail');
      await detail.waitFor();
      expect(await detail.textContent()).toContain('12 Kingsford Smith Dr, Eagle Farm QLD 4009');
      expect(total).toContain(
        /\$ [\d,]+\.\d\d AUD/.exec((await detail.locator('.money-summary-total').textContent()) ?? '')?.[0],
      );
      await expect(detail.getByTestId('timeline-step').first().getAttribute('data-status')).resolves.toBe(
        'submitted',
      );
    } finally {
      await context.close();
    }
  });

  it('places a pick-up order without asking for an address', async () => {
    const { context, page } = await openPage(app.browser, app.server.url);
    try {
      await signIn(page, undefined, '/checkout');
      const { warehouse } = await seedCart(page, 1, { pickUp: true });
      await page.reload();
      await page.getByTestId('checkout-line').first().waitFor();
      await pick(page, 'Ship type', 'Pick-up');
      await expect(page.getByLabel('Street').count()).resolves.toBe(0);
      await pick(page, 'Pick-up warehouse', warehouse);
      await page.getByLabel('Your reference (PO)').fill('PO-E2E-PICKUP');
      placed.pickUp = (await placeAndRead(page)).number;
    } finally {
      await context.close();
    }
  });

  it('lists the orders with filters kept in the URL', async () => {
    const { context, page } = await openPage(app.browser, app.server.url);
    try {
      await signIn(page, undefined, '/orders');
      await page.locator('.order-row').nth(1).waitFor();
      await page.getByLabel('Search').fill('PO-E2E-PICKUP');
      await page.getByLabel('Search').press('Enter');
      await page.waitForURL(/q=PO-E2E-PICKUP/);
      await expect.poll(() => page.locator('.order-row').count()).toBe(1);
      expect(await page.locator('.order-row').textContent()).toContain(placed.pickUp);

      await page.goto('/orders?status=cancelled');
      await page.getByText('No orders match these filters.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the timeline and tracking reference after the operator tool advances the order, and reorders it with today’s stock', async () => {
    await app.server.stop();
    for (const status of ['confirmed', 'picking', 'dispatched'])
      operator(app.dataDir, ['order:advance', '--order', placed.delivery!, '--to', status]);
    operator(app.dataDir, ['order:track', '--order', placed.delivery!, '--reference', 'TRK-E2E-42']);
    await app.restart();

    const { context, page } = await openPage(app.browser, app.server.url);
    try {
      await signIn(page, undefined, '/orders');
      await page.locator('.order-row').filter({ hasText: placed.delivery! }).getByRole('link').click();
      const detail = page.getByTestId('order-detail');
      await detail.waitFor();
      await expect(detail.getByTestId('tracking-reference').textContent()).resolves.toBe('TRK-E2E-42');
      const steps = await detail
        .getByTestId('timeline-step')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')));
      expect([...new Set(steps)]).toEqual(['submitted', 'confirmed', 'picking', 'dispatched']);
      expect(page.url()).toMatch(/order=\d+/);

      await detail.getByRole('button', { name: 'Reorder' }).click();
      await page.getByTestId('cart-line').nth(1).waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(2);
      // Reordered lines carry today's stock per warehouse, as lines added from the shop do.
      for (const line of await page.getByTestId('cart-line').all()) {
        expect(await line.textContent()).toMatch(/\d\+? Available|Call Us/);
      }
    } finally {
      await context.close();
    }
  }, 150_000); // four runs of the operator tool and a restart: slow on a loaded machine
});
