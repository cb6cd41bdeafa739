// Measures the JavaScript each route loads first in the production build, as the server sends it (the build's
// brotli files): the entry chunk, the route's lazy chunks (its layout and page), and every chunk those import
// statically, read from Vite's manifest. Fails when a route passes its ceiling; shows which are over issue #32's
// 150 KB target. Run after a build (`npm test` and `npm start` build); WEB_DIST points it at another build folder.
/* global console */
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/** Issue #32's target for every route. */
const TARGET = 150 * 1024;
const SHOP = 'src/app/layout/app-layout.tsx';
const STAFF = 'src/staff/app/staff-app.tsx';

/**
 * Each route, the lazy modules it waits for before its first screen (app/router.tsx, staff-app.tsx), and the
 * ceiling in KB it may not pass: what it loads now with a few KB to spare, so no change makes a route heavier
 * unnoticed while most are still over the 150 KB target (docs/benchmarks.md). Lower a ceiling as a route gets lighter.
 */
const ROUTES = [
  ['/login', ['src/features/auth/login-page.tsx'], 120],
  ['/forgot-password', ['src/app/routes/password-reset-routes.tsx'], 165],
  ['/invite/…', ['src/features/team/invite-page.tsx'], 175],
  ['/q/…', ['src/app/routes/public-quote-route.tsx'], 145],
  ['/home', [SHOP, 'src/features/home/home-page.tsx'], 155],
  ['/shop', [SHOP, 'src/app/routes/shop-route.tsx'], 235],
  ['/orders', [SHOP, 'src/app/routes/orders-route.tsx'], 225],
  ['/returns', [SHOP, 'src/features/returns/returns-page.tsx'], 160],
  ['/returns/new', [SHOP, 'src/features/returns/return-request-page.tsx'], 230],
  ['/returns/…', [SHOP, 'src/features/returns/return-page.tsx'], 155],
  ['/lists', [SHOP, 'src/app/routes/lists-route.tsx'], 220],
  ['/checkout', [SHOP, 'src/features/checkout/checkout-page.tsx'], 235],
  ['/account', [SHOP, 'src/features/account/account-page.tsx'], 260],
  ['/team', [SHOP, 'src/features/team/team-page.tsx'], 255],
  ['/approvals', [SHOP, 'src/features/team/approvals-page.tsx'], 220],
  ['/claims', [SHOP, 'src/features/warranty/claims-page.tsx'], 195],
  ['/claims/…', [SHOP, 'src/features/warranty/claim-page.tsx'], 155],
  ['/quotes', [SHOP, 'src/features/retail-quotes/quotes-page.tsx'], 190],
  ['/staff/login', [STAFF, 'src/staff/app/staff-login-page.tsx'], 220],
  ['/staff', [STAFF, 'src/staff/dashboard/staff-dashboard-page.tsx'], 245],
  ['/staff/orders', [STAFF], 215],
  ['/staff/orders/…', [STAFF, 'src/staff/orders/staff-order-page.tsx'], 265],
  ['/staff/pick-list', [STAFF, 'src/staff/orders/pick-list-page.tsx'], 220],
  ['/staff/accounts', [STAFF, 'src/staff/accounts/staff-accounts-page.tsx'], 255],
  ['/staff/accounts/…', [STAFF, 'src/staff/accounts/staff-account-page.tsx'], 270],
  ['/staff/catalogue', [STAFF, 'src/staff/catalogue/catalogue-page.tsx'], 215],
  ['/staff/catalogue/…', [STAFF, 'src/staff/catalogue/staff-product-page.tsx'], 270],
  ['/staff/import', [STAFF, 'src/staff/imports/import-page.tsx'], 255],
  ['/staff/audit', [STAFF, 'src/staff/audit/audit-page.tsx'], 250],
  ['/staff/mail', [STAFF, 'src/staff/mail/mail-page.tsx'], 240],
  ['/staff/returns', [STAFF, 'src/staff/returns/staff-returns-page.tsx'], 220],
  ['/staff/returns/…', [STAFF, 'src/staff/returns/staff-return-page.tsx'], 225],
  ['/staff/staff-users', [STAFF, 'src/staff/staff-users/staff-users-page.tsx'], 245],
  ['/staff/claims', [STAFF, 'src/staff/warranty/claims-page.tsx'], 220],
  ['/staff/claims/…', [STAFF, 'src/staff/warranty/claim-page.tsx'], 255],
];

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest: run `npx vite build` in packages/web first.');
  process.exit(1);
}

// Which chunk holds each source module (vite.config.ts writes it): Rollup merges small chunks, naming each after one.
const chunkOf = new Map();
const holds = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-modules.json'), 'utf8'));
for (const [file, modules] of Object.entries(holds)) for (const module of modules) chunkOf.set(module, file);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The manifest key of the chunk that holds a module. */
function keyOf(module) {
  const key = keyOfFile.get(chunkOf.get(module));
  if (!key) throw new Error(`No chunk of the build holds ${module}: has the route moved?`);
  return key;
}

/** A chunk and everything it imports statically, each once. */
function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}

/** The bytes the server sends for a file: its pre-compressed brotli copy (vite.config.ts), or one made now. */
function sentBytes(file) {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  const params = { [constants.BROTLI_PARAM_QUALITY]: 10 };
  return brotliCompressSync(readFileSync(path), { params }).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

let over = 0;
let overTarget = 0;
console.log(`First-load JavaScript per route, brotli as sent (target ${kb(TARGET)}; ceiling per route)`);
for (const [route, modules, ceilingKb] of ROUTES) {
  const chunks = new Set();
  collect(entry, chunks);
  for (const module of modules) collect(keyOf(module), chunks);
  let js = 0;
  let css = 0;
  for (const key of chunks) {
    js += sentBytes(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css += sentBytes(sheet);
  }
  const ceiling = ceilingKb * 1024;
  const flag = js > ceiling ? '  OVER ITS CEILING' : js > TARGET ? '  over target' : '';
  console.log(
    `${route.padEnd(20)} ${kb(js).padStart(9)} in ${String(chunks.size).padStart(2)} chunks, CSS ${kb(css)}, ceiling ${ceilingKb} KB${flag}`,
  );
  if (js > ceiling) over += 1;
  if (js > TARGET) overTarget += 1;
}
console.log(`${ROUTES.length - overTarget} of ${ROUTES.length} routes within the 150 KB target.`);
if (over) {
  console.error(`${over} route(s) past their ceiling.`);
  process.exit(1);
}
