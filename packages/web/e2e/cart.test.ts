import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { openPage, PHONE, signIn, signOutFromMenu, USERS } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';

const TRADE_CART_KEY = 'tyreline.cart.1.7';
const AUD = /^\$ [\d,]+\.\d{2} AUD$/;

/** '$ 1,234.50 AUD' → 123450 cents, parsed independently of the app's own money code. */
function cents(text: string): number {
  const match = /^\$ ([\d,]+)\.(\d{2}) AUD$/.exec(text.trim());
  if (!match) throw new Error(`Not an AUD amount: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

interface StoredLine {
  data: { id: number; name: string; image: string | null };
  qty: number;
  price: number;
}

describe.skipIf(!hasChromium)('The cart', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const cartButton = () => page.locator('.header-cart');
  const drawer = () => page.getByRole('dialog', { name: /Cart/ });
  const lines = () => drawer().getByTestId('cart-line');
  const storedCart = (key = TRADE_CART_KEY) =>
    page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as StoredLine[], key);

  async function searchTyres(size = '2055516'): Promise<Locator> {
    await page.goto('/shop?tab=tyres');
    await page.getByLabel('Tyre size').fill(size);
    await page.getByLabel('Tyre size').press('Enter');
    await page.waitForURL(/size=/);
    // Until the search answers, the table keeps showing the previous (unfiltered) page.
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="product-row"]')];
      return rows.length > 0 && rows.every((row) => row.textContent?.includes('205/55R16'));
    });
    return page.getByTestId('product-row');
  }

  async function addRow(row: Locator, qty = 1): Promise<void> {
    const name = (await row.locator('.tyre-name').innerText()).trim();
    if (qty !== 1) {
      const input = row.getByLabel(`Quantity of ${name}`);
      await input.fill(String(qty));
      await input.press('Enter');
    }
    await row.getByRole('button', { name: `Add ${name} to cart` }).click();
    await page.getByText(`Added ${qty} × ${name} to your cart`).first().waitFor();
  }

  async function openDrawer(): Promise<void> {
    await cartButton().click();
    await drawer().waitFor();
    await busy('false');
  }

  async function busy(state: 'true' | 'false'): Promise<void> {
    await page.waitForFunction(
      (value) => document.querySelector('[data-testid="cart-body"]')?.getAttribute('aria-busy') === value,
      state,
    );
  }

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    ({ context, page } = await openPage(browser, baseUrl));
  });
  afterEach(async () => {
    await context.close();
  });

  it('appends a new product, adds to the quantity of one already in the cart, and counts items on the View Cart badge', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0), 2);
    await cartButton().getByText('View Cart').waitFor();
    expect(await cartButton().getAttribute('aria-label')).toBe('View Cart, 2 items');
    await addRow(rows.nth(1));
    await addRow(rows.nth(0), 2);
    expect(await cartButton().getAttribute('aria-label')).toBe('View Cart, 5 items');
    expect(await page.locator('.header-cart-badge-count').innerText()).toBe('5');

    const stored = await storedCart();
    expect(stored.map((line) => line.qty)).toEqual([4, 1]);
    expect(stored.every((line) => line.price > 0)).toBe(true);
  });

  it('shows the drawer titled Cart, 640 wide, each line with image, name, price in AUD and stock per warehouse', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0));
    await addRow(rows.nth(2), 3);
    await openDrawer();

    expect(await drawer().getByRole('heading').innerText()).toMatch(/^Cart/);
    const box = await page.locator('.ui-drawer').boundingBox();
    expect(Math.round(box!.width)).toBe(640);

    expect(await lines().count()).toBe(2);
    for (const line of await lines().all()) {
      expect(await line.getByRole('img').first().getAttribute('src')).toBeTruthy();
      expect((await line.locator('.cart-line-name').innerText()).length).toBeGreaterThan(3);
      expect(await line.getByTestId('cart-line-price').innerText()).toMatch(AUD);
      const stock = await line
        .getByRole('list', { name: 'Stock per warehouse' })
        .locator('li')
        .allInnerTexts();
      expect(stock.length).toBeGreaterThan(0);
      for (const entry of stock) expect(entry).toMatch(/^.+:\s*(\d Available|8\+ Available|Call Us)$/);
    }
  });

  it('adds Subtotal, Delivery, GST and Total up to the cent, with the tooltips of docs/product.md §4', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0), 3);
    await addRow(rows.nth(3), 2);
    await addRow(rows.nth(5));
    await openDrawer();

    let total = 0;
    for (const line of await lines().all()) {
      const unit = cents(await line.getByTestId('cart-line-price').innerText());
      const qty = Number(await line.getByRole('textbox').inputValue());
      total += unit * qty;
    }
    const gst = Math.round(total / 11);
    const row = async (name: string) =>
      cents(await drawer().getByTestId(`summary-${name}`).locator('dd').innerText());
    expect(await row('total')).toBe(total);
    expect(await row('gst')).toBe(gst);
    expect(await row('subtotal')).toBe(total - gst);
    expect(await drawer().getByTestId('summary-delivery').locator('dd').innerText()).toBe('$ 0.00 AUD');

    await drawer().getByRole('img', { name: 'total amount excluding GST' }).hover();
    await page.getByRole('tooltip', { name: 'total amount excluding GST' }).waitFor();
    await drawer()
      .getByRole('img', { name: 'no delivery charge, contact third-party logistics for more information' })
      .hover();
    await page
      .getByRole('tooltip', {
        name: 'no delivery charge, contact third-party logistics for more information',
      })
      .waitFor();
  });

  it('steps the quantity by 1 with minus disabled at 1, clamps typed values and turns non-numeric text into 1', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0));
    await openDrawer();
    const line = lines().first();
    const qty = line.getByRole('textbox');
    const minus = line.getByRole('button', { name: 'Decrease quantity' });
    const plus = line.getByRole('button', { name: 'Increase quantity' });

    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    await plus.click();
    expect(await qty.inputValue()).toBe('3');
    expect(await minus.isDisabled()).toBe(false);
    await minus.click();
    expect(await qty.inputValue()).toBe('2');

    await qty.fill('7');
    await qty.press('Enter');
    expect(await qty.inputValue()).toBe('7');
    expect((await storedCart())[0]!.qty).toBe(7);

    await qty.fill('2.6');
    await qty.press('Tab');
    expect(await qty.inputValue()).toBe('3');

    await qty.fill('-4');
    await qty.press('Enter');
    expect(await qty.inputValue()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);

    await qty.fill('abc');
    await qty.press('Enter');
    expect(await qty.inputValue()).toBe('1');
    expect((await storedCart())[0]!.qty).toBe(1);
  });

  it('asks the Tip question before removing a line: Cancel keeps it, OK removes it', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0));
    await addRow(rows.nth(1));
    await openDrawer();

    await lines().first().getByRole('button', { name: 'Remove' }).click();
    let dialog = page.getByRole('dialog', { name: 'Tip' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Are you sure to remove this item from your shopping cart?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await lines().count()).toBe(2);

    const removedName = await lines().first().locator('.cart-line-name').innerText();
    await lines().first().getByRole('button', { name: 'Remove' }).click();
    dialog = page.getByRole('dialog', { name: 'Tip' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 1);
    expect(await lines().first().locator('.cart-line-name').innerText()).not.toBe(removedName);
    expect((await storedCart()).length).toBe(1);
  });

  it('clears the whole cart after the Tip confirmation', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0));
    await addRow(rows.nth(1));
    await openDrawer();
    await drawer().getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('dialog', { name: 'Tip' }).getByRole('button', { name: 'Clear cart' }).click();
    await drawer().getByText('Your cart is empty').waitFor();
    expect(await storedCart()).toEqual([]);
    expect(await cartButton().getAttribute('aria-label')).toBe('View Cart, 0 items');
  });

  it('re-prices every line from the batch price call when opened, busy meanwhile, and keeps old prices when the call fails', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0));
    const fresh = (await storedCart())[0]!;
    const stale = { ...fresh, price: 1, data: { ...fresh.data, image: '/images/no-such-picture.png' } };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      TRADE_CART_KEY,
      JSON.stringify([stale]),
    ] as const);
    await page.reload();
    await page.locator('.header-cart[aria-label="View Cart, 1 item"]').waitFor();

    // The batch price answer is held until the busy drawer has been looked at, however slow the machine.
    let answer!: () => void;
    const answered = new Promise<void>((done) => (answer = done));
    await page.route('**/api/cus/prices', async (route) => {
      await answered;
      await route.continue();
    });
    await cartButton().click();
    // The drawer loads on first opening: its content first, then its busy state.
    await drawer().getByTestId('cart-body').waitFor();
    await busy('true');
    expect(await drawer().getByRole('button', { name: 'Proceed To Checkout' }).isDisabled()).toBe(true);
    answer();
    await busy('false');
    expect(cents(await lines().first().getByTestId('cart-line-price').innerText())).toBe(
      Math.round(fresh.price * 100),
    );
    expect((await storedCart())[0]!.price).toBe(fresh.price);
    expect(await lines().first().getByRole('img').first().getAttribute('src')).toBe('/no-image.svg');

    await page.keyboard.press('Escape');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      TRADE_CART_KEY,
      JSON.stringify([stale]),
    ] as const);
    await page.reload();
    await page.locator('.header-cart[aria-label="View Cart, 1 item"]').waitFor();
    await page.unroute('**/api/cus/prices');
    await page.route('**/api/cus/prices', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Pricing is down' }),
      }),
    );
    await cartButton().click();
    await page.getByText('Pricing is down').waitFor();
    expect(await lines().first().getByTestId('cart-line-price').innerText()).toBe('$ 1.00 AUD');
    expect((await storedCart())[0]!.price).toBe(1);
  });

  it('goes to /checkout from Proceed To Checkout', async () => {
    await signIn(page);
    const rows = await searchTyres();
    await addRow(rows.nth(0));
    await openDrawer();
    await drawer().getByRole('button', { name: 'Proceed To Checkout' }).click();
    await page.waitForURL('**/checkout');
    await drawer().waitFor({ state: 'hidden' });
  });

  it('keeps one cart per account, so two accounts on one browser never see each other’s cart', async () => {
    await signIn(page, USERS.trade);
    const rows = await searchTyres();
    await addRow(rows.nth(0), 2);
    await signOutFromMenu(page);

    await signIn(page, USERS.brisbane);
    await page.waitForFunction(() => {
      const name = document.querySelector('.header-account-name')?.textContent ?? '…';
      return name !== '…' && name !== 'Southside Tyre & Auto';
    });
    await openDrawer();
    await drawer().getByText('Your cart is empty').waitFor();
    expect(await cartButton().getAttribute('aria-label')).toBe('View Cart, 0 items');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    await signOutFromMenu(page);

    await signIn(page, USERS.trade);
    await expect.poll(() => cartButton().getAttribute('aria-label')).toBe('View Cart, 2 items');
    expect((await storedCart()).map((line) => line.qty)).toEqual([2]);
  });

  it('fills the whole width of a phone', async () => {
    await context.close();
    ({ context, page } = await openPage(browser, baseUrl, PHONE));
    await signIn(page);
    await cartButton().click();
    await drawer().waitFor();
    const box = await page.locator('.ui-drawer').boundingBox();
    expect(Math.round(box!.width)).toBe(PHONE.width);
  });
});
