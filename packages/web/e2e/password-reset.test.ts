import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@tyreline/domain/messages';
import { DESKTOP, PASSWORD, PHONE, USERS, openPage, saveScreenshot } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { startSmtp } from './support/smtp.ts';
import { STAFF, checkStaffPage } from './support/staff.ts';

// Started before the server, whose SMTP_URL must name its port.
const smtp = await startSmtp();
afterAll(() => smtp.close());

/** The path and query of the reset link in the newest message to `to`. */
async function resetLinkFor(to: string, path: string): Promise<string> {
  return (
    await smtp.find(to, new RegExp(`https://mail\\.example\\.test(${path}\\?token=[A-Za-z0-9_-]+)`))
  )[1]!;
}

async function tokenStatus(baseUrl: string, url: string, client: object, username: string, password: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...client, username, password }),
  });
  return response.status;
}
const WEB = { client_id: 'tyreline-web', client_secret: 'tyreline-web-secret' };
const BACK_OFFICE = { client_id: 'tyreline-back-office', client_secret: 'tyreline-back-office-secret' };

/** Asks for the link from the sign-in page's "Forgot password?" and answers the page. */
async function askForLink(page: Page, signIn: string, email: string, name: string): Promise<void> {
  await page.goto(signIn);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await checkStaffPage(page, `${name}-forgot-password`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByText('If that address has a sign-in, we have sent it a link').waitFor();
}

/** Opens the mailed link, tries a short password, then sets `password`; lands on the sign-in page's notice. */
async function setNewPassword(page: Page, link: string, password: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('New password must be at least 8 characters').waitFor();
  await page.getByText('Password confirmation does not match').waitFor();
  await checkStaffPage(page, `${name}-reset-password`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password has been changed. Sign in with the new one.').waitFor();
}

describe.skipIf(!hasChromium)('Forgot password, by e-mail', () => {
  const app = usePrivateApp('password-reset', {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: 'https://mail.example.test',
  });

  for (const [viewport, user] of [
    [DESKTOP, USERS.brisbane],
    [PHONE, USERS.noCredit],
  ] as const) {
    it(`a customer resets a forgotten password from the sign-in page at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        const name = `password-reset-${viewport.width}`;
        await askForLink(page, '/login', user, name);
        const link = await resetLinkFor(user, '/reset-password');
        const newPassword = `new-${viewport.width}-password`;
        await setNewPassword(page, link, newPassword, name);
        expect(new URL(page.url()).pathname).toBe('/login');

        await page.getByLabel('Username').fill(user);
        await page.getByLabel('Password', { exact: true }).fill(newPassword);
        await page.getByLabel('Password', { exact: true }).press('Enter');
        await page.locator('.app-header').waitFor();
        await saveScreenshot(page, `${name}-signed-in`);
        expect(await tokenStatus(app.server.url, '/oauth/token', WEB, user, PASSWORD)).toBe(401);

        // The link worked once: opened again it says so.
        await page.goto(link);
        await page.getByLabel('New password', { exact: true }).fill('yet-another-1');
        await page.getByLabel('Confirm new password').fill('yet-another-1');
        await page.getByRole('button', { name: 'Change password' }).click();
        await page.getByText('This reset link has expired or was already used. Ask for a new one.').waitFor();
      } finally {
        await context.close();
      }
    });
  }

  it('a customer who asks too often is told so on the page, and is not sent back to sign in', async () => {
    const email = 'asks-too-often@example.com';
    for (let i = 0; i < 5; i++) {
      const asked = await fetch(`${app.server.url}/api/cus/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(asked.status).toBe(202);
    }
    const { context, page } = await openPage(app.browser, app.server.url, PHONE);
    try {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText(MESSAGES.tooManyAttempts).waitFor();
      expect(new URL(page.url()).pathname).toBe('/forgot-password');
      await checkStaffPage(page, 'password-reset-too-often');
    } finally {
      await context.close();
    }
  });

  it('a member of staff resets a forgotten password from the back office’s sign-in page', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await askForLink(page, '/staff/login', STAFF.sales, 'staff-password-reset');
      const link = await resetLinkFor(STAFF.sales, '/staff/reset-password');
      await setNewPassword(page, link, 'new-staff-password', 'staff-password-reset');
      expect(new URL(page.url()).pathname).toBe('/staff/login');
      await page.getByLabel('Username').fill(STAFF.sales);
      await page.getByLabel('Password').fill('new-staff-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('.staff-header').waitFor();
      expect(await tokenStatus(app.server.url, '/api/staff/token', BACK_OFFICE, STAFF.sales, PASSWORD)).toBe(
        401,
      );
    } finally {
      await context.close();
    }
  });
});
