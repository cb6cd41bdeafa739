import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, saveScreenshot, settle, signIn, submitLogin, VIEWPORTS } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { startSmtp } from './support/smtp.ts';
import { seriousViolations } from './support/axe.ts';
import { pick } from './support/flows.ts';

const OWNER = 'trade@example.com';
const BUYER = 'buyer@example.com';

// Started before the server, whose SMTP_URL must name its port.
const smtp = await startSmtp();
afterAll(() => smtp.close());

/** The signed-in user's API, from the page: the answer's `data`, or an error naming the status. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('tyreline.accessToken')}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return ((await response.json()) as { data: T }).data;
    },
    { method, path, body },
  );
}

/** Puts one tyre with 8+ in a pick-up warehouse in the signed-in user's cart; answers that warehouse's name. */
async function cartOfOneTyre(page: Page, skip: number): Promise<string> {
  const warehouse = (
    await api<{ id: number; name: string; pick_up: boolean }[]>(page, 'GET', '/api/cus/warehouses')
  ).find((w) => w.pick_up)!;
  const products = await api<
    { id: number; warehouse_availability: { id: number; availability: number | '8+' }[] }[]
  >(page, 'GET', `/api/cus/products?type=tyre&in_stock=true&warehouse_id=${warehouse.id}&per_page=50`);
  const product = products.filter((p) =>
    p.warehouse_availability.some((w) => w.id === warehouse.id && w.availability === '8+'),
  )[skip]!;
  const price = (await api<{ bestPrice: number }>(page, 'GET', `/api/cus/price/${product.id}`)).bestPrice;
  const account = await api<{ id: number; department_id: number }>(page, 'GET', '/api/cus/account');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `tyreline.cart.${account.id}.${account.department_id}`,
    value: JSON.stringify([{ data: product, qty: 1, price }]),
  });
  return warehouse.name;
}

describe.skipIf(!hasChromium)('The approval e-mails', () => {
  const app = usePrivateApp('approval-mail', {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: 'https://mail.example.test',
  });

  VIEWPORTS.forEach(([label, viewport], index) => {
    it(`put a buyer's over-limit order in the owner's mailbox, whose link opens the request to approve, at ${viewport.width} px`, async () => {
      const reference = `PO-MAILED-${label}`;
      const owner = await openPage(app.browser, app.server.url, viewport);
      const buyer = await openPage(app.browser, app.server.url, viewport);
      try {
        // The owner gives the demo buyer a limit of $1, so one tyre is over it.
        await signIn(owner.page, OWNER, '/home');
        const team = await api<{ members: { id: number; username: string }[] }>(
          owner.page,
          'GET',
          '/api/cus/team',
        );
        const member = team.members.find((m) => m.username === BUYER)!;
        await api(owner.page, 'PUT', `/api/cus/team/members/${member.id}`, { role: 'buyer', order_limit: 1 });
        await owner.context.clearCookies();
        await owner.page.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        });

        // The buyer's cart goes for approval from the checkout.
        await signIn(buyer.page, BUYER, '/home');
        const warehouse = await cartOfOneTyre(buyer.page, index);
        await buyer.page.goto('/checkout');
        await buyer.page.getByTestId('checkout-line').first().waitFor();
        await pick(buyer.page, 'Ship type', 'Pick-up');
        await pick(buyer.page, 'Pick-up warehouse', warehouse);
        await buyer.page.getByLabel('Your reference (PO)').fill(reference);
        await buyer.page.getByRole('button', { name: 'Submit for approval' }).click();
        await buyer.page.getByTestId('approval-sent').waitFor();

        // The owner's mailbox has the request; its link, followed signed out, asks for a sign-in and opens it.
        const [, link] = await smtp.find(
          OWNER,
          new RegExp(
            `Their reference: ${reference}[\\s\\S]*?https://mail\\.example\\.test(/approvals\\?approval=\\d+)`,
          ),
        );
        const id = Number(new URL(link!, 'https://x').searchParams.get('approval'));
        await owner.page.goto(link!);
        await owner.page.waitForURL((url) => url.pathname === '/login');
        await submitLogin(owner.page, OWNER);
        await owner.page.waitForURL(
          (url) => url.pathname === '/approvals' && url.search === `?approval=${id}`,
        );
        const request = owner.page.getByTestId(`approval-${id}`);
        await request.waitFor();
        expect(await request.getAttribute('aria-current')).toBe('true');
        expect(await request.innerText()).toContain(reference);
        await expect.poll(() => request.evaluate((card) => card === document.activeElement)).toBe(true);
        await settle(owner.page);
        await saveScreenshot(owner.page, `approval-mail-opened-${label}`, { fullPage: false });
        expect(await seriousViolations(owner.page)).toEqual([]);

        // Approved: the buyer is told the order's number, and the owners get their copy of the order placed.
        await request.getByRole('button', { name: 'Approve and place order' }).click();
        await request.getByText('Approved by Sam Carter').waitFor();
        const number = (await request.getByRole('link', { name: /^SO-/ }).innerText()).trim();
        const [, orderPath] = await smtp.find(
          BUYER,
          new RegExp(
            `Your order ${number} was approved[\\s\\S]*?https://mail\\.example\\.test(/orders\\?order=\\d+)`,
          ),
        );
        expect(orderPath).toMatch(/^\/orders\?order=\d+$/);
        await smtp.find(OWNER, new RegExp(`Riley Brooks placed order ${number}`));
        await buyer.page.goto(orderPath!);
        await buyer.page
          .getByRole('dialog', { name: `Order ${number}` })
          .getByTestId('order-detail')
          .waitFor();

        // A link to a request the signed-in user cannot see says so rather than showing nothing.
        await buyer.page.goto('/approvals?approval=999999');
        await buyer.page.getByText('The request from your link is not among your approvals.').waitFor();
      } finally {
        await owner.context.close();
        await buyer.context.close();
      }
    }, 90_000);

    it(`lets a user turn an optional e-mail notice off and on on the Account page at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await signIn(page, BUYER, '/account');
        const card = page.getByTestId('mail-notices');
        const dispatched = card.getByRole('checkbox', { name: 'Dispatched or ready for pick-up' });
        await dispatched.waitFor();
        const was = await dispatched.isChecked();
        await dispatched.click();
        await card.getByRole('button', { name: 'Save e-mail notices' }).click();
        await page.getByText('E-mail notices saved').waitFor();
        await settle(page);
        await card.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `account-mail-notices-${label}`, { fullPage: false });
        expect(await seriousViolations(page)).toEqual([]);

        await page.reload();
        const again = page
          .getByTestId('mail-notices')
          .getByRole('checkbox', { name: 'Dispatched or ready for pick-up' });
        await again.waitFor();
        expect(await again.isChecked()).toBe(!was);
        expect(
          await page.getByTestId('mail-notices').getByRole('checkbox', { name: 'Order placed' }).isChecked(),
        ).toBe(true);
        const saved = await api<{ dispatched: boolean }>(page, 'GET', '/api/cus/me/mail-preferences');
        expect(saved.dispatched).toBe(!was);
      } finally {
        await context.close();
      }
    });
  });
});
