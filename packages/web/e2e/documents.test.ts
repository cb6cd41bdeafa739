import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import { downloadFrom, openPage, PHONE, saveScreenshot, signIn } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';
import { choose } from './support/flows.ts';

describe.skipIf(!hasChromium)('Documents a customer downloads', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('downloads an order’s tax invoice as a PDF that names the order, its lines and the total', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await signIn(page, undefined, '/orders');
      await page.locator('.order-row').first().getByRole('link').click();
      const detail = page.getByTestId('order-detail');
      await detail.waitFor();
      const number = /SO-\d+/.exec(
        (await page.getByRole('dialog').getByRole('heading').first().textContent()) ?? '',
      )?.[0];
      expect(number).toBeTruthy();
      const total = (await detail.locator('.money-summary-total dd').textContent())?.trim();

      const { bytes, filename } = await downloadFrom(page, 'Invoice (PDF)');
      expect(filename).toBe(`invoice-${number}.pdf`);
      const text = await pdfText(bytes);
      expect(text).toContain('Tax invoice');
      expect(text).toContain(number!);
      expect(text).toContain('Southside Tyre & Auto');
      expect(text).toContain(total!);
      expect(text).toMatch(/Due date \d{1,2} \w+ \d{4}/);
      expect(text).toContain('ABN 51 824 753 556');
      expect(text).toContain('ABN 11 334 455 667');
      expect(text).toMatch(/BSB 123-456\s+Account 12345678/);
      expect(text).toContain(`Reference ${number}`);
      await saveScreenshot(page, 'orders-detail-invoice-1440');
    } finally {
      await context.close();
    }
  });

  it('exports the order list as CSV with a row per order', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await signIn(page, undefined, '/orders');
      await page.locator('.order-row').first().waitFor();
      const count = await page.locator('.order-row').count();
      const { bytes, filename } = await downloadFrom(page, 'Export CSV');
      expect(filename).toBe('orders.csv');
      const rows = bytes.toString().trim().split('\r\n');
      expect(rows[0]).toBe('number,date,status,reference,ship_type,warehouse,lines,total,tracking');
      expect(rows).toHaveLength(count + 1);
    } finally {
      await context.close();
    }
  });

  it('downloads the account statement for a period as a PDF and as CSV, on a phone', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    try {
      await signIn(page, undefined, '/account');
      await choose(page, 'Period', 'Last 3 months');
      const pdf = await downloadFrom(page, 'Statement (PDF)');
      expect(pdf.filename).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = await pdfText(pdf.bytes);
      expect(text).toContain('Statement');
      expect(text).toContain('Opening balance');
      expect(text).toMatch(/Closing balance \(owed\) \$ [\d,]+\.\d{2} AUD/);

      const csv = await downloadFrom(page, 'Statement (CSV)');
      const rows = csv.bytes.toString().trim().split('\r\n');
      expect(rows[0]).toBe('date,type,reference,amount,balance,due_date');
      expect(rows.find((row) => row.includes(',Closing balance,'))).toMatch(/^\d{4}-\d{2}-\d{2},/);
      expect(rows.slice(-5).map((row) => row.split(',')[1])).toEqual([
        'Ageing: Current',
        'Ageing: 1–30 days',
        'Ageing: 31–60 days',
        'Ageing: 61–90 days',
        'Ageing: Over 90 days',
      ]);
      for (const row of rows.slice(-5)) expect(row.split(',')[3]).toMatch(/^-?\d+\.\d{2}$/);
      expect(text).toContain('Ageing at ');
      expect(text).toContain('Current 1–30 days 31–60 days 61–90 days Over 90 days Total owed');
      await saveScreenshot(page, 'account-statement-375');
    } finally {
      await context.close();
    }
  });
});
