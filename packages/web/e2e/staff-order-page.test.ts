import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import { DESKTOP, PHONE, USERS, downloadFrom, openPage } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { STAFF, checkStaffPage, placeOrder, staffSignIn } from './support/staff.ts';

/** Clicks a document button and answers the saved file's name and text. */
async function downloadPdf(page: Page, name: string): Promise<{ filename: string; text: string }> {
  const { bytes, filename } = await downloadFrom(page, name);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { filename, text: await pdfText(bytes) };
}

async function addNote(page: Page, text: string): Promise<void> {
  await page.getByLabel('Add a note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByTestId('staff-note').first().getByText(text).waitFor();
}

describe.skipIf(!hasChromium)('The staff order page', () => {
  // Its own server: the orders placed here would show in other files' queues and order lists.
  const app = usePrivateApp('staff-order-page');

  for (const [label, viewport, who, name] of [
    ['1440', DESKTOP, STAFF.warehouse, 'Wes Warehouse'],
    ['375', PHONE, STAFF.sales, 'Sol Sales'],
  ] as const) {
    it(`shows who placed an order, who moved it and the staff’s notes, and downloads its documents, at ${label} px`, async () => {
      const order = await placeOrder(app.server.url, `PO-E2E-PAGE-${label}`);
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await staffSignIn(page, who, `/staff/orders/${order.id}`);
        await page.getByTestId('staff-order').waitFor();
        await page.getByText(`Sam Carter (${USERS.trade})`).waitFor();
        await page.getByText('No notes yet.').waitFor();

        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.locator('.staff-title [data-status="confirmed"]').waitFor();
        const confirmed = page.getByTestId('staff-history-step').filter({ hasText: 'Confirmed' });
        await confirmed.getByText(`by ${name}`).waitFor();
        // The checkout's own step names nobody.
        expect(await page.getByTestId('staff-history-step').first().textContent()).not.toContain('by ');

        await page.getByRole('button', { name: 'Add note' }).click();
        await page.getByText('Note is required').waitFor();
        await addNote(page, 'Customer rang: leave the tyres at the side gate.');
        await addNote(page, `Second note from ${name}`);
        const notes = page.getByTestId('staff-note');
        expect(await notes.count()).toBe(2);
        await expect.poll(() => notes.first().textContent()).toContain(`Second note from ${name}`);
        expect(await notes.first().textContent()).toContain(name);
        await checkStaffPage(page, `order-page-${label}`);

        const slip = await downloadPdf(page, 'Packing slip (PDF)');
        expect(slip.filename).toBe(`packing-slip-${order.number}.pdf`);
        expect(slip.text).toContain('Packing slip');
        expect(slip.text).toContain(`PO-E2E-PAGE-${label}`);
        if (label === '1440') {
          const invoice = await downloadPdf(page, 'Invoice (PDF)');
          expect(invoice.filename).toBe(`invoice-${order.number}.pdf`);
          expect(invoice.text).toContain('Tax invoice');
          expect(invoice.text).toContain(order.number);
        }
      } finally {
        await context.close();
      }
    });
  }
});
