import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, USERS, checkScreen, passwordGrant, storeSession } from './app.ts';
import {
  BACK_OFFICE_CLIENT,
  STAFF_SESSION_KEYS,
  STAFF_TOKEN_PATH,
} from '../../src/staff/session/staff-session-config.ts';

/** A warehouse tablet's screen. */
export const TABLET = { width: 1024, height: 768 };

export const STAFF = {
  admin: 'admin@tyreline.test',
  sales: 'sales@tyreline.test',
  warehouse: 'warehouse@tyreline.test',
} as const;

/** Signs a member of staff in (`storeSession`) and opens `target`, the back office's first page unless told. */
export async function staffSignIn(page: Page, username: string, target = '/staff'): Promise<void> {
  await storeSession(page, username, {
    path: STAFF_TOKEN_PATH,
    client: BACK_OFFICE_CLIENT,
    keys: STAFF_SESSION_KEYS,
  });
  await openBackOffice(page, target);
}

/** Opens a page of the back office and waits for its frame. */
export async function openBackOffice(page: Page, path = '/staff'): Promise<void> {
  await page.goto(path);
  await page.locator('.staff-header').waitFor();
}

/** Signs a member of staff in at /staff/login through its form and waits for the back office's frame. */
export async function staffSignInWithForm(page: Page, username: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/staff') && url.pathname !== '/staff/login');
  await page.locator('.staff-header').waitFor();
}

/** No sideways scroll, no serious or critical axe finding, and a screenshot to look at (`checkScreen`). */
export async function checkStaffPage(page: Page, name: string): Promise<void> {
  await checkScreen(page, `staff-${name}`);
}

export interface Placed {
  id: number;
  number: string;
}

/** Signs the trade customer in through the web client's password grant and answers the access token. */
export async function tradeToken(baseUrl: string): Promise<string> {
  return (await passwordGrant(baseUrl, USERS.trade)).access_token;
}

/** Signs a member of staff in through the back office's password grant and answers the access token. */
export async function staffToken(baseUrl: string, username: string): Promise<string> {
  return (await passwordGrant(baseUrl, username, { path: STAFF_TOKEN_PATH, client: BACK_OFFICE_CLIENT }))
    .access_token;
}

/** The trade customer places an order through the customer API, as the shop would. */
export async function placeOrder(baseUrl: string, reference: string, pickUp = false): Promise<Placed> {
  const token = await tradeToken(baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listed = (await (
    await fetch(`${baseUrl}/api/cus/products?type=tyre&warehouse_id=1&in_stock=true&per_page=50`, { headers })
  ).json()) as {
    data: { id: number; warehouse_availability: { id: number; availability: number | string }[] }[];
  };
  // Two products with plenty on the shelf at Brisbane North (warehouse 1), where every order here ships from.
  const onShelf = listed.data.filter((p) =>
    p.warehouse_availability.some((w) => w.id === 1 && w.availability === '8+'),
  );
  const products = onShelf.slice(0, 2);
  const response = await fetch(`${baseUrl}/api/cus/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      lines: products.map((p) => ({ product_id: p.id, qty: 1 })),
      ship_type: pickUp ? 2 : 1,
      warehouse_id: 1,
      delivery_address: pickUp
        ? null
        : { street: '9 Depot St', suburb: 'Banyo', state: 'QLD', postcode: '4014' },
      customer_reference: reference,
      payment_type_id: 1,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Placed }).data;
}

/** An entry of the back office's side menu (a link in its navigation landmark), by its name. */
export function staffMenuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });
}

/** Opens an order's page from the queue's search by its number (`SO-…`). */
export async function openOrder(page: Page, order: string | Placed): Promise<void> {
  const number = typeof order === 'string' ? order : order.number;
  await page.goto(`/staff/orders?q=${encodeURIComponent(number)}`);
  await page.getByRole('link', { name: number }).click();
  await page.getByTestId('staff-order').waitFor();
}

/** Presses an order page's action and waits for the order's new status. */
export async function act(page: Page, action: string, status: string): Promise<void> {
  await page.getByRole('button', { name: action }).click();
  await page.locator(`.staff-title [data-status="${status}"]`).waitFor();
}

/** Chooses where the queue's bulk action moves the selected orders (a native select). */
export async function moveSelectedTo(page: Page, status: string): Promise<void> {
  await page.getByLabel('Move selected orders to').selectOption({ label: status });
}
