import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/server.ts';
import { contextOptions } from './support/app.ts';

/** Fills the cart with in-stock tyres of one of the account's warehouses (read from the API, as the shop would). */
export async function seedCart(
  page: Page,
  lines: number,
  opts: { pickUp?: boolean } = {},
): Promise<{ warehouse: string }> {
  return page.evaluate(
    async ({ lines, pickUp }) => {
      const token = sessionStorage.getItem('tyreline.accessToken');
      const get = async (path: string) => {
        const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return ((await response.json()) as { data: unknown }).data;
      };
      const account = (await get('/api/cus/account')) as { id: number; department_id: number };
      const warehouses = (await get('/api/cus/warehouses')) as {
        id: number;
        name: string;
        pick_up: boolean;
      }[];
      const warehouse = warehouses.find((w) => !pickUp || w.pick_up);
      if (!warehouse) throw new Error('no warehouse');
      type Product = {
        id: number;
        name: string;
        sku: string;
        image: string | null;
        warehouse_availability: { id: number; name: string; availability: number | '8+' }[];
      };
      const products = (await get(
        `/api/cus/products?type=tyre&in_stock=true&warehouse_id=${warehouse.id}&per_page=50`,
      )) as Product[];
      const stocked = products.filter((p) => {
        const a = p.warehouse_availability.find((w) => w.id === warehouse.id)?.availability;
        return a === '8+' || (typeof a === 'number' && a >= 2);
      });
      const prices = (await fetch('/api/cus/prices', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ product_ids: stocked.slice(0, lines).map((p) => p.id) }),
      }).then((r) => r.json())) as { data: { id: number; bestPrice: number }[] };
      const cart = stocked.slice(0, lines).map((p, i) => ({
        data: {
          id: p.id,
          name: p.name,
          sku: p.sku,
          image: p.image,
          warehouse_availability: p.warehouse_availability,
        },
        qty: i + 1,
        price: prices.data.find((info) => info.id === p.id)?.bestPrice ?? 0,
      }));
      localStorage.setItem(`tyreline.cart.${account.id}.${account.department_id}`, JSON.stringify(cart));
      return { warehouse: warehouse.name };
    },
    { lines, pickUp: opts.pickUp ?? false },
  );
}

/**
 * Picks an option by its visible label: of a plain <select> (the shop's filters) as a user picks it, or of an
 * antd Select in that select's own dropdown (others may still be fading out).
 */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  if ((await input.evaluate((node) => node.tagName)) === 'SELECT') {
    const labels = await input.locator('option').allTextContents();
    const wanted = labels.find((text) =>
      typeof option === 'string' ? text.includes(option) : option.test(text),
    );
    if (wanted === undefined)
      throw new Error(`${String(label)} has no option ${String(option)}: ${labels.join(', ')}`);
    await input.selectOption({ label: wanted });
    return;
  }
  const id = await input.getAttribute('id');
  await input.click();
  const dropdown = page.locator(`.ant-select-dropdown:has([id="${id}_list"])`);
  const item = dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
  // On a busy machine a click during the dropdown's slide-in can be lost: click again while it stays open.
  for (let attempt = 1; ; attempt++) {
    await item.click();
    try {
      await dropdown.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Picks a choice of a radio group (ship type, warehouse, address) by its group label and the choice's name. */
export async function pick(page: Page, group: string, name: string): Promise<void> {
  const choice = page
    .getByRole('radiogroup', { name: group, exact: true })
    .locator('.checkout-choice-name')
    .getByText(name, { exact: true });
  await choice.click();
}

/** Runs the operator tool on a stopped server's embedded database. */
export function operator(dataDir: string, args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/main.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`tyreline ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA: the tags axe runs with. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's serious and critical violations of WCAG 2.2 AA on the whole page as it is now, header, footer
 * and any open dialog or drawer included.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    return (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
    };
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Places a pick-up order of the cart's first lines through the API, so a page has an order to show. */
export async function placeOrderViaApi(
  page: Page,
  reference: string,
): Promise<{ id: number; number: string }> {
  await seedCart(page, 2, { pickUp: true });
  return page.evaluate(async (reference) => {
    const token = sessionStorage.getItem('tyreline.accessToken');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const get = async (path: string) =>
      ((await (await fetch(path, { headers })).json()) as { data: { id: number; pick_up?: boolean }[] }).data;
    const account = (await (await fetch('/api/cus/account', { headers })).json()) as {
      data: { id: number; department_id: number };
    };
    const key = `tyreline.cart.${account.data.id}.${account.data.department_id}`;
    const cart = JSON.parse(localStorage.getItem(key) ?? '[]') as { data: { id: number }; qty: number }[];
    const warehouse = (await get('/api/cus/warehouses')).find((w) => w.pick_up)!;
    const payment = (await get('/api/cus/payment-types'))[0]!;
    const response = await fetch('/api/cus/orders', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        lines: cart.map((line) => ({ product_id: line.data.id, qty: line.qty })),
        ship_type: 2,
        warehouse_id: warehouse.id,
        payment_type_id: payment.id,
        customer_reference: reference,
      }),
    });
    if (response.status !== 201)
      throw new Error(`order answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: { id: number; number: string } }).data;
  }, reference);
}

/** Like the harness's openPage, but without its init script that marks the home popup as already seen. */
export async function openPageWithPopup(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext(contextOptions(baseUrl, viewport));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}
