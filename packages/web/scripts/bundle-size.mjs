// Measures the JavaScript each route loads first in the production build, as the server sends it (the build's
// brotli files): the entry chunk, the route's lazy chunks (its layout and page), and every chunk those import
// statically, read from Vite's manifest. Every route's budget is 150 KB (issue #32). Run after `vite build`
// (`npm test` and `npm start` build); WEB_DIST points it at another build folder.
/* global console */
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET = 150 * 1024;
const SHOP = 'src/app/layout/app-layout.tsx';
const STAFF = 'src/staff/app/staff-app.tsx';

/** Each route and the lazy modules it waits for before its first screen (app/router.tsx, staff-app.tsx). */
const ROUTES = [
  ['/login', ['src/features/auth/login-page.tsx']],
  ['/forgot-password', ['src/app/routes/password-reset-routes.tsx']],
  ['/invite/…', ['src/features/team/invite-page.tsx']],
  ['/q/…', ['src/app/routes/public-quote-route.tsx']],
  ['/home', [SHOP, 'src/features/home/home-page.tsx']],
  ['/shop', [SHOP, 'src/app/routes/shop-route.tsx']],
  ['/orders', [SHOP, 'src/app/routes/orders-route.tsx']],
  ['/returns', [SHOP, 'src/features/returns/returns-page.tsx']],
  ['/returns/new', [SHOP, 'src/features/returns/return-request-page.tsx']],
  ['/returns/…', [SHOP, 'src/features/returns/return-page.tsx']],
  ['/lists', [SHOP, 'src/app/routes/lists-route.tsx']],
  ['/checkout', [SHOP, 'src/features/checkout/checkout-page.tsx']],
  ['/account', [SHOP, 'src/features/account/account-page.tsx']],
  ['/team', [SHOP, 'src/features/team/team-page.tsx']],
  ['/approvals', [SHOP, 'src/features/team/approvals-page.tsx']],
  ['/claims', [SHOP, 'src/features/warranty/claims-page.tsx']],
  ['/claims/…', [SHOP, 'src/features/warranty/claim-page.tsx']],
  ['/quotes', [SHOP, 'src/features/retail-quotes/quotes-page.tsx']],
  ['/staff/login', [STAFF, 'src/staff/app/staff-login-page.tsx']],
  ['/staff', [STAFF, 'src/staff/dashboard/staff-dashboard-page.tsx']],
  ['/staff/orders', [STAFF]],
  ['/staff/orders/…', [STAFF, 'src/staff/orders/staff-order-page.tsx']],
  ['/staff/pick-list', [STAFF, 'src/staff/orders/pick-list-page.tsx']],
  ['/staff/accounts', [STAFF, 'src/staff/accounts/staff-accounts-page.tsx']],
  ['/staff/accounts/…', [STAFF, 'src/staff/accounts/staff-account-page.tsx']],
  ['/staff/catalogue', [STAFF, 'src/staff/catalogue/catalogue-page.tsx']],
  ['/staff/catalogue/…', [STAFF, 'src/staff/catalogue/staff-product-page.tsx']],
  ['/staff/import', [STAFF, 'src/staff/imports/import-page.tsx']],
  ['/staff/audit', [STAFF, 'src/staff/audit/audit-page.tsx']],
  ['/staff/mail', [STAFF, 'src/staff/mail/mail-page.tsx']],
  ['/staff/returns', [STAFF, 'src/staff/returns/staff-returns-page.tsx']],
  ['/staff/returns/…', [STAFF, 'src/staff/returns/staff-return-page.tsx']],
  ['/staff/staff-users', [STAFF, 'src/staff/staff-users/staff-users-page.tsx']],
  ['/staff/claims', [STAFF, 'src/staff/warranty/claims-page.tsx']],
  ['/staff/claims/…', [STAFF, 'src/staff/warranty/claim-page.tsx']],
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
console.log(`First-load JavaScript per route, brotli as sent (budget ${kb(BUDGET)} each)`);
for (const [route, modules] of ROUTES) {
  const chunks = new Set();
  collect(entry, chunks);
  for (const module of modules) collect(keyOf(module), chunks);
  let js = 0;
  let css = 0;
  for (const key of chunks) {
    js += sentBytes(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css += sentBytes(sheet);
  }
  const flag = js > BUDGET ? '  OVER' : '';
  console.log(
    `${route.padEnd(20)} ${kb(js).padStart(9)} in ${String(chunks.size).padStart(2)} chunks, CSS ${kb(css)}${flag}`,
  );
  if (js > BUDGET) over += 1;
}
if (over) {
  console.error(`${over} route(s) over budget.`);
  process.exit(1);
}
