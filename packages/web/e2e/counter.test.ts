import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@tyreline/domain/messages';
import { DESKTOP, openPageWithPopup, PHONE, saveScreenshot, signIn, USERS } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { seriousViolations } from './support/axe.ts';
import { choose, pick, seedCart } from './support/flows.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const AUD = /\$ [\d,]+\.\d{2} AUD/;
const cents = (text: string) => Number(/\$ ([\d,]+\.\d{2})/.exec(text)![1]!.replace(/[,.]/g, ''));

/**
 * Puts one product in the cart, qty 4, that one of the account's pick-up warehouses holds 4 of and another
 * holds fewer of; answers both warehouses' names.
 */
async function cartWithUnevenStock(page: Page): Promise<{ full: string; short: string; product: string }> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('tyreline.accessToken');
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) =>
      ((await (await fetch(path, { headers })).json()) as { data: unknown }).data;
    const account = (await get('/api/cus/account')) as { id: number; department_id: number };
    const warehouses = (await get('/api/cus/warehouses')) as { id: number; name: string; pick_up: boolean }[];
    const pickUp = warehouses.filter((w) => w.pick_up);
    type Product = {
      id: number;
      name: string;
      sku: string;
      image: string | null;
      price: { bestPrice: number } | null;
      warehouse_availability: { id: number; name: string; availability: number | '8+' }[];
    };
    const enough = (a: number | '8+' | undefined) => a === '8+' || (typeof a === 'number' && a >= 4);
    for (let page = 1; page <= 10; page++) {
      const products = (await get(`/api/cus/products?type=tyre&per_page=100&page=${page}`)) as Product[];
      for (const p of products) {
        const at = (id: number) => p.warehouse_availability.find((w) => w.id === id)?.availability;
        const full = pickUp.find((w) => enough(at(w.id)));
        const short = pickUp.find((w) => !enough(at(w.id)));
        if (!full || !short || !p.price) continue;
        const line = {
          data: {
            id: p.id,
            name: p.name,
            sku: p.sku,
            image: p.image,
            warehouse_availability: p.warehouse_availability,
          },
          qty: 4,
          price: p.price.bestPrice,
        };
        localStorage.setItem(`tyreline.cart.${account.id}.${account.department_id}`, JSON.stringify([line]));
        return { full: full.name, short: short.name, product: p.name };
      }
    }
    throw new Error('no product with uneven stock');
  });
}

describe.skipIf(!hasChromium)('The counter job (#11)', () => {
  // Its own server: these tests place orders, which change stock and what checkout remembers.
  const app = usePrivateApp('counter');

  const { withPage } = app;

  for (const [label, viewport] of SIZES) {
    describe(`at ${label} width (${viewport.width} px)`, () => {
      it('1: shows the trade account’s own prices in the list, no Price button, and sorts by price', () =>
        withPage(viewport, async (page) => {
          await signIn(page, USERS.trade, '/shop?tab=tyres&size=2055516');
          const rows = page.getByTestId('product-row');
          await rows.first().getByTestId('product-price').waitFor();
          const count = await rows.count();
          expect(count).toBeGreaterThan(1);
          expect(await page.getByRole('button', { name: /^Price of/ }).count()).toBe(0);
          for (const text of await rows.getByTestId('product-price').allInnerTexts())
            expect(text).toMatch(AUD);

          if (label === 'phone') await page.getByRole('button', { name: 'Filters' }).click();
          await choose(page, 'Sort by', 'Price (lowest first)');
          await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
          await expect
            .poll(async () => {
              const prices = (await rows.locator('.shop-price-now').allInnerTexts()).map(cents);
              return prices.length > 1 && prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
            })
            .toBe(true);
          await saveScreenshot(page, `counter-prices-inline-${label}`);
        }));

      it('1: keeps tap-to-reveal for an account whose lookups spend credit, and offers no price sort', () =>
        withPage(viewport, async (page) => {
          await signIn(page, USERS.brisbane, '/shop?tab=tyres&size=2055516');
          await page.getByTestId('product-row').first().waitFor();
          expect(await page.getByRole('button', { name: /^Price of/ }).count()).toBeGreaterThan(0);
          expect(await page.getByTestId('product-price').count()).toBe(0);
          if (label === 'phone') await page.getByRole('button', { name: 'Filters' }).click();
          const sorts = await page.getByLabel('Sort by', { exact: true }).locator('option').allInnerTexts();
          expect(sorts).toContain('Most stock');
          expect(sorts.filter((text) => text.includes('Price'))).toEqual([]);
        }));

      it('4: says why Add added nothing, in the row, for an account with no price credit', () =>
        withPage(viewport, async (page) => {
          await signIn(page, USERS.noCredit, '/shop?tab=tyres&size=2055516');
          const row = page.getByTestId('product-row').first();
          await row.waitFor();
          await row.getByRole('button', { name: /^Add .* to cart$/ }).click();
          const refused = row.getByTestId('add-refused');
          await refused.waitFor();
          expect((await refused.innerText()).trim()).toBe(`Not added: ${MESSAGES.priceCreditExhausted}`);
          // It is beside the button that was tapped, inside the viewport.
          await page.waitForTimeout(300);
          const box = (await refused.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
          expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('View Cart, 0 items');
          await saveScreenshot(page, `counter-add-refused-${label}`, { fullPage: false });
        }));

      it('3: offers only the customer ship types, each saying what it means; 2: each warehouse with what it can fill', () =>
        withPage(viewport, async (page) => {
          await signIn(page);
          const { full, short } = await cartWithUnevenStock(page);
          await page.goto('/checkout');
          const shipTypes = page.getByRole('radiogroup', { name: 'Ship type', exact: true });
          await shipTypes.waitFor();
          expect(await shipTypes.locator('.ui-choice-card-label').allInnerTexts()).toEqual([
            'Delivery',
            'Morning Delivery',
            'Afternoon Delivery',
            'Pick-up',
            'Driver Pick-up',
          ]);
          for (const detail of await shipTypes.locator('.ui-choice-card-description').allInnerTexts())
            expect(detail.length).toBeGreaterThan(10);
          expect(await page.getByText('Return by CSR').count()).toBe(0);
          expect(await page.getByText('Fast Delivery').count()).toBe(0);

          await pick(page, 'Ship type', 'Pick-up');
          const warehouses = page.getByRole('radiogroup', { name: 'Pick-up warehouse', exact: true });
          const choice = (name: string) => warehouses.locator('label').filter({ hasText: name });
          await expect.poll(() => choice(full).innerText()).toContain('Has your line in stock');
          expect(await choice(short).innerText()).toContain('Not enough in stock for your line');
          // The one that fills the cart is chosen.
          expect(await choice(full).getAttribute('data-selected')).toBe('true');
          await saveScreenshot(page, `counter-checkout-choices-${label}`);
          expect(await seriousViolations(page)).toEqual([]);

          // Choosing the short one anyway: the refusal says where the marked line is.
          await choice(short).click();
          await page.getByRole('button', { name: 'Place order' }).click();
          const error = page.getByTestId('checkout-error');
          await error.waitFor();
          expect(await error.innerText()).toContain(
            label === 'phone' ? 'marked above' : 'marked on the left',
          );
          await page.getByTestId('short-line').waitFor();
          const errorBox = (await error.boundingBox())!;
          const lineBox = (await page.getByTestId('short-line').boundingBox())!;
          if (label === 'phone') expect(lineBox.y).toBeLessThan(errorBox.y);
          else expect(lineBox.x + lineBox.width).toBeLessThan(errorBox.x);
        }));

      it('3: remembers the address, warehouse, ship type and payment of the last order', () =>
        withPage(viewport, async (page) => {
          await signIn(page);
          await cartWithUnevenStock(page);
          await page.goto('/checkout');
          await pick(page, 'Ship type', 'Afternoon Delivery');
          await pick(page, 'Deliver to', 'A new address');
          const street = `${viewport.width} Counter St`;
          await page.getByLabel('Street').fill(street);
          await page.getByLabel('Suburb').fill('Eagle Farm');
          await choose(page, 'State', 'QLD');
          await page.getByLabel('Postcode').fill('4009');
          await choose(page, 'Payment type', 'Credit card');
          const warehouse = await page
            .getByRole('radiogroup', { name: 'Dispatch warehouse', exact: true })
            .locator('label[data-selected] .ui-choice-card-label')
            .innerText();
          await page.getByRole('button', { name: 'Place order' }).click();
          await page.getByTestId('order-placed').waitFor();

          await cartWithUnevenStock(page);
          await page.goto('/checkout');
          const checked = (group: string) =>
            page
              .getByRole('radiogroup', { name: group, exact: true })
              .locator('label[data-selected] .ui-choice-card-label')
              .innerText();
          await expect.poll(() => checked('Ship type')).toBe('Afternoon Delivery');
          expect(await checked('Deliver to')).toBe(street);
          await expect.poll(() => checked('Dispatch warehouse')).toBe(warehouse);
          await expect
            .poll(() => page.getByLabel('Payment type', { exact: true }).innerText())
            .toBe('Credit card');
          expect(await page.getByLabel('Street').count()).toBe(0);
        }));

      it('9: reads load and speed as filters, flotation and LT sizes, and shows the size as understood', () =>
        withPage(viewport, async (page) => {
          await signIn(page, USERS.trade, '/shop?tab=tyres');
          const box = page.getByLabel('Tyre size');
          const search = async (text: string) => {
            await box.fill(text);
            await box.press('Enter');
          };
          await search('205/55R16 91V');
          await page.waitForURL((url) => url.searchParams.get('load_index') === '91');
          const url = new URL(page.url());
          expect([url.searchParams.get('size'), url.searchParams.get('speed_rating')]).toEqual([
            '205/55R16',
            'V',
          ]);
          await expect.poll(() => page.getByLabel('Tyre size').inputValue()).toBe('205/55R16');
          expect(await page.getByTestId('size-understood').innerText()).toBe(
            'Showing 205/55R16, load index 91 or more, speed V or faster',
          );
          await page.getByTestId('product-row').first().waitFor();

          for (const [typed, shown] of [
            ['31x10.50R15', '31x10.50R15'],
            ['LT265/75R16', '265/75R16'],
            ['265/75R16C', '265/75R16'],
          ] as const) {
            await search(typed);
            await page.waitForURL((u) => u.searchParams.get('size') === shown);
            await page.waitForFunction((needle) => {
              const rows = [...document.querySelectorAll('[data-testid="product-row"]')];
              return rows.length > 0 && rows.every((row) => row.textContent?.includes(needle));
            }, shown);
          }
          await saveScreenshot(page, `counter-flotation-${label}`);

          // Junk on the home page is said there, beside the box.
          await page.goto('/home');
          await page.getByLabel('Find tyres by size').fill('wide ones');
          await page.getByLabel('Find tyres by size').press('Enter');
          const alert = page
            .getByRole('alert')
            .filter({ hasText: '“wide ones” is not a tyre size we understand' });
          await alert.waitFor();
          expect(new URL(page.url()).pathname).toBe('/home');
        }));

      it('5: after sign-in nothing covers the size box, and the notice arrives without moving it', async () => {
        const { context, page } = await openPageWithPopup(app.browser, app.server.url, viewport);
        try {
          await signIn(page);
          const box = page.getByLabel('Find tyres by size');
          await box.waitFor();
          const before = (await box.boundingBox())!;
          // Not covered: the element at the box's centre is the box itself.
          const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, {
            x: before.x + before.width / 2,
            y: before.y + before.height / 2,
          });
          expect(onTop).toBe('home-size');
          expect(await page.getByRole('dialog').count()).toBe(0);
          // The popup's news is in the page instead, once this session.
          await page.locator('.home-popup').waitFor();

          const notice = page.getByTestId('account-notice');
          await notice.waitFor();
          const after = (await box.boundingBox())!;
          expect(after.y).toBe(before.y);
          await saveScreenshot(page, `counter-home-notice-${label}`, { fullPage: false });
          await notice.getByRole('button', { name: 'Close notice' }).click();
          await notice.waitFor({ state: 'detached' });
          await page.reload();
          await box.waitFor();
          expect(await page.locator('.home-popup').count()).toBe(0);
        } finally {
          await context.close();
        }
      });

      it('8: every required message is made from the label above it, one per empty field', () =>
        withPage(viewport, async (page) => {
          await signIn(page, USERS.trade, '/account');
          const form = page.getByRole('form', { name: 'Change password' });
          await form.getByRole('button', { name: 'Change password' }).click();
          const errors = form.locator('.ui-field').filter({ has: page.locator('.ui-field-error') });
          await form.getByText('Confirm new password is required').waitFor();
          const pairs = await errors.evaluateAll((items) =>
            items.map((item) => [
              item.querySelector('label')?.textContent?.trim(),
              [...item.querySelectorAll('.ui-field-error')].map((e) => e.textContent?.trim()),
            ]),
          );
          expect(pairs).toEqual([
            ['Current password', ['Current password is required']],
            ['New password', ['New password is required']],
            ['Confirm new password', ['Confirm new password is required']],
          ]);
        }));

      it('7: every page and state, with data on screen, passes axe’s WCAG 2.2 AA rules; one h1, a skip link and its own title each', async () => {
        const { context, page } = await openPageWithPopup(app.browser, app.server.url, viewport);
        const titles = new Map<string, string>();
        const found: string[] = [];
        const audit = async (name: string) => {
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
          await saveScreenshot(page, `counter-a11y-${name}-${label}`, { fullPage: false });
        };
        const pageChecks = async (path: string) => {
          expect(await page.locator('h1').count(), `${path} h1`).toBe(1);
          titles.set(path, await page.title());
          await page.keyboard.press('Tab');
          const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
          expect(first, `${path} skip link`).toBe('Skip to main content');
        };
        try {
          await signIn(page);
          await page.locator('.home-popup').waitFor();
          await page.getByTestId('account-notice').waitFor({ timeout: 5000 });
          await audit('home');
          await page.reload();
          await page.getByLabel('Find tyres by size').waitFor();
          await pageChecks('/home');

          await page.goto('/shop?tab=tyres&size=2055516');
          await page.getByTestId('product-price').first().waitFor();
          await audit('shop');
          await page.reload();
          await page.getByTestId('product-row').first().waitFor();
          await pageChecks('/shop');

          await seedCart(page, 2);
          await page.goto('/orders');
          await page.locator('.order-row').first().waitFor();
          await audit('orders');
          await pageChecks('/orders');
          await page.locator('.order-row').first().locator('.order-number').click();
          await page.getByTestId('order-detail').waitFor();
          await audit('order-detail');
          await page.keyboard.press('Escape');
          await page.getByTestId('order-detail').waitFor({ state: 'hidden' });

          await page.locator('.header-cart').click();
          const drawer = page.getByRole('dialog', { name: /Cart/ });
          await drawer.getByRole('button', { name: 'Proceed To Checkout' }).waitFor();
          await audit('cart-drawer');
          await drawer
            .getByRole('button', { name: /^Remove/ })
            .first()
            .click();
          await page.getByRole('dialog', { name: 'Tip' }).waitFor();
          await audit('tip-dialog');
          await page.keyboard.press('Escape');
          await page.getByRole('dialog', { name: 'Tip' }).waitFor({ state: 'hidden' });
          await drawer.getByRole('button', { name: 'Clear cart' }).click();
          await page.getByRole('dialog', { name: 'Tip' }).waitFor();
          await audit('clear-cart-dialog');
          await page.keyboard.press('Escape');
          await page.getByRole('dialog', { name: 'Tip' }).waitFor({ state: 'hidden' });
          await page.keyboard.press('Escape');

          await page.goto('/checkout');
          await page
            .getByRole('radiogroup', { name: /warehouse$/ })
            .getByRole('radio')
            .first()
            .waitFor();
          await audit('checkout');
          await pageChecks('/checkout');

          await page.goto('/account');
          await page.getByTestId('account-credit-limit').waitFor();
          await audit('account');
          await pageChecks('/account');

          await page.getByRole('button', { name: 'Contact Support' }).click();
          await page.getByRole('dialog', { name: 'Contact Support' }).waitFor();
          await audit('contact-dialog');
          await page.keyboard.press('Escape');

          expect(found).toEqual([]);
          expect(new Set(titles.values()).size).toBe(titles.size);
        } finally {
          await context.close();
        }
      });

      it('10: counts results on phones, shows each status once, breaks no CSP rule, and sizes the logo', () =>
        withPage(viewport, async (page) => {
          const csp: string[] = [];
          page.on('console', (message) => {
            if (/Content Security Policy|unsafe-eval/i.test(message.text())) csp.push(message.text());
          });
          await page.addInitScript(() => {
            document.addEventListener('securitypolicyviolation', (event) =>
              console.error(`Content Security Policy violation: ${event.violatedDirective}`),
            );
          });
          await signIn(page);
          const logo = page.locator('.header-customer-logo img');
          await logo.waitFor();
          expect([await logo.getAttribute('width'), await logo.getAttribute('height')]).toEqual([
            '120',
            '30',
          ]);
          const box = (await logo.boundingBox())!;
          expect([box.width, box.height]).toEqual(label === 'phone' ? [72, 26] : [120, 30]);

          await page.goto('/shop?tab=tyres&size=2055516');
          await page.getByTestId('product-row').first().waitFor();
          if (label === 'phone') {
            expect(await page.getByTestId('result-count').innerText()).toMatch(
              /^\d+ tyres?( · page \d+ of \d+)?$/,
            );
          } else {
            await page.getByText(/^1–\d+ of \d+ tyres$/).waitFor();
          }

          await page.goto('/orders');
          await page.locator('.order-row').filter({ hasText: 'SO-000001' }).locator('.order-number').click();
          const steps = page.getByTestId('order-detail').getByTestId('timeline-step');
          await steps.first().waitFor();
          const statuses = await steps.evaluateAll((all) => all.map((el) => el.getAttribute('data-status')));
          expect(statuses).toEqual(['submitted', 'confirmed', 'picking', 'dispatched', 'delivered']);
          expect(await page.getByTestId('order-detail').innerText()).toContain('TOLL-88123401');

          await page.goto('/checkout');
          await page.goto('/account');
          await page.getByTestId('account-credit-limit').waitFor();
          expect(csp).toEqual([]);
        }));

      it('6: the row’s −, +, Price and Add are at least 44 × 44 on a touch screen', () =>
        withPage(viewport, async (page) => {
          await signIn(page, USERS.brisbane, '/shop?tab=tyres&size=2055516');
          const row = page.getByTestId('product-row').first();
          await row.waitFor();
          const targets = [
            row.getByRole('button', { name: 'Increase quantity' }),
            row.getByRole('button', { name: /^Price of/ }),
            row.getByRole('button', { name: /^Add .* to cart$/ }),
            row.getByRole('button', { name: 'Decrease quantity' }),
          ];
          for (const target of targets) {
            const box = (await target.boundingBox())!;
            if (label === 'phone') {
              expect(box.width).toBeGreaterThanOrEqual(44);
              expect(box.height).toBeGreaterThanOrEqual(44);
            } else {
              expect(box.height).toBeGreaterThanOrEqual(24);
            }
          }
        }));
    });
  }
});
