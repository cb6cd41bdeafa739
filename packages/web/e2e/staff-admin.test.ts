import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openPage } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import {
  STAFF,
  TABLET,
  act,
  checkStaffPage,
  openBackOffice,
  openOrder,
  staffMenuLink,
  staffToken,
  tradeToken,
  type Placed,
} from './support/staff.ts';
import { pick, seedCart } from './support/flows.ts';

// The "Done when" paths the other staff files leave out, and the Staff screen, on the shared server.
// Everything here writes to fresh accounts, users and staff of its own, so other files see no change.

const RUN = Date.now().toString(36);
const WIDTHS = [
  ['1440', DESKTOP],
  ['1024', TABLET],
] as const;

async function api<T>(
  baseUrl: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** A staff CSV upload as the Import page sends it: the file is the body, its kind and name in the query. */
async function upload(baseUrl: string, token: string, fileName: string, lines: string[]) {
  const response = await fetch(
    `${baseUrl}/api/staff/imports?kind=prices&file_name=${encodeURIComponent(fileName)}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: lines.join('\n') + '\n',
    },
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Opens the audit log narrowed through its URL and waits for a row per [action, text it holds]. */
async function seeInAudit(page: Page, query: string, rows: [string, string | RegExp][]): Promise<void> {
  await page.goto(`/staff/audit?${query}`);
  const table = page.locator('.staff-audit-table');
  for (const [action, text] of rows)
    await table.getByRole('row').filter({ hasText: action }).filter({ hasText: text }).first().waitFor();
}

describe.skipIf(!hasChromium)('The back office, end to end, and the Staff screen', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;
  let delivery: Placed;
  let cancel: Placed;
  let pickUp = '';
  const accounts: Record<string, number> = {};
  const tokens: Record<'trade' | 'sales' | 'admin' | 'warehouse', string> = {} as never;

  /**
   * A page already signed in, its access tokens put where the apps keep them: the sign-in forms are
   * sign-in.test's and the other staff files', and each form sign-in here cost seconds of scrypt.
   */
  async function openSignedIn(
    viewport: { width: number; height: number },
    who: 'sales' | 'admin' | 'warehouse',
  ) {
    const opened = await openPage(browser, baseUrl, viewport);
    await opened.page.addInitScript(
      ({ customer, staff }) => {
        if (customer) sessionStorage.setItem('tyreline.accessToken', customer);
        sessionStorage.setItem('tyreline.staff.accessToken', staff);
      },
      { customer: who === 'warehouse' ? tokens.trade : null, staff: tokens[who] },
    );
    return opened;
  }

  beforeAll(async () => {
    browser = await sharedBrowser();
    const trade = await tradeToken(baseUrl);
    tokens.trade = trade;
    const listed = await api<{
      data: { id: number; sku: string; warehouse_availability: { id: number; availability: unknown }[] }[];
    }>(baseUrl, '/api/cus/products?type=tyre&warehouse_id=1&in_stock=true&per_page=50', { token: trade });
    const product = listed.json.data.find((p) =>
      p.warehouse_availability.some((w) => w.id === 1 && w.availability === '8+'),
    )!;
    const place = async (reference: string) => {
      const placed = await api<{ data: Placed }>(baseUrl, '/api/cus/orders', {
        token: trade,
        headers: { 'idempotency-key': `e2e-admin-${reference}` },
        body: {
          lines: [{ product_id: product.id, qty: 1 }],
          ship_type: 1,
          warehouse_id: 1,
          delivery_address: { street: '9 Depot St', suburb: 'Banyo', state: 'QLD', postcode: '4014' },
          customer_reference: reference,
          payment_type_id: 1,
        },
      });
      expect(placed.status, JSON.stringify(placed.json)).toBe(201);
      return placed.json.data;
    };
    delivery = await place(`PO-ADMIN-DELIVERY-${RUN}`);
    cancel = await place(`PO-ADMIN-CANCEL-${RUN}`);

    for (const role of ['sales', 'admin', 'warehouse'] as const)
      tokens[role] = await staffToken(baseUrl, STAFF[role]);
    const sales = tokens.sales;
    for (const [label] of WIDTHS) {
      const created = await api<{ data: { id: number } }>(baseUrl, '/api/staff/accounts', {
        token: sales,
        body: {
          name: `Admin Path ${label} ${RUN}`,
          department_id: 7,
          email: null,
          phone: null,
          logo: null,
          credit_limit: 5000,
          discount: 0,
          get_price_switch: 0,
          remaining_searches: 0,
          payment_terms_days: 30,
        },
      });
      expect(created.status).toBe(201);
      accounts[label] = created.json.data.id;
    }
    // A contract-price file for those fresh accounts: refused for its bad row, then imported once good.
    const id = accounts['1440']!;
    const bad = await upload(baseUrl, sales, `prices-bad-${RUN}.csv`, [
      'account_id,sku,best_price',
      `${id},${product.sku},150`,
      `${id},${product.sku},-5`,
    ]);
    expect(bad.status).toBe(422);
    expect((bad.json.problems as { line: number }[])[0]!.line).toBe(3);
    const good = await upload(baseUrl, sales, `prices-${RUN}.csv`, [
      'account_id,sku,best_price',
      `${id},${product.sku},150`,
      `${accounts['1024']!},${product.sku},155`,
    ]);
    expect(good.status, JSON.stringify(good.json)).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes a pick-up placed in the customer app to collected, a delivery to delivered, and cancels one, at 1024 px', async () => {
    const { context, page } = await openSignedIn(TABLET, 'warehouse');
    try {
      await page.goto('/checkout');
      await page.locator('.app-header').waitFor();
      const { warehouse } = await seedCart(page, 1, { pickUp: true });
      await page.reload();
      await page.getByTestId('checkout-line').first().waitFor();
      await pick(page, 'Ship type', 'Pick-up');
      await pick(page, 'Pick-up warehouse', warehouse);
      await page.getByLabel('Your reference (PO)').fill(`PO-ADMIN-PICKUP-${RUN}`);
      await page.getByRole('button', { name: 'Place order' }).click();
      const placed = page.getByTestId('order-placed');
      await placed.waitFor();
      pickUp = /SO-\d+/.exec((await placed.textContent()) ?? '')![0];

      await openOrder(page, pickUp);
      await act(page, 'Confirm', 'confirmed');
      await act(page, 'Start picking', 'picking');
      await act(page, 'Ready for pick-up', 'ready_for_pickup');
      await act(page, 'Mark collected', 'collected');
      await page.getByText('This order is finished.').waitFor();

      await openOrder(page, delivery.number);
      await act(page, 'Confirm', 'confirmed');
      await act(page, 'Start picking', 'picking');
      await page.getByRole('button', { name: 'Dispatch…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Dispatch' }).click();
      await dialog.getByText('Carrier reference is required').waitFor();
      await checkStaffPage(page, 'admin-dispatch-dialog-1024');
      await dialog.getByLabel('Carrier reference').fill(`TOLL-${RUN}`);
      await dialog.getByRole('button', { name: 'Dispatch' }).click();
      await page.locator('.staff-title [data-status="dispatched"]').waitFor();
      await act(page, 'Mark delivered', 'delivered');

      await openOrder(page, cancel.number);
      await page.getByRole('button', { name: 'Cancel order…' }).click();
      await page.getByRole('dialog').getByLabel('Reason').fill('Ordered twice');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
      await page.locator('.staff-title [data-status="cancelled"]').waitFor();
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport] of WIDTHS) {
    it(`lets sales raise a credit limit, disable and enable an account, and create, reset and disable its user at ${label} px`, async () => {
      const { context, page } = await openSignedIn(viewport, 'sales');
      const username = `buyer-${label}-${RUN}@example.com`;
      try {
        await openBackOffice(page, `/staff/accounts/${accounts[label]}`);
        await page.getByTestId('staff-account').waitFor();
        await page.getByLabel('Credit limit').fill('7500');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.locator('.staff-facts').getByText('$ 7,500.00 AUD').waitFor();

        await page.getByRole('button', { name: 'Disable account…' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Disable account', exact: true }).click();
        await page.locator('.staff-title').getByText('Disabled').waitFor();
        await page.getByRole('button', { name: 'Enable account…' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Enable account', exact: true }).click();
        await page.locator('.staff-title').getByText('Active').waitFor();

        await page.getByRole('tab', { name: 'Users' }).click();
        await page.getByRole('button', { name: 'New user' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Create user' }).click();
        await dialog.getByText('Username is required').waitFor();
        await dialog.getByText('Password is required').waitFor();
        await checkStaffPage(page, `admin-new-user-dialog-${label}`);
        await dialog.getByLabel('Username').fill(username);
        await dialog.getByLabel('Password').fill('long-enough');
        await dialog.getByRole('button', { name: 'Create user' }).click();
        const row = page.locator('.staff-users-table').getByRole('row').filter({ hasText: username });
        await row.waitFor();

        await row.getByRole('button', { name: 'Reset password…' }).click();
        await dialog.getByLabel('New password').fill('short');
        await dialog.getByRole('button', { name: 'Set password' }).click();
        await dialog.getByText('Password must be at least 8 characters').waitFor();
        await dialog.getByLabel('New password').fill('another-long-one');
        await dialog.getByRole('button', { name: 'Set password' }).click();
        await page.getByText(`New password set for ${username}`).waitFor();

        await row.getByRole('button', { name: `Disable ${username}` }).click();
        // Disabling ends the member's sessions too: slower than a plain edit on a loaded machine.
        await row.getByText('Disabled').waitFor({ timeout: 30_000 });
      } finally {
        await context.close();
      }
    });

    it(`lets an admin manage staff, offers no demotion of themselves, and shows every change in the audit log at ${label} px`, async () => {
      const { context, page } = await openSignedIn(viewport, 'admin');
      const picker = `picker-${label}-${RUN}@tyreline.test`;
      try {
        await openBackOffice(page);
        await staffMenuLink(page, 'Staff').click();
        await page.waitForURL((url) => url.pathname === '/staff/staff-users');
        const list = page.locator('.staff-users-list');
        await list.getByText(STAFF.warehouse).waitFor();

        await page.getByRole('button', { name: 'New staff member' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Create staff member' }).click();
        for (const message of ['Username is required', 'Role is required', 'Password is required'])
          await dialog.getByText(message).waitFor();
        await checkStaffPage(page, `admin-new-staff-dialog-${label}`);
        await dialog.getByLabel('Username').fill(picker);
        await dialog.getByLabel('Name', { exact: true }).fill(`Pat Picker ${label}`);
        await dialog.getByLabel('Role', { exact: true }).click();
        await page.getByRole('option', { name: 'Warehouse', exact: true }).click();
        await dialog.getByLabel('Password').fill('long-enough');
        await dialog.getByRole('button', { name: 'Create staff member' }).click();
        const row = list.getByRole('row').filter({ hasText: picker });
        await row.getByText('Warehouse').waitFor();

        await row.getByRole('button', { name: `Edit ${picker}` }).click();
        await dialog.getByLabel('Role', { exact: true }).click();
        await page.getByRole('option', { name: 'Sales', exact: true }).click();
        await dialog.getByRole('button', { name: 'Save changes' }).click();
        await row.getByText('Sales').waitFor();
        await row.getByRole('button', { name: `Reset password of ${picker}` }).click();
        await dialog.getByLabel('New password').fill('another-long-one');
        await dialog.getByRole('button', { name: 'Set password' }).click();
        await page.getByText(`New password set for ${picker}`).waitFor();
        await row.getByRole('button', { name: `Disable ${picker}` }).click();
        await page.getByRole('button', { name: 'Disable', exact: true }).click();
        await row.getByText('Disabled').waitFor();

        await list
          .getByRole('row')
          .filter({ hasText: STAFF.admin })
          .getByRole('button', { name: `Edit ${STAFF.admin}` })
          .click();
        // One's own role is not offered for change (the server refuses it too: staff-management tests).
        await dialog.getByText('Your own role: another administrator can change it.').waitFor();
        expect(await dialog.getByLabel('Role', { exact: true }).isDisabled()).toBe(true);
        await dialog.getByRole('button', { name: 'Back' }).click();
        await expect.poll(() => dialog.count()).toBe(0);

        await seeInAudit(page, 'entity_type=staff_user', [
          ['Created staff member', picker],
          ['Changed staff member', /Role: warehouse → sales/],
          ['Reset staff password', picker],
          ['Disabled staff member', 'Dana Admin'],
        ]);
        await seeInAudit(page, `entity_type=account&entity_id=${accounts[label]}`, [
          ['Changed account', /Credit limit: \$ 5,000\.00 AUD → \$ 7,500\.00 AUD/],
          ['Disabled account', 'Sol Sales'],
          ['Enabled account', 'Sol Sales'],
        ]);
        const buyer = `buyer-${label}-${RUN}@example.com`;
        await seeInAudit(page, 'entity_type=customer_user', [
          ['Created user', buyer],
          ['Reset password', buyer],
          ['Disabled user', buyer],
        ]);
        await seeInAudit(page, 'entity_type=import', [['Imported CSV', `prices-${RUN}.csv`]]);
        await seeInAudit(page, 'entity_type=order', [
          [pickUp, /Ready for pick-up → Collected/],
          [delivery.number, /Dispatched → Delivered/],
          [cancel.number, '“Ordered twice”'],
        ]);
        await checkStaffPage(page, `admin-audit-orders-${label}`);
      } finally {
        await context.close();
      }
    });
  }
});
