/**
 * Lighthouse (mobile preset) on /login, /home, /shop with a tyre size searched, /orders and the back office's
 * /staff/orders of the embedded default server, signed in the way the web app is: the access token in
 * sessionStorage and the refresh token in localStorage (packages/web/src/lib/session.ts, through
 * lib/create-session.ts; the back office with its own client and keys). Debian's Chromium, loopback only.
 * Each row also gives the JavaScript the page loaded (compressed, as sent) and its request count, read from
 * the report. "after" is this tree (its web build and compiled server); "before" too with BENCH_BASELINE.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { paths } from '../src/env.ts';
import { benchVariants, passwordGrant, startServer, type Variant } from './bench-servers.ts';

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
const PAGES = ['/login', '/home', '/shop?tab=tyres&size=2055516', '/orders', '/staff/orders'];

/** The back office signs in with its own client and keeps its tokens under its own keys. */
const STAFF = {
  username: 'admin@tyreline.test',
  tokenPath: '/api/staff/token',
  client: { client_id: 'tyreline-back-office', client_secret: 'tyreline-back-office-secret' },
  keys: { access: 'tyreline.staff.accessToken', refresh: 'tyreline.staff.refreshToken' },
};
const CUSTOMER_KEYS = { access: 'tyreline.accessToken', refresh: 'tyreline.refresh' };

async function staffGrant(base: string): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(base + STAFF.tokenPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      ...STAFF.client,
      username: STAFF.username,
      password: DEMO_PASSWORD,
      scope: '',
    }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

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

async function audit(base: string, url: string): Promise<Scores> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    if (url !== '/login') {
      const staff = url.startsWith('/staff');
      const { access_token, refresh_token } = staff
        ? await staffGrant(base)
        : await passwordGrant(base, 'trade@example.com');
      const keys = staff ? STAFF.keys : CUSTOMER_KEYS;
      await page.goto(`${base}/favicon.svg`);
      const refresh = JSON.stringify({ token: refresh_token, expiresAt: Date.now() + 3 * 3600_000 });
      // Runs in the page, where the web app keeps its session.
      await page.evaluate(
        `sessionStorage.setItem(${JSON.stringify(keys.access)}, ${JSON.stringify(access_token)});` +
          `localStorage.setItem(${JSON.stringify(keys.refresh)}, ${JSON.stringify(refresh)});`,
      );
    }
    const result = await lighthouse(
      base + url,
      { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      page,
    );
    const lhr = result!.lhr;
    // BENCH_LHR_DIR=dir keeps each page's whole report, to read where the time went.
    if (process.env.BENCH_LHR_DIR) {
      const name = url.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'root';
      fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    if (url !== '/login' && finalUrl.pathname.endsWith('/login')) throw new Error(`${url} was not signed in`);
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
      for (const url of PAGES) {
        const s = await audit(server.base, url);
        rows.push(
          `| ${url} | ${variant.name} | ${s.performance} | ${(s.tbt / 1000).toFixed(2)} s | ${(s.lcp / 1000).toFixed(1)} s | ${s.cls.toFixed(3)} | ${(s.scriptBytes / 1024).toFixed(0)} KB | ${s.requests} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    '\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), signed in as trade@example.com',
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
