import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ABN_MESSAGE } from '@tyreline/domain/contract/staff-accounts';
import { DESKTOP, openPage } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { STAFF, TABLET, checkStaffPage, staffMenuLink, staffSignIn } from './support/staff.ts';
import { choose } from './support/flows.ts';

const ACCOUNT = 'Southside Tyre & Auto';

/** From the side menu to the account's page, through the list's search. */
async function openAccount(page: Page, name: string): Promise<void> {
  await staffMenuLink(page, 'Accounts').click();
  await page.waitForURL((url) => url.pathname === '/staff/accounts');
  await page.getByLabel('Search', { exact: true }).fill(name.split(' ')[0]!);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await page.locator('.staff-accounts-table').getByRole('link', { name }).click();
  await page.getByTestId('staff-account').waitFor();
}

describe.skipIf(!hasChromium)('Accounts in the back office', () => {
  const app = usePrivateApp('staff-accounts');

  for (const [label, viewport, limit] of [
    ['1440', DESKTOP, '25000'],
    ['1024', TABLET, '30000'],
  ] as const) {
    it(`lets sales raise an account's credit limit and record a payment at ${label} px`, async () => {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await staffSignIn(page, STAFF.sales);
        await page
          .getByTestId('staff-dashboard')
          .getByText('Accounts over 90 % of their credit limit')
          .waitFor();
        await checkStaffPage(page, `dashboard-sales-${label}`);
        await openAccount(page, ACCOUNT);
        await checkStaffPage(page, `accounts-list-then-account-${label}`);

        const name = page.getByLabel('Name', { exact: true });
        await name.fill('');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Name is required').waitFor();
        await name.fill(ACCOUNT);
        const statements = page.getByLabel('Statements email');
        await statements.fill('ap@southside.example\r\nBcc: all@example.com');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Statements email must be one address such as accounts@example.com').waitFor();
        await statements.fill(`ap-${label}@southside.example`);
        await page.getByLabel('Credit limit').fill(limit);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText(`Saved ${ACCOUNT}.`).waitFor();
        await expect
          .poll(() => page.getByLabel('Statements email').inputValue())
          .toBe(`ap-${label}@southside.example`);
        const shown = `$ ${Number(limit).toLocaleString('en-AU')}.00 AUD`;
        await page.locator('.staff-facts').getByText(shown).waitFor();
        await checkStaffPage(page, `account-details-${label}`);

        await page.getByRole('tab', { name: 'Ledger' }).click();
        await page.locator('.staff-ledger-table').waitFor();
        await page.getByRole('button', { name: 'Record payment' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Amount').waitFor();
        await dialog.getByRole('button', { name: 'Record payment' }).click();
        await dialog.getByText('Amount is required').waitFor();
        await checkStaffPage(page, `payment-dialog-${label}`);
        await dialog.getByLabel('Amount').fill('250.50');
        await dialog.getByLabel('Reference').fill(`EFT-${label}`);
        await dialog.getByRole('button', { name: 'Record payment' }).click();
        await page.locator('.staff-ledger-table').getByText(`EFT-${label}`).waitFor();
        await expect.poll(() => dialog.count()).toBe(0);

        await page.getByRole('tab', { name: 'Users' }).click();
        await page.locator('.staff-users-table').getByText('trade@example.com').waitFor();
        await checkStaffPage(page, `account-users-${label}`);
      } finally {
        await context.close();
      }
    });
  }

  it('creates an account from the list, with the field errors beside the fields, at 1024 px', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, TABLET);
    try {
      await staffSignIn(page, STAFF.sales);
      await staffMenuLink(page, 'Accounts').click();
      await page.locator('.staff-accounts-table').getByRole('link', { name: ACCOUNT }).waitFor();
      await checkStaffPage(page, 'accounts-1024');
      await page.getByRole('button', { name: 'New account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByText('Name is required').waitFor();
      await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByText('Email must be an address such as accounts@example.com').waitFor();
      await dialog.getByText('Invoices read: 30 days end of month.').waitFor();
      await dialog.getByLabel('ABN', { exact: true }).fill('51 824 753 557');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByText(ABN_MESSAGE).waitFor();
      await checkStaffPage(page, 'new-account-dialog-1024');
      await dialog.getByLabel('ABN', { exact: true }).fill('51 824 753 556');
      await dialog.getByLabel('Billing address').fill('PO Box 77\nCarina QLD 4152');
      await dialog.getByLabel('Name', { exact: true }).fill('Eastside Wheels');
      await dialog.getByLabel('Email', { exact: true }).fill('accounts@eastside.example');
      await dialog.getByLabel('Credit limit').fill('4000');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await page.locator('.staff-title').getByText('Eastside Wheels').waitFor();
      await page.locator('.staff-facts').getByText('$ 4,000.00 AUD').waitFor();
      await expect.poll(() => page.getByLabel('ABN', { exact: true }).inputValue()).toBe('51 824 753 556');
    } finally {
      await context.close();
    }
  });

  it('shows the admin who raised the credit limit, from what to what, in the audit log', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await staffSignIn(page, STAFF.admin);
      await staffMenuLink(page, 'Audit log').click();
      await page.waitForURL((url) => url.pathname === '/staff/audit');
      await choose(page, 'Who', /Sol Sales/);
      await choose(page, 'Entity', 'Accounts');
      const table = page.locator('.staff-audit-table');
      const change = table.getByRole('row').filter({ hasText: 'Changed account' }).first();
      await change.waitFor();
      await change.getByText('Sol Sales').waitFor();
      await change.getByText('$ 30,000.00 AUD').waitFor();
      await change.getByText(/Credit limit: \$ 25,000\.00 AUD →/).waitFor();
      await table
        .getByRole('row')
        .filter({ hasText: 'Recorded payment' })
        .first()
        .getByText('EFT-1024')
        .waitFor();
      await checkStaffPage(page, 'audit-accounts-1440');
    } finally {
      await context.close();
    }
  });

  it('tells the second of two editors what changed, and shows the account as it is now', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, TABLET);
    try {
      await staffSignIn(page, STAFF.admin);
      await openAccount(page, ACCOUNT);
      // Sales changes the payment terms meanwhile, from the version the admin's form was loaded at.
      await page.evaluate(async (sales) => {
        const grant = await fetch('/api/staff/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            grant_type: 'password',
            client_id: 'tyreline-back-office',
            client_secret: 'tyreline-back-office-secret',
            username: sales,
            password: 'tyres-2026',
          }),
        });
        const { access_token } = (await grant.json()) as { access_token: string };
        const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
        const id = location.pathname.split('/').pop();
        const { data } = await (await fetch(`/api/staff/accounts/${id}`, { headers })).json();
        const { id: _i, balance: _b, created_at: _c, disabled: _d, ...form } = data;
        await fetch(`/api/staff/accounts/${id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ...form, payment_terms_days: 14 }),
        });
      }, STAFF.sales);
      await page.getByLabel('Discount').fill('12.5');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(/This account was changed meanwhile by Sol Sales: payment terms\./).waitFor();
      await expect.poll(() => page.getByLabel('Payment terms').inputValue()).toBe('14');
      await checkStaffPage(page, 'account-conflict-1024');
    } finally {
      await context.close();
    }
  });

  it('lands the warehouse on a dashboard without accounts, and keeps it out of accounts: no menu entry, and the server refuses it', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, TABLET);
    try {
      await staffSignIn(page, STAFF.warehouse);
      await page
        .getByTestId('staff-dashboard')
        .getByText('Orders waiting, per status and warehouse')
        .waitFor();
      expect(await page.getByText('Accounts over 90 % of their credit limit').count()).toBe(0);
      await checkStaffPage(page, 'dashboard-warehouse-1024');
      expect(await staffMenuLink(page, 'Accounts').count()).toBe(0);
      const status = await page.evaluate(async () => {
        const token = sessionStorage.getItem('tyreline.staff.accessToken');
        return (await fetch('/api/staff/accounts', { headers: { authorization: `Bearer ${token}` } })).status;
      });
      expect(status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
