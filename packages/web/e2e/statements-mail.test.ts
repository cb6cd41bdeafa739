import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  USERS,
  downloadedBytes,
  hasHorizontalScroll,
  openPage,
  saveScreenshot,
  settle,
  signIn,
} from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { operator } from './support/server.ts';
import { STAFF, checkStaffPage, placeOrder, staffSignIn } from './support/staff.ts';
import { seriousViolations } from './support/axe.ts';

/** This month on the supplier's (Brisbane, UTC+10 all year) clock, and the first instant of the next. */
function thisMonth(): { month: string; name: string; ended: string } {
  const brisbane = new Date(Date.now() + 10 * 3_600_000);
  const [year, mon] = [brisbane.getUTCFullYear(), brisbane.getUTCMonth() + 1];
  const month = `${year}-${String(mon).padStart(2, '0')}`;
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  const name = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return { month, name, ended: `${next}-01T00:00:00+10:00` };
}

/** `statement:send` on the stopped server's embedded database, its clock at `now` (TYRELINE_NOW). */
function statementSend(dataDir: string, month: string, now: string): string {
  return operator(dataDir, ['statement:send', '--month', month], { TYRELINE_NOW: now });
}

describe.skipIf(!hasChromium)('Statements by email', () => {
  // Its own server: the statements address and the mailed statement would show in other files' screens.
  const app = usePrivateApp('statements-mail');

  it('lets an owner set the account’s statements address on the Account page, at 1440 and 375 px', async () => {
    for (const [label, viewport, address] of [
      ['1440', DESKTOP, 'accounts@southside.example'],
      ['375', PHONE, 'ap@southside.example'],
    ] as const) {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await signIn(page, USERS.trade, '/account');
        const card = page.getByTestId('statements-email-card');
        await card.waitFor();
        const field = card.getByLabel('Statements email');
        await field.fill('accounts@southside.example\nBcc: everyone@example.com');
        await card.getByRole('button', { name: 'Save statements email' }).click();
        await card.getByText('Statements email must be one address such as accounts@example.com').waitFor();
        await field.fill(`  ${address} `);
        await card.getByRole('button', { name: 'Save statements email' }).click();
        await page.getByText(`Statements will be emailed to ${address}`).waitFor();
        await settle(page);
        await saveScreenshot(page, `account-statements-email-${label}`);
        expect(await hasHorizontalScroll(page), 'the Account page scrolls sideways').toBe(false);
        expect(await seriousViolations(page)).toEqual([]);

        await page.reload();
        await expect
          .poll(() => page.getByTestId('statements-email-card').getByLabel('Statements email').inputValue())
          .toBe(address);
      } finally {
        await context.close();
      }
    }
  });

  it('shows no statements address to a buyer', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await signIn(page, 'buyer@example.com', '/account');
      await page.getByRole('heading', { name: 'Account Management' }).waitFor();
      await page.getByText('Change password').first().waitFor();
      expect(await page.getByTestId('statements-email-card').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows an admin the mailed statement’s PDF on the Mail page and downloads it, at 1440 and 375 px', async () => {
    await placeOrder(app.server.url, 'PO-E2E-STATEMENT');
    const { month, name, ended } = thisMonth();
    await app.server.stop();
    const printed = statementSend(app.dataDir, month, ended);
    expect(printed).toContain('Southside Tyre & Auto: sent to ap@southside.example');
    await app.restart();

    for (const [label, viewport] of [
      ['1440', DESKTOP],
      ['375', PHONE],
    ] as const) {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await staffSignIn(page, STAFF.admin, '/staff/mail?q=Statement');
        const subject = `Statement for ${name}: Southside Tyre & Auto`;
        await page.locator('.staff-mail-table').getByRole('link', { name: subject }).click();
        await page.getByTestId('staff-mail-message').waitFor();
        const attachments = page.getByRole('list', { name: 'Attachments' });
        const file = attachments.getByRole('button', { name: `Download statement-${month}.pdf` });
        await file.waitFor();
        expect(await attachments.textContent()).toMatch(
          new RegExp(`statement-${month}\\.pdf\\s*\\d+(\\.\\d)? KB`),
        );
        await page.reload();
        await page.getByTestId('staff-mail-message').waitFor();
        await checkStaffPage(page, `mail-statement-${label}`);

        const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
        expect(download.suggestedFilename()).toBe(`statement-${month}.pdf`);
        const bytes = await downloadedBytes(download);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } finally {
        await context.close();
      }
    }
  });
});
