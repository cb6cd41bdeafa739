import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, PASSWORD, signInWithForm, signOutFromMenu, submitLogin, USERS } from './support/app.ts';
import { hasChromium, sharedBrowser } from './support/chromium.ts';
import { sharedServerUrl } from './support/server.ts';

describe.skipIf(!hasChromium)('Signing in', () => {
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

  it('sends a signed-out visit to a protected page to /login with that page as the target, and back after sign-in', async () => {
    await page.goto('/orders?status=open');
    await page.waitForURL('**/login?target=*');
    expect(new URL(page.url()).searchParams.get('target')).toBe('/orders?status=open');

    await submitLogin(page, USERS.trade);
    await page.waitForURL('**/orders?status=open');
    await page.locator('.header-account-name', { hasText: 'Southside Tyre & Auto' }).waitFor();
  });

  it('goes to /home after sign-in when there is no target, and / leads to /home', async () => {
    await signInWithForm(page);
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.goto('/');
    await page.waitForURL('**/home');
  });

  it('shows the required message for each empty field', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    await page.goto('/login');
    await submitLogin(page, USERS.trade, 'not-the-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('The username or password is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/login');
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('tyreline.accessToken'),
      localStorage.getItem('tyreline.refresh'),
    ]);
    expect(stored).toEqual([null, null]);
  });

  it('tells a disabled account that it cannot sign in', async () => {
    await page.goto('/login');
    await submitLogin(page, USERS.disabled);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Current Account can not login, please contact the administrator');
  });

  it('shows a busy button while signing in', async () => {
    await page.goto('/login');
    // The token answer is held until the busy button has been looked at, however slow the machine.
    let answer!: () => void;
    const answered = new Promise<void>((done) => (answer = done));
    await page.route('**/oauth/token', async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByLabel('Username').fill(USERS.trade);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const busy = page.getByRole('button', { name: 'Signing in…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    answer();
    await page.waitForURL('**/home');
  });

  it('signs out from the account menu, clearing the tokens, and lands on /login without a target', async () => {
    await signInWithForm(page);
    await signOutFromMenu(page);
    expect(new URL(page.url()).search).toBe('');
    const stored = await page.evaluate(() => ({
      access: sessionStorage.getItem('tyreline.accessToken'),
      refresh: localStorage.getItem('tyreline.refresh'),
      notice: sessionStorage.getItem('tyreline.showNotice'),
    }));
    expect(stored).toEqual({ access: null, refresh: null, notice: null });

    await page.goto('/home');
    await page.waitForURL('**/login?target=%2Fhome');
  });

  it('shows an empty page for a path outside the route table', async () => {
    await page.goto('/no/such/page');
    await page.getByTestId('empty-page').waitFor({ state: 'attached' });
    expect((await page.locator('body').innerText()).trim()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
  });
});
