import { describe, expect, it } from 'vitest';
import type { Download } from 'playwright-core';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import { DESKTOP, PHONE, USERS, downloadedBytes, openPage, saveScreenshot, signIn } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { STAFF, checkStaffPage, staffMenuLink, staffSignIn, tradeToken } from './support/staff.ts';

/** A real 1×1 PNG: a photo the server tells by its first bytes and the claim's PDF can draw. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The trade customer's delivered demo order, through the API. */
async function deliveredOrder(baseUrl: string): Promise<{ id: number; number: string }> {
  const token = await tradeToken(baseUrl);
  const answer = (await (
    await fetch(`${baseUrl}/api/cus/orders?status=delivered`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number; number: string }[] };
  return answer.data[0]!;
}

describe.skipIf(!hasChromium)('Warranty claims', () => {
  const app = usePrivateApp('warranty');

  it('a claim with a photo and a DOT gets its pro-rata credit: made on a phone, approved in the back office', async () => {
    const order = await deliveredOrder(app.server.url);
    const customer = await openPage(app.browser, app.server.url, PHONE);
    let estimate: string;
    let claimNumber: string;
    try {
      const { page } = customer;
      await signIn(page, USERS.trade, `/orders?order=${order.id}`);
      await page.getByTestId('order-detail').waitFor();
      await page.getByRole('heading', { name: 'Warranty' }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'warranty-order-375', { fullPage: false });
      await page
        .getByRole('button', { name: /^Warranty claim: / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /Warranty claim/ });
      await dialog.getByLabel('DOT code').fill('2099');
      await dialog.getByLabel('Original tread (mm)').fill('8');
      await dialog.getByLabel('Remaining tread (mm)').fill('5.5');
      await dialog.getByRole('button', { name: /Fault/ }).click();
      await page.getByRole('option', { name: 'Sidewall bulge' }).click();
      await dialog.getByLabel('Description').fill('Bulge on the outer sidewall');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'bulge.png', mimeType: 'image/png', buffer: PNG });
      // The photo's preview, drawn from the file before anything is sent.
      const preview = dialog.getByRole('list', { name: 'Chosen files' }).locator('img').first();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect
        .poll(() => dialog.getByTestId('claim-estimate').textContent())
        .toMatch(/Estimated credit: \$ [\d,]+\.\d\d AUD/);
      estimate = /\$ [\d,]+\.\d\d AUD/.exec((await dialog.getByTestId('claim-estimate').textContent())!)![0];
      await dialog.getByRole('button', { name: 'Send claim' }).click();
      await dialog.getByText(/week 20 of 2099, which is in the future/).waitFor();
      await checkStaffPage(page, 'warranty-claim-form-375');
      await dialog.getByLabel('DOT code').fill('DOT U2LL LMLR 2423');
      await dialog.getByRole('button', { name: 'Send claim' }).click();
      await page.getByTestId('claim-page').waitFor();
      claimNumber = /WC-\d{6}/.exec((await page.locator('h1').textContent())!)![0];
      await page.getByTestId('claim-event').filter({ hasText: 'Claim made' }).waitFor();
      await expect.poll(() => page.getByTestId('claim-computed-credit').textContent()).toBe(estimate);
      await page.getByRole('img', { name: /Photo 1: bulge\.png/ }).waitFor();
      await checkStaffPage(page, 'warranty-claim-page-375');
    } finally {
      await customer.context.close();
    }

    const staff = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      const { page } = staff;
      await staffSignIn(page, STAFF.sales);
      await staffMenuLink(page, 'Claims').click();
      await page.getByRole('link', { name: claimNumber }).click();
      await page.getByTestId('staff-claim').waitFor();
      const photo = page.getByRole('img', { name: /Photo 1: bulge\.png/ });
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);
      await checkStaffPage(page, 'warranty-claim-1440');
      const [download] = (await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Claim PDF' }).click(),
      ])) as [Download, void];
      const text = await pdfText(await downloadedBytes(download));
      expect(text).toContain(claimNumber);
      expect(text).toContain('2423 (week 24 of 2023)');
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await page.getByRole('dialog').getByText(estimate).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve and credit' }).click();
      // The approval's answer, then the page's refetch: give a loaded machine time (poll's default is 1 s).
      await expect
        .poll(() => page.getByTestId('claim-credit').textContent(), { timeout: 15_000 })
        .toMatch(new RegExp(`^${estimate.replace(/[$.]/g, '\\$&')} \\(CN-\\d{6}\\)$`));
      await page.getByTestId('claim-event').filter({ hasText: 'Approved' }).waitFor();
      expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    } finally {
      await staff.context.close();
    }
  });
});
