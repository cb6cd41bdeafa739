import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { REFRESH_EXTENSION_MS, SESSION_KEYS, WEB_CLIENT } from '../../src/lib/session-config.ts';
import { seriousViolations } from './axe.ts';
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

export interface Viewport {
  width: number;
  height: number;
}

/**
 * A browser context as the shop's customer has it: the viewport (a phone's touch screen below 500 px), reduced
 * motion, which the app honours (the kit's motion off: a click never lands on a menu still opening), and
 * the clock of a Queensland shop (the accounts' time zone), so a date the page works out (a statement's "this
 * month") is the date the server reads it in, whatever the hour in this machine's UTC.
 */
export function contextOptions(baseUrl: string, viewport: Viewport) {
  return {
    baseURL: baseUrl,
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    reducedMotion: 'reduce' as const,
    timezoneId: SUPPLIER_TIME_ZONE,
  };
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

/** A page in a context of its own; the home page's once-per-session popup already seen. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport = DESKTOP,
): Promise<OpenedPage> {
  const context = await browser.newContext(contextOptions(baseUrl, viewport));
  // The home page's once-per-session popup would cover the layout these tests look at.
  await context.addInitScript(() => sessionStorage.setItem('tyreline.home.popup.seen', '1'));
  return pageIn(context);
}

/** Like `openPage`, but the home page's popup shows as on a first visit. */
export async function openPageWithPopup(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport,
): Promise<OpenedPage> {
  return pageIn(await browser.newContext(contextOptions(baseUrl, viewport)));
}

async function pageIn(context: BrowserContext): Promise<OpenedPage> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

/** Runs `run` on a page of its own (`openPage`) and closes that page's context after, passed or failed. */
export async function withPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page } = await openPage(browser, baseUrl, viewport);
  try {
    await run(page);
  } finally {
    await context.close();
  }
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

/** Waits for the network to go quiet, then `ms` more for the page to finish drawing, wherever the pointer is. */
export async function waitForQuiet(page: Page, ms = 400): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(ms);
}

/**
 * Once `settled`: a screenshot `name` under artifacts/screenshots to look at, no sideways scroll, and no serious
 * or critical axe finding.
 */
export async function checkScreen(
  page: Page,
  name: string,
  settled: (page: Page) => Promise<void> = waitForQuiet,
): Promise<void> {
  await settled(page);
  await saveScreenshot(page, name);
  expect(await hasHorizontalScroll(page), `${name} scrolls sideways`).toBe(false);
  expect(await seriousViolations(page), `${name} accessibility`).toEqual([]);
}

/**
 * A download's bytes. The browser is the worker's shared one (`sharedBrowser`), so its downloads stay on its
 * side: `download.path()` refuses a connected browser, and the file is read through a stream instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks the first button named `name` and answers the file it downloads: its bytes and suggested name. */
export async function downloadFrom(page: Page, name: string): Promise<{ bytes: Buffer; filename: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).first().click(),
  ]);
  return { bytes: await downloadedBytes(download), filename: download.suggestedFilename() };
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
