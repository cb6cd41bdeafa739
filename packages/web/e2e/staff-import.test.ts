import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, downloadedBytes, openPage } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { STAFF, TABLET, checkStaffPage, staffMenuLink, staffSignIn } from './support/staff.ts';

/** Chooses a CSV file in the Import page's file picker, as a person would from disk. */
async function chooseFile(page: Page, name: string, lines: string[]): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n') + '\n'),
  });
  await page.getByText(name).waitFor();
}

describe.skipIf(!hasChromium)('CSV import in the back office', () => {
  const app = usePrivateApp('staff-import');

  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['1024', TABLET],
  ] as const) {
    it(`refuses a products file with a bad row, naming its line, then imports a good one at ${label} px`, async () => {
      const { context, page } = await openPage(app.browser, app.server.url, viewport);
      try {
        await staffSignIn(page, STAFF.sales);
        await staffMenuLink(page, 'Import').click();
        await page.waitForURL((url) => url.pathname === '/staff/import');
        await page.getByRole('radio', { name: 'Products' }).check({ force: true });

        const header = 'department_id,type,sku,name,brand,width,profile,rim,list_price';
        const good = `7,tyre,E2E-${label}-1,Browser Grip 205/55R16,Browsa,205,55,16,189.90`;
        await chooseFile(page, `bad-${label}.csv`, [
          header,
          good,
          `7,tyre,E2E-${label}-2,No size,Browsa,,,,99`,
        ]);
        await page.getByRole('button', { name: 'Dry run' }).click();
        await page.getByText(`bad-${label}.csv cannot be imported: 1 problem to fix.`).waitFor();
        const problem = page.locator('.staff-import-problems tbody tr').first();
        await expect.poll(() => problem.locator('td').first().textContent()).toBe('3');
        await problem.getByText('a tyre needs width, profile and rim').waitFor();
        expect(await page.getByRole('button', { name: 'Commit' }).isDisabled()).toBe(true);
        await checkStaffPage(page, `import-refused-${label}`);

        await chooseFile(page, `good-${label}.csv`, [
          header,
          good,
          `7,tyre,E2E-${label}-2,Browser Grip 215/60R16,Browsa,215,60,16,199`,
        ]);
        await page.getByRole('button', { name: 'Dry run' }).click();
        await page.getByText('Committing would import 2 rows: 2 new, 0 updated, 0 unchanged.').waitFor();
        await checkStaffPage(page, `import-dry-run-${label}`);
        await page.getByRole('button', { name: 'Commit' }).click();
        await page.getByText(`Imported good-${label}.csv: 2 rows: 2 new, 0 updated, 0 unchanged.`).waitFor();
        await page
          .locator('.staff-import-history')
          .getByRole('row')
          .filter({ hasText: `good-${label}.csv` })
          .waitFor();
        await checkStaffPage(page, `import-committed-${label}`);
      } finally {
        await context.close();
      }
    });
  }

  it('offers a template to download, lists the warehouse codes, and shows an update before → after', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, DESKTOP);
    try {
      await staffSignIn(page, STAFF.admin);
      await staffMenuLink(page, 'Import').click();
      await page.getByRole('radio', { name: 'Stock levels' }).check();
      const codes = page.locator('.staff-import-warehouses');
      await codes.getByText('Toowoomba').waitFor();
      expect(await codes.locator('dt').allTextContents()).toEqual(
        expect.arrayContaining(['BNE-N', 'TWB', 'GC']),
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download a template/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('stock-template.csv');
      const template = (await downloadedBytes(download)).toString('utf8');
      expect(template.split('\r\n')[0]).toBe('warehouse,sku,quantity');

      await page.getByRole('radio', { name: 'Products' }).check();
      expect(await codes.count()).toBe(0);
      const header = 'department_id,type,sku,name,brand,width,profile,rim,list_price';
      await chooseFile(page, 'first.csv', [
        header,
        '7,tyre,E2E-CHANGE,Change Grip 205/55R16,Browsa,205,55,16,100',
      ]);
      await page.getByRole('button', { name: 'Dry run' }).click();
      await page.getByRole('button', { name: 'Commit' }).click();
      await page.getByText('Imported first.csv: 1 row: 1 new, 0 updated, 0 unchanged.').waitFor();
      await chooseFile(page, 'second.csv', [
        header,
        '7,tyre,E2E-CHANGE,Change Grip 205/55R16,Browsa,205,55,16,120',
      ]);
      await page.getByRole('button', { name: 'Dry run' }).click();
      const change = page.locator('.staff-import-changes li');
      await change.waitFor();
      expect(await change.allTextContents()).toEqual(['list_price: 100.00 → 120.00']);
      await checkStaffPage(page, 'import-before-after');
    } finally {
      await context.close();
    }
  });

  it('offers the warehouse stock files only', async () => {
    const { context, page } = await openPage(app.browser, app.server.url, TABLET);
    try {
      await staffSignIn(page, STAFF.warehouse);
      await staffMenuLink(page, 'Import').click();
      await page.getByRole('radio', { name: 'Stock levels' }).waitFor({ state: 'attached' });
      expect(await page.getByRole('radio').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
