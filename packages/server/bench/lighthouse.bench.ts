/**
 * Lighthouse (mobile preset) on the pages issue #32 names, of the embedded default server, met the way a person
 * meets them: /login and a saved quote's link signed out; the shop's and the back office's pages after signing
 * in through their forms, each audited in a new tab of that browser. The new tab shares local storage (the
 * refresh token, the cart) but not session storage (the access token), so the app restores the session from the
 * refresh token as a person's new tab does (packages/web/src/lib/create-session.ts). Debian's Chromium,
 * loopback only. Each row also gives the JavaScript the page loaded (compressed, as sent) and its request count,
 * read from the report. "after" is this tree (its web build and compiled server); "before" too with
 * BENCH_BASELINE. BENCH_PAGES=/login,/q/ audits only the pages whose row names one of the comma-separated parts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { paths } from '../src/env.ts';
import { benchVariants, startServer, type Variant } from './bench-servers.ts';
import {
  CUSTOMER,
  STAFF_USER,
  fixturesOf,
  seedCart,
  signInWithForm,
  type Fixtures,
  type Person,
} from './lighthouse-flows.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface BenchPage {
  /** The row's name: the URL, with <token> and <id> for what the server makes per run. */
  label: string;
  /** Who signs in first; nobody for a signed-out page. */
  who?: Person;
  /** Lines put in the cart before the audit. */
  cartLines?: number;
}

const PAGES: BenchPage[] = [
  { label: '/login' },
  { label: '/q/<token>' },
  { label: '/home', who: 'customer' },
  { label: '/shop?tab=tyres&size=2055516', who: 'customer' },
  { label: '/orders', who: 'customer' },
  // One order opens in the orders page's drawer from the URL's `order` (features/orders/use-order-filters.ts).
  { label: '/orders?order=<id>', who: 'customer' },
  { label: '/checkout', who: 'customer', cartLines: 3 },
  { label: '/account', who: 'customer' },
  { label: '/returns', who: 'customer' },
  { label: '/staff/orders', who: 'staff' },
  { label: '/staff/orders/<id>', who: 'staff' },
  { label: '/staff/accounts', who: 'staff' },
];

function selectedPages(): BenchPage[] {
  const parts = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return PAGES;
  const pages = PAGES.filter((page) => parts.some((part) => page.label.includes(part)));
  if (pages.length === 0) throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES} names none of the pages`);
  return pages;
}

const urlOf = (label: string, fixtures: Fixtures | undefined): string =>
  fixtures
    ? label
        .replace('/q/<token>', `/q/${fixtures.quoteToken}`)
        .replace('/orders?order=<id>', `/orders?order=${fixtures.orderId}`)
        .replace('/staff/orders/<id>', `/staff/orders/${fixtures.staffOrderId}`)
    : label;

interface Scores {
  performance: number;
  /** JavaScript the page loaded, compressed as sent, and how many requests it made in all. */
  scriptBytes: number;
  requests: number;
  tbt: number;
  lcp: number;
  cls: number;
}

/** The web build a variant serves: this tree's (built when its sources changed) or the baseline's own. */
function webDistOf(variant: Variant): string {
  if (variant.name === 'after') {
    spawnSync(process.execPath, ['scripts/build-if-changed.mjs', 'web'], {
      cwd: paths.repoRoot,
      stdio: 'inherit',
    });
  } else if (!fs.existsSync(path.join(variant.cwd, 'packages/web/dist/index.html'))) {
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: path.join(variant.cwd, 'packages/web'),
      stdio: 'inherit',
    });
  }
  return path.join(variant.cwd, 'packages/web/dist');
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function audit(base: string, page: BenchPage, url: string, build: Variant['name']): Promise<Scores> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    let tab = await browser.newPage();
    if (page.who) {
      await signInWithForm(tab, base, page.who);
      if (page.cartLines) await seedCart(tab, base, page.cartLines);
      const signInTab = tab;
      tab = await browser.newPage();
      // Closed so that its app (a refetch when the focus moves) does not compete for the CPU during the audit.
      await signInTab.close();
      // Each page loads cold, as the rows always have: signing in cached the app's scripts, and Lighthouse
      // leaves the cache alone with disableStorageReset. Its own way: the disk cache, then the memory cache.
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    }
    const result = await lighthouse(
      base + url,
      { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      tab,
    );
    const lhr = result!.lhr;
    // BENCH_LHR_DIR=dir keeps each page's whole report of each build, to read where the time went.
    if (process.env.BENCH_LHR_DIR) {
      const name = page.label.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'root';
      fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${build}-${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    if (page.who && finalUrl.pathname.endsWith('/login')) throw new Error(`${url} was not signed in`);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      scriptBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      requests: requests.length,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}.`,
  );
  const pages = selectedPages();
  const rows: string[] = [];
  for (const variant of benchVariants()) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyreline-lighthouse-'));
    const server = await startServer(variant, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: webDistOf(variant),
      LOG_LEVEL: 'warn',
    });
    try {
      // The records the pages name, made or found once per server, and only when a page names one.
      const fixtures = pages.some((page) => page.label.includes('<'))
        ? await fixturesOf(server.base)
        : undefined;
      for (const page of pages) {
        const s = await audit(server.base, page, urlOf(page.label, fixtures), variant.name);
        rows.push(
          `| ${page.label} | ${variant.name} | ${s.performance} | ${(s.tbt / 1000).toFixed(2)} s | ${(s.lcp / 1000).toFixed(1)} s | ${s.cls.toFixed(3)} | ${(s.scriptBytes / 1024).toFixed(0)} KB | ${s.requests} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), cold cache; signed in through the forms as ${CUSTOMER} (shop) and ${STAFF_USER} (/staff), audited in a new tab`,
  );
  console.log('| page | build | performance | TBT | LCP | CLS | JavaScript loaded | requests |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}.`,
  );
}

await main();
