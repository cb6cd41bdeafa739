import type { Page } from 'playwright-core';

// What a test does on its way to the part it looks at: a cart filled and an order placed as the shop does
// them, a choice made in a form as a person makes it.

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

/** Picks an option by its visible label: of a plain <select> (the filters) as a user picks it, or in the listbox of the kit's Select or ComboBox. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  const tag = await input.evaluate((node) => node.tagName);
  if (tag === 'SELECT') {
    // A select whose options come from a query (the audit's "Who") has them once that query has answered.
    await input
      .locator('option', { hasText: option })
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    const labels = await input.locator('option').allTextContents();
    const wanted = labels.find((text) =>
      typeof option === 'string' ? text.includes(option) : option.test(text),
    );
    if (wanted === undefined)
      throw new Error(`${String(label)} has no option ${String(option)}: ${labels.join(', ')}`);
    await input.selectOption({ label: wanted });
    return;
  }
  // The kit's Select (a button) or ComboBox (an input): open its listbox, then pick; the listbox closes on a choice.
  // Read before it opens: the open listbox and its popover carry the same label.
  const isComboBox = (await input.getAttribute('role')) === 'combobox';
  await input.click();
  if (isComboBox) await input.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  const item = listbox.getByRole('option').filter({ hasText: option }).first();
  await item.waitFor();
  await item.click();
  await listbox.waitFor({ state: 'hidden' });
}

/** Picks a choice of a radio group (ship type, warehouse, address) by its group label and the choice's name. */
export async function pick(page: Page, group: string, name: string): Promise<void> {
  const choice = page
    .getByRole('radiogroup', { name: group, exact: true })
    .locator('label')
    .filter({ has: page.getByText(name, { exact: true }) });
  await choice.click();
}
