import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, hasHorizontalScroll, saveScreenshot } from './app.ts';
import { seriousViolations } from '../support-pages.ts';

/** A warehouse tablet's screen. */
export const TABLET = { width: 1024, height: 768 };

export const STAFF = {
  admin: 'admin@tyreline.test',
  sales: 'sales@tyreline.test',
  warehouse: 'warehouse@tyreline.test',
} as const;

/** Signs a member of staff in at /staff/login and waits for the back office's frame. */
export async function staffSignIn(page: Page, username: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/staff') && url.pathname !== '/staff/login');
  await page.locator('.staff-header').waitFor();
}

export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** No sideways scroll, no serious or critical axe finding, and a screenshot to look at. */
export async function checkStaffPage(page: Page, name: string): Promise<void> {
  await settle(page);
  await saveScreenshot(page, `staff-${name}`);
  expect(await hasHorizontalScroll(page), `${name} scrolls sideways`).toBe(false);
  expect(await seriousViolations(page), `${name} accessibility`).toEqual([]);
}
