import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, saveScreenshot, settle, signIn, VIEWPORTS } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { seriousViolations } from './support/axe.ts';
import { pick } from './support/flows.ts';

interface Stocked {
  product: {
    id: number;
    name: string;
    sku: string;
    image: string | null;
    warehouse_availability: { id: number; name: string; availability: number | '8+' }[];
  };
  price: number;
  warehouse: string;
}

/** A tyre with 8+ in a pick-up warehouse and its price, read from the API as the signed-in user. */
function stockedTyre(page: Page, skip: number): Promise<Stocked> {
  return page.evaluate(async (skip) => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('tyreline.accessToken')}` };
    const get = async (path: string) =>
      ((await (await fetch(path, { headers })).json()) as { data: unknown }).data;
    const warehouse = (
      (await get('/api/cus/warehouses')) as { id: number; name: string; pick_up: boolean }[]
    ).find((w) => w.pick_up)!;
    const products = (await get(
      `/api/cus/products?type=tyre&in_stock=true&warehouse_id=${warehouse.id}&per_page=50`,
    )) as Stocked['product'][];
    const product = products.filter((p) =>
      p.warehouse_availability.some((w) => w.id === warehouse.id && w.availability === '8+'),
    )[skip]!;
    const price = ((await get(`/api/cus/price/${product.id}`)) as { bestPrice: number }).bestPrice;
    return { product, price, warehouse: warehouse.name };
  }, skip);
}

/** Puts one line in the signed-in user's cart, as the shop would keep it. */
async function setCart(page: Page, { product, price }: Stocked, qty: number): Promise<void> {
  await page.evaluate(
    async ({ product, price, qty }) => {
      const headers = { authorization: `Bearer ${sessionStorage.getItem('tyreline.accessToken')}` };
      const account = (
        (await (await fetch('/api/cus/account', { headers })).json()) as {
          data: { id: number; department_id: number };
        }
      ).data;
      localStorage.setItem(
        `tyreline.cart.${account.id}.${account.department_id}`,
        JSON.stringify([{ data: product, qty, price }]),
      );
    },
    { product, price, qty },
  );
}

/** Opens an item of the account menu (a dropdown on a wide screen, the menu on a phone). */
async function openMenuItem(page: Page, phone: boolean, item: string): Promise<void> {
  await (phone ? page.getByRole('button', { name: /^Open menu/ }) : page.locator('.header-account')).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function pickUpAt(page: Page, warehouse: string, reference: string): Promise<void> {
  await page.goto('/checkout');
  await page.getByTestId('checkout-line').first().waitFor();
  await pick(page, 'Ship type', 'Pick-up');
  await pick(page, 'Pick-up warehouse', warehouse);
  await page.getByLabel('Your reference (PO)').fill(reference);
}

// Its own server: the invited users and orders would otherwise show up in other files' screens.
describe.skipIf(!hasChromium)(
  'A team: invite a buyer, who orders under the limit and asks approval over it',
  () => {
    const app = usePrivateApp('team');

    VIEWPORTS.forEach(([label, viewport], index) => {
      it(`runs from the invitation to the approved order at ${label} width (${viewport.width} px)`, async () => {
        const phone = viewport.width < 500;
        const email = `e2e-buyer-${label}@example.net`;
        const buyerName = `Jordan ${label === 'phone' ? 'Phone' : 'Desk'}`;
        const owner = await openPage(app.browser, app.server.url, viewport);
        const buyer = await openPage(app.browser, app.server.url, viewport);
        try {
          // The owner invites a buyer whose limit sits between one and three of a tyre.
          await signIn(owner.page, 'trade@example.com', '/home');
          const tyre = await stockedTyre(owner.page, index);
          const limit = Math.ceil(tyre.price * 2);
          await openMenuItem(owner.page, phone, 'Team');
          await owner.page.waitForURL((url) => url.pathname === '/team');
          await owner.page.getByText('riley', { exact: false }).first().waitFor();
          await owner.page.getByRole('button', { name: 'Invite a user' }).click();
          const dialog = owner.page.getByRole('dialog');
          await dialog.getByLabel('Email').fill(email);
          await dialog.getByLabel('Order limit').fill(String(limit));
          await settle(owner.page);
          await saveScreenshot(owner.page, `team-invite-${label}`);
          expect(await seriousViolations(owner.page)).toEqual([]);
          await dialog.getByRole('button', { name: 'Create invitation link' }).click();
          const link = (await owner.page.getByTestId('invite-link').innerText()).trim();
          expect(link).toMatch(/\/invite\/[\w-]{43}$/);
          await dialog.getByRole('button', { name: 'Done' }).click();
          await owner.page
            .getByRole('region', { name: 'Invitations not yet accepted' })
            .getByText(email, { exact: true })
            .waitFor();

          // The buyer opens the link, chooses a password and is signed in.
          await buyer.page.goto(new URL(link).pathname);
          await buyer.page.getByText(email).waitFor();
          await buyer.page.getByLabel('Your name').fill(buyerName);
          await buyer.page.getByLabel('Password', { exact: true }).fill('team-pass-2026');
          await buyer.page.getByLabel('Confirm password').fill('team-pass-2026');
          await buyer.page.getByRole('button', { name: 'Set password and sign in' }).click();
          await buyer.page.waitForURL((url) => url.pathname === '/home');
          await buyer.page.locator('.app-header').waitFor();

          // Under the limit: an ordinary order.
          await setCart(buyer.page, tyre, 1);
          await pickUpAt(buyer.page, tyre.warehouse, `PO-UNDER-${label}`);
          await buyer.page.getByRole('button', { name: 'Place order' }).click();
          await buyer.page.getByTestId('order-placed').waitFor();

          // Over it: the cart goes to the owner instead.
          await setCart(buyer.page, tyre, 3);
          await pickUpAt(buyer.page, tyre.warehouse, `PO-OVER-${label}`);
          await buyer.page.getByTestId('checkout-approval').waitFor();
          expect(await buyer.page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
          await buyer.page.getByRole('button', { name: 'Submit for approval' }).click();
          await buyer.page.getByTestId('approval-sent').waitFor();

          // The owner sees it waiting and approves it: the order is placed now.
          await owner.page.reload();
          await owner.page.locator('.app-header').waitFor();
          await openMenuItem(owner.page, phone, 'Approvals');
          await owner.page.waitForURL((url) => url.pathname === '/approvals');
          const request = owner.page.locator('.approval-card').filter({ hasText: `PO-OVER-${label}` });
          await request.getByRole('button', { name: 'Approve and place order' }).click();
          await request.getByText('Approved by Sam Carter').waitFor();
          await request.getByRole('link', { name: /^SO-/ }).click();
          const detail = owner.page.getByTestId('order-detail');
          await detail.waitFor();
          const facts = await detail.innerText();
          expect(facts).toContain(buyerName);
          expect(facts).toMatch(/Approved by\s+Sam Carter/);
          await settle(owner.page);
          await saveScreenshot(owner.page, `team-approved-order-${label}`);

          // The buyer sees the outcome.
          await buyer.page.goto('/approvals');
          await buyer.page
            .locator('.approval-card')
            .filter({ hasText: `PO-OVER-${label}` })
            .getByText('Approved by Sam Carter')
            .waitFor();
          expect(await seriousViolations(buyer.page)).toEqual([]);
        } finally {
          await owner.context.close();
          await buyer.context.close();
        }
      }, 90_000);
    });
  },
);
