/**
 * What the Lighthouse bench does before an audit, the way a person would: the records its pages name (a saved
 * quote's link, an order on each side) taken from the API, signing in through the sign-in forms, and a cart
 * kept where the web app keeps it (local storage, under the account's key).
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { passwordGrant } from './bench-servers.ts';

export const CUSTOMER = 'trade@example.com';
export const STAFF_USER = 'admin@tyreline.test';

/** The back office signs in with its own client. */
const STAFF = {
  username: STAFF_USER,
  tokenPath: '/api/staff/token',
  client: { client_id: 'tyreline-back-office', client_secret: 'tyreline-back-office-secret' },
};

async function staffToken(base: string): Promise<string> {
  const response = await fetch(base + STAFF.tokenPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      ...STAFF.client,
      username: STAFF.username,
      password: DEMO_PASSWORD,
      scope: '',
    }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function send<T>(base: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface Fixtures {
  /** A saved retail quote's link token: the server answers it only when the quote is saved. */
  quoteToken: string;
  orderId: number;
  staffOrderId: number;
}

/** A retail quote saved by the trade customer, the customer's latest order and the first in the staff queue. */
export async function fixturesOf(base: string): Promise<Fixtures> {
  const customer = (await passwordGrant(base, CUSTOMER)).access_token;
  const products = await send<{ id: number }[]>(base, '/api/cus/products?type=tyre&per_page=2', customer);
  const quote = await send<{ token: string }>(base, '/api/cus/retail-quotes', customer, {
    customer_name: 'Sam Walker',
    lines: products.map((p) => ({ product_id: p.id, qty: 4 })),
  });
  const [order] = await send<{ id: number }[]>(base, '/api/cus/orders', customer);
  const [staffOrder] = await send<{ id: number }[]>(base, '/api/staff/orders', await staffToken(base));
  if (!order || !staffOrder) throw new Error('the demo data has no order to open');
  return { quoteToken: quote.token, orderId: order.id, staffOrderId: staffOrder.id };
}

export type Person = 'customer' | 'staff';

/** Each sign-in form, who signs in there, and what shows once they are in (the app's frame). */
const FORMS: Record<Person, { path: string; username: string; signedIn: string }> = {
  customer: {
    path: '/login',
    username: CUSTOMER,
    signedIn: `location.pathname !== '/login' && !!document.querySelector('.app-header')`,
  },
  staff: {
    path: '/staff/login',
    username: STAFF.username,
    signedIn: `location.pathname !== '/staff/login' && !!document.querySelector('.staff-header')`,
  },
};

/** Types into the field a label names (the label's control), as a person does. */
async function fill(page: Page, label: string, value: string): Promise<ElementHandle> {
  // Runs in the page (a string: tsx's helpers do not exist there).
  const found = await page.waitForFunction(
    `[...document.querySelectorAll('label')].find((l) => l.textContent.trim() === ${JSON.stringify(label)})?.control`,
    { timeout: 30_000 },
  );
  const field = found.asElement();
  if (!field) throw new Error(`no field labelled ${label}`);
  await field.type(value);
  return field;
}

/** Signs in through the form of `who`'s app with the demo password and waits until the signed-in page shows. */
export async function signInWithForm(page: Page, base: string, who: Person): Promise<void> {
  const form = FORMS[who];
  await page.goto(base + form.path);
  await fill(page, 'Username', form.username);
  await (await fill(page, 'Password', DEMO_PASSWORD)).press('Enter');
  await page.waitForFunction(form.signedIn, { timeout: 60_000 });
}

interface Product {
  id: number;
  name: string;
  sku: string;
  image: string | null;
  warehouse_availability: { id: number; name: string; availability: number | '8+' }[];
}

/**
 * A cart of `lines` tyres stocked at the first warehouse, in the signed-in account's storage key
 * (cartStorageKey in packages/domain/src/cart.ts), as the e2e helper seedCart makes it.
 */
export async function seedCart(page: Page, base: string, lines: number): Promise<void> {
  const token = await page.evaluate(`sessionStorage.getItem('tyreline.accessToken')`);
  if (typeof token !== 'string') throw new Error('the sign-in tab holds no access token');
  const account = await send<{ id: number; department_id: number }>(base, '/api/cus/account', token);
  const [warehouse] = await send<{ id: number }[]>(base, '/api/cus/warehouses', token);
  if (!warehouse) throw new Error('no warehouse');
  const products = await send<Product[]>(
    base,
    `/api/cus/products?type=tyre&in_stock=true&warehouse_id=${warehouse.id}&per_page=50`,
    token,
  );
  const stocked = products
    .filter((p) => {
      const a = p.warehouse_availability.find((w) => w.id === warehouse.id)?.availability;
      return a === '8+' || (typeof a === 'number' && a >= 2);
    })
    .slice(0, lines);
  if (stocked.length < lines) throw new Error(`only ${stocked.length} tyres in stock for the cart`);
  const prices = await send<{ id: number; bestPrice: number }[]>(base, '/api/cus/prices', token, {
    product_ids: stocked.map((p) => p.id),
  });
  const cart = stocked.map(({ id, name, sku, image, warehouse_availability }, i) => ({
    data: { id, name, sku, image, warehouse_availability },
    qty: i + 1,
    price: prices.find((info) => info.id === id)?.bestPrice ?? 0,
  }));
  const key = `tyreline.cart.${account.id}.${account.department_id}`;
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(cart))})`,
  );
}
