import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { REFRESH_EXTENSION_MS, SESSION_KEYS, WEB_CLIENT } from '../../src/lib/session-config.ts';
import { repoRoot } from './server.ts';

/** The demo logins of docs/product.md §19. */
export const USERS = {
  trade: 'trade@example.com',
  brisbane: 'brisbane@example.com',
  noCredit: 'nocredit@example.com',
  disabled: 'disabled@example.com',
} as const;
export const PASSWORD = 'tyres-2026';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 740 };

/**
 * A browser context as the shop's customer has it: the viewport (a phone's touch screen below 500 px), reduced
 * motion, which the app honours (antd's motion off: a click never lands on a menu still zooming in or out), and
 * the clock of a Queensland shop (the accounts' time zone), so a date the page works out (a statement's "this
 * month") is the date the server reads it in, whatever the hour in this machine's UTC.
 */
export function contextOptions(baseUrl: string, viewport: { width: number; height: number }) {
  return {
    baseURL: baseUrl,
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    reducedMotion: 'reduce' as const,
    timezoneId: SUPPLIER_TIME_ZONE,
  };
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(baseUrl, viewport));
  // The home page's once-per-session popup would cover the layout these tests look at.
  await context.addInitScript(() => sessionStorage.setItem('tyreline.home.popup.seen', '1'));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

/** Fills the login form and submits it with Enter. */
export async function submitLogin(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** The tokens a password grant gives an OAuth client of the server (the web app's, unless told). */
export async function passwordGrant(
  baseUrl: string,
  username: string,
  { path = '/oauth/token', client = WEB_CLIENT }: { path?: string; client?: OAuthClient } = {},
): Promise<{ access_token: string; refresh_token: string }> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...client, username, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`${username} could not sign in: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { access_token: string; refresh_token: string };
}

interface OAuthClient {
  client_id: string;
  client_secret: string;
}

/** An app's session as its own sign-in leaves it in the browser's storage (`src/lib/create-session.ts`). */
export interface StoredSession {
  path?: string;
  client?: OAuthClient;
  keys: { access: string; refresh: string; notice?: string };
  refreshLifetimeMs?: number;
}

/**
 * Signs `username` in through the app's password grant and leaves the tokens in the page's storage as the app's
 * own sign-in does, from a small file of the app's origin, without loading a screen: a test whose subject is not
 * the sign-in form skips that form's page and the page it leads to. The form has tests of its own
 * (`sign-in.test.ts`, `session.test.ts`, through `signInWithForm` and `submitLogin`).
 */
export async function storeSession(page: Page, username: string, session: StoredSession): Promise<void> {
  await page.goto('/favicon.svg');
  const tokens = await passwordGrant(new URL(page.url()).origin, username, session);
  const { keys, refreshLifetimeMs } = session;
  await page.evaluate(
    ({ tokens, keys, refreshLifetimeMs }) => {
      sessionStorage.setItem(keys.access, tokens.access_token);
      const expiresAt = refreshLifetimeMs === undefined ? null : Date.now() + refreshLifetimeMs;
      localStorage.setItem(keys.refresh, JSON.stringify({ token: tokens.refresh_token, expiresAt }));
      if (keys.notice) sessionStorage.setItem(keys.notice, '1');
    },
    { tokens, keys, refreshLifetimeMs },
  );
}

/** Signs the user in (`storeSession`) and opens `target`, the home page unless told, in the shared layout. */
export async function signIn(page: Page, username: string = USERS.trade, target?: string): Promise<void> {
  await storeSession(page, username, { keys: SESSION_KEYS, refreshLifetimeMs: REFRESH_EXTENSION_MS });
  await page.goto(target ?? '/');
  await page.locator('.app-header').waitFor();
}

/** Signs in from /login through its form and waits for the shared layout. */
export async function signInWithForm(
  page: Page,
  username: string = USERS.trade,
  target?: string,
): Promise<void> {
  await page.goto(target ? `/login?target=${encodeURIComponent(target)}` : '/login');
  await submitLogin(page, username);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('.app-header').waitFor();
}

/** Signs out from the account menu and waits for the login page. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.locator('.header-account').click();
  const item = page.getByRole('menuitem', { name: 'Sign out' });
  await item.waitFor();
  await item.click();
  await page.waitForURL((url) => url.pathname === '/login');
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

const screenshotDir = join(repoRoot, 'artifacts', 'screenshots');

/** Saves a full-page screenshot as a test artefact under artifacts/screenshots (git-ignored). */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/** The two widths every screen is checked at, with their labels. */
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Waits for the network to go quiet and the pointer to rest off the page's controls, for a screenshot or axe. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.mouse.move(2, 2);
  await page.waitForTimeout(300);
}

/** The signed-in account's cart as the browser keeps it. */
export function storedCart(
  page: Page,
): Promise<{ data: { id: number; name: string }; qty: number; price: number }[]> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('tyreline.accessToken');
    const answer = await fetch('/api/cus/account', { headers: { authorization: `Bearer ${token}` } });
    const account = ((await answer.json()) as { data: { id: number; department_id: number } }).data;
    const key = `tyreline.cart.${account.id}.${account.department_id}`;
    return JSON.parse(localStorage.getItem(key) ?? '[]') as {
      data: { id: number; name: string };
      qty: number;
      price: number;
    }[];
  });
}
