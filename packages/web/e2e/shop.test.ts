import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@tyreline/domain/messages';
import { hasHorizontalScroll, openPage, PHONE, signIn, USERS } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { seriousViolations } from './support/axe.ts';
import { choose } from './support/flows.ts';

const AUD = /^\$ [\d,]+\.\d{2} AUD$/;

describe.skipIf(!hasChromium)('The shop', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const rows = () => page.getByTestId('product-row');
  const param = (name: string) => new URL(page.url()).searchParams.get(name);

  /** Waits until the list shows rows and every row's text passes `test` (the previous page stays until then). */
  async function rowsAll(test: string): Promise<void> {
    await page.waitForFunction((needle) => {
      const all = [...document.querySelectorAll('[data-testid="product-row"]')];
      return all.length > 0 && all.every((row) => row.textContent?.includes(needle));
    }, test);
  }

  /** The choice a select shows for the control labelled `label`. */
  async function selected(label: string): Promise<string> {
    const select = page.getByLabel(label, { exact: true });
    return select.evaluate(
      (node) => (node as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '',
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

  it('finds tyres by the size typed as 2055516 and adds one to the cart', async () => {
    await signIn(page, USERS.trade, '/shop?tab=tyres');
    await page.getByLabel('Tyre size').fill('2055516');
    await page.getByLabel('Tyre size').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('size') === '205/55R16');
    await rowsAll('205/55R16');
    // The size box and the width / profile / rim selects describe the same size.
    expect(await selected('Width')).toBe('205');
    expect(await selected('Profile')).toBe('55');
    expect(await selected('Rim')).toBe('16');

    const row = rows().first();
    const name = (await row.locator('.tyre-name').innerText()).trim();
    await row.getByLabel(`Quantity of ${name}`).fill('4');
    await row.getByLabel(`Quantity of ${name}`).press('Enter');
    await row.getByRole('button', { name: `Add ${name} to cart` }).click();
    await page.getByText(`Added 4 × ${name} to your cart`).first().waitFor();
    expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 4 items');
    // The row showed the account's price all along.
    expect(await row.getByTestId('product-price').innerText()).toMatch(/\$ [\d,]+\.\d{2} AUD/);
  });

  it('shows the first tyre’s name, price and Add on a phone’s first screen after a search', async () => {
    const phone = await openPage(browser, baseUrl, PHONE);
    try {
      const { page } = phone;
      await signIn(page, USERS.trade, '/shop?tab=tyres&size=2055516');
      const row = page.getByTestId('product-row').first();
      const name = row.locator('.tyre-name');
      const price = row.getByTestId('product-price');
      await price.waitFor();
      // The account notice shows after 2 s, in the one line its place already holds.
      await page.getByTestId('account-notice').waitFor();
      for (const part of [name, price, row.getByRole('button', { name: /^Add .* to cart$/ })]) {
        const box = (await part.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      }
      // The delivery times are one line that opens on tap, a line per warehouse.
      const times = page.getByRole('button', { name: /Delivery and pick-up times/ });
      expect(await times.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('delivery-eta').first().isVisible()).toBe(false);
      await times.click();
      expect(await times.getAttribute('aria-expanded')).toBe('true');
      await page.getByTestId('delivery-eta-delivery').first().waitFor();
      expect(await page.getByTestId('delivery-eta').count()).toBeGreaterThan(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('says so when a typed size is not a tyre size, and searches nothing', async () => {
    await signIn(page, USERS.trade, '/shop?tab=tyres');
    await page.getByLabel('Tyre size').fill('hello');
    await page.getByLabel('Tyre size').press('Enter');
    await page.getByRole('alert').filter({ hasText: '“hello” is not a tyre size we understand' }).waitFor();
    expect(param('size')).toBeNull();
  });

  it('keeps every filter in the URL: a reload shows the same search, Back undoes the last change', async () => {
    await signIn(page, USERS.trade, '/shop?tab=tyres');
    await rows().first().waitFor();
    await choose(page, 'Brand', 'Michelin');
    await page.waitForURL((url) => url.searchParams.get('brand_id') !== null);
    await choose(page, 'Speed rating', 'V or faster');
    await page.waitForURL((url) => url.searchParams.get('speed_rating') === 'V');
    await page.getByLabel('In stock only').click();
    await page.waitForURL((url) => url.searchParams.get('in_stock') === 'true');
    await choose(page, 'Sort by', 'Most stock');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'stock');
    await rowsAll('Michelin');

    const url = page.url();
    await page.reload();
    await rowsAll('Michelin');
    expect(page.url()).toBe(url);
    expect(await selected('Brand')).toBe('Michelin');
    expect(await selected('Speed rating')).toBe('V or faster');
    expect(await selected('Sort by')).toBe('Most stock');
    expect(await page.getByLabel('In stock only').isChecked()).toBe(true);
    for (const text of await rows().allInnerTexts()) expect(text).toMatch(/\d{2,3}(\/\d+)?[VZWY]\b/);

    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('sort') === null);
    expect(param('in_stock')).toBe('true');
    expect(await selected('Sort by')).toBe('Name');

    // A shared link opens the same list in a fresh browser.
    const shared = await openPage(browser, baseUrl);
    try {
      await signIn(shared.page, USERS.trade, new URL(url).pathname + new URL(url).search);
      await shared.page.waitForURL((u) => u.searchParams.get('brand_id') !== null);
      await shared.page.getByTestId('product-row').first().waitFor();
      expect(shared.page.url()).toBe(url);
    } finally {
      await shared.context.close();
    }
  });

  it('opens filtered by brand and category from a home-page link', async () => {
    await signIn(page, USERS.trade, '/shop?tab=tyres&brand_id=1&category_id=1');
    await rowsAll('Michelin');
    await rowsAll('Passenger');
    expect(await selected('Brand')).toBe('Michelin');
    expect(await selected('Category')).toBe('Passenger');
  });

  it('finds wheels by PCD and diameter', async () => {
    await signIn(page, USERS.trade, '/shop?tab=wheels');
    await rows().first().waitFor();
    await choose(page, 'PCD', '5x114.3');
    await page.waitForURL((url) => url.searchParams.get('bolt_pattern') === '5x114.3');
    await choose(page, 'Diameter', '17"');
    await page.waitForURL((url) => url.searchParams.get('diameter') === '17');
    // The 15" rows stay on screen until the 17" page arrives.
    await rowsAll('17x');
    for (const text of await rows().allInnerTexts()) {
      expect(text).toContain('5x114.3');
      expect(text).toMatch(/\b17x\d/);
    }
    expect(param('tab')).toBe('wheels');
  });

  it('finds accessories by auto-part type', async () => {
    await signIn(page, USERS.trade, '/shop?tab=accessories');
    await rows().first().waitFor();
    await choose(page, 'Part type', 'TPMS sensors');
    await page.waitForURL((url) => url.searchParams.get('auto_part_type') === 'tpms');
    await rowsAll('TPMS sensors');
  });

  it('shows an empty state with a way out when nothing matches', async () => {
    await signIn(page, USERS.trade, '/shop?tab=tyres&q=nosuchtyreanywhere');
    await page.getByText('No tyres match these filters.').waitFor();
    await page.locator('.shop-empty').getByRole('button', { name: 'Clear filters' }).click();
    await rows().first().waitFor();
    expect(param('q')).toBeNull();
  });

  it('shows a special offer as the special price beside the struck-through usual price', async () => {
    await signIn(page);
    const special = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${sessionStorage.getItem('tyreline.accessToken')}` };
      const list = (await (
        await fetch('/api/cus/products?type=tyre&q=michelin&per_page=100', { headers })
      ).json()) as {
        data: { id: number; sku: string }[];
      };
      const prices = (await (
        await fetch('/api/cus/prices', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ product_ids: list.data.map((p) => p.id) }),
        })
      ).json()) as { data: { id: number; isSpecialOffer: boolean; specialPrice: number }[] };
      const offer = prices.data.find((p) => p.isSpecialOffer && p.specialPrice > 0);
      return list.data.find((p) => p.id === offer?.id)?.sku;
    });
    expect(special).toBeTruthy();
    await page.goto(`/shop?tab=tyres&q=${encodeURIComponent(special!)}`);
    await rowsAll(special!);
    const row = rows().first();
    // The trade account's price switch is off: its price is in the list, no tap needed.
    const price = row.getByTestId('product-price');
    await price.waitFor();
    const was = (await price.locator('del').innerText()).replace('Usual price', '').trim();
    const now = (await price.locator('strong').innerText()).replace('Special price', '').trim();
    expect(was).toMatch(AUD);
    expect(now).toMatch(AUD);
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
    expect(cents(now)).toBeLessThan(cents(was));
    await price.getByText('Special', { exact: true }).waitFor();
  });

  it('looks a price up with credit: the remaining count goes down, and Brisbane stock is a column', async () => {
    await signIn(page, USERS.brisbane, '/shop?tab=tyres&size=2055516');
    await rowsAll('205/55R16');
    await page.getByRole('columnheader', { name: 'Brisbane' }).waitFor();
    const credit = page.getByTestId('price-credit');
    await credit.waitFor();
    const before = Number(/\d+/.exec(await credit.innerText())![0]);
    expect(before).toBeGreaterThan(0);

    // A product this account has not priced yet (a repeat lookup costs nothing).
    const id = await rows()
      .filter({ has: page.getByRole('button', { name: /^Price of/ }) })
      .last()
      .getAttribute('data-product-id');
    const row = page.locator(`[data-testid="product-row"][data-product-id="${id}"]`);
    await row.getByRole('button', { name: /^Price of/ }).click();
    expect(await row.getByTestId('product-price').innerText()).toMatch(AUD);
    await expect
      .poll(async () => (await credit.innerText()).trim())
      .toBe(`Price lookups left: ${before - 1}`);
  });

  it('is refused without credit, with the exhausted-credit message', async () => {
    await signIn(page, USERS.noCredit, '/shop?tab=tyres&size=2055516');
    await rowsAll('205/55R16');
    await page.getByTestId('price-credit').getByText('0').waitFor();
    const row = rows().first();
    await row.getByRole('button', { name: /^Price of/ }).click();
    const refused = page.getByTestId('price-credit-refused');
    await refused.waitFor();
    expect((await refused.innerText()).trim()).toBe(MESSAGES.priceCreditExhausted);
    await row.getByTestId('price-error').waitFor();
    // No price, so nothing goes into the cart.
    await row.getByRole('button', { name: /^Add .* to cart$/ }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 0 items');
  });
});
