import { launchChromium } from './support/chromium.ts';
import { openPage, signIn } from './support/app.ts';
import { seedCart } from './support-pages.ts';
const browser = await launchChromium();
const width = Number(process.argv[3] ?? 1440);
const { page } = await openPage(browser, 'http://127.0.0.1:3300', { width, height: 900 });
await page.addInitScript('window.__name = (f) => f');
await signIn(page, undefined, '/checkout');
await seedCart(page, 2);
await page.reload();
await page.getByTestId('checkout-line').nth(1).waitFor();
if (process.argv[2] === 'submit') { await page.getByRole('button', { name: 'Place order' }).click(); await page.waitForTimeout(800); }
await page.screenshot({ path: `/tmp/pages-dev/checkout-${width}.png`, fullPage: true });
await browser.close();
