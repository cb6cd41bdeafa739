import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, signInWithForm } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';

const THREE_HOURS = 3 * 60 * 60 * 1000;

interface Stored {
  access: string | null;
  refresh: { token: string; expiresAt: number } | null;
}

const readStorage = (page: Page): Promise<Stored> =>
  page.evaluate(() => ({
    access: sessionStorage.getItem('tyreline.accessToken'),
    refresh: JSON.parse(localStorage.getItem('tyreline.refresh') ?? 'null') as Stored['refresh'],
  }));

describe.skipIf(!hasChromium)('The session', () => {
  const baseUrl = sharedServerUrl();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    ({ context, page } = await openPage(browser, baseUrl));
  });
  afterEach(async () => {
    await context.close();
  });

  it('keeps the access token in session storage and the refresh token with a 3-hour expiry in local storage', async () => {
    const before = Date.now();
    await signInWithForm(page);
    const stored = await readStorage(page);
    expect(stored.access).toMatch(/\S{20,}/);
    expect(stored.refresh?.token).toMatch(/\S{20,}/);
    expect(stored.refresh!.expiresAt).toBeGreaterThanOrEqual(before + THREE_HOURS);
    expect(stored.refresh!.expiresAt).toBeLessThanOrEqual(Date.now() + THREE_HOURS);
  });

  it('restores the session from the refresh token after the tab is closed, extending it by 3 hours', async () => {
    await signInWithForm(page);
    const first = await readStorage(page);
    await page.close();

    await new Promise((done) => setTimeout(done, 50));
    const reopened = await context.newPage();
    const restoredAt = Date.now();
    await reopened.goto('/shop?tab=tyres');
    await reopened.locator('.header-account-name', { hasText: 'Southside Tyre & Auto' }).waitFor();
    expect(new URL(reopened.url()).pathname).toBe('/shop');

    const second = await readStorage(reopened);
    expect(second.access).toBeTruthy();
    expect(second.access).not.toBe(first.access);
    expect(second.refresh!.token).not.toBe(first.refresh!.token);
    expect(second.refresh!.expiresAt).toBeGreaterThanOrEqual(restoredAt + THREE_HOURS);
  });

  it('keeps both tabs signed in when two restore from the same refresh token at once', async () => {
    await signInWithForm(page);
    await page.close();

    // Two new tabs share local storage (the refresh token) but not session storage (the access token).
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all(tabs.map((tab) => tab.goto('/orders')));
    for (const tab of tabs) {
      await tab.locator('.header-account-name', { hasText: 'Southside Tyre & Auto' }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/orders');
    }
    // Both tabs go on working: reloading each makes authenticated calls with its own access token.
    for (const tab of tabs) {
      await tab.reload();
      await tab.locator('.header-account-name', { hasText: 'Southside Tyre & Auto' }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/orders');
    }
  });

  it('signs out to /login when the tab is reopened after the refresh token has expired', async () => {
    await signInWithForm(page);
    await page.evaluate(() => {
      const refresh = JSON.parse(localStorage.getItem('tyreline.refresh')!) as { expiresAt: number };
      localStorage.setItem('tyreline.refresh', JSON.stringify({ ...refresh, expiresAt: Date.now() - 1000 }));
    });
    await page.close();

    const reopened = await context.newPage();
    await reopened.goto('/orders');
    await reopened.waitForURL('**/login?target=%2Forders');
    expect(await readStorage(reopened)).toEqual({ access: null, refresh: null });
  });

  it('answers a rejected token with the login-expired message and a sign-in that comes back to the page', async () => {
    await signInWithForm(page);
    await page.goto('/account');
    await page.locator('.header-account-name', { hasText: 'Southside' }).waitFor();
    await page.evaluate(() => sessionStorage.setItem('tyreline.accessToken', 'revoked-or-forged-token'));
    await page.reload();

    await page.getByText('Login info expired, please login again').waitFor();
    await page.waitForURL('**/login?target=%2Faccount');
    expect(await readStorage(page)).toEqual({ access: null, refresh: null });
  });

  it('signs out with the disabled-account message when the server answers 499', async () => {
    await signInWithForm(page);
    await page.route('**/api/cus/account', (route) =>
      route.fulfill({
        status: 499,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Current Account can not login, please contact the administrator' }),
      }),
    );
    await page.goto('/orders');
    await page.getByText('Current Account can not login, please contact the administrator').waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
  });

  it('signs out with the slow-down message when the server answers 429', async () => {
    await signInWithForm(page);
    await page.route('**/api/cus/account', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'x' }) }),
    );
    await page.goto('/home');
    await page.getByText('Too many attempts, please slow down the fresh pace').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('shows every line of a 500 array message as its own paragraph, and Http Error when there is no response', async () => {
    await signInWithForm(page);
    await page.route('**/api/cus/account', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: ['First problem.', 'Second problem.'] }),
      }),
    );
    await page.goto('/home');
    const paragraphs = page.getByTestId('error-paragraphs').locator('p');
    await paragraphs.first().waitFor();
    expect(await paragraphs.allTextContents()).toEqual(['First problem.', 'Second problem.']);
    expect(new URL(page.url()).pathname).toBe('/home');

    await page.route('**/api/cus/account', (route) => route.abort('connectionrefused'));
    await page.goto('/orders');
    await page.getByText('Http Error').waitFor();
  });
});
