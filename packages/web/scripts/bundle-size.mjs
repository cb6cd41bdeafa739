// Measures the JavaScript the login route loads in the production build: the entry chunk, the login page's
// lazy chunk, and every chunk either imports statically (read from Vite's manifest). Run after `vite build`;
// WEB_DIST points it at another build folder.
/* global console */
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const LOGIN_ROUTE_MODULE = 'src/features/auth/login-page.tsx';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest: run `npx vite build` in packages/web first.');
  process.exit(1);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[LOGIN_ROUTE_MODULE]) {
  console.error(`Manifest lacks the entry or ${LOGIN_ROUTE_MODULE}.`);
  process.exit(1);
}

/** A chunk and everything it imports statically, each once. */
function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}
const chunks = new Set();
collect(entry, chunks);
collect(LOGIN_ROUTE_MODULE, chunks);

const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let jsTotal = 0;
let cssTotal = 0;
const rows = [];
for (const key of chunks) {
  const { file, css = [] } = manifest[key];
  const size = gzipOf(file);
  jsTotal += size;
  rows.push([file, size]);
  for (const sheet of css) cssTotal += gzipOf(sheet);
}

for (const [file, size] of rows.sort((a, b) => b[1] - a[1])) console.log(`${kb(size).padStart(10)}  ${file}`);
console.log(
  `Login route JavaScript (gzip): ${kb(jsTotal)} in ${rows.length} chunks (budget ${kb(BUDGET_BYTES)})`,
);
console.log(`Login route CSS (gzip): ${kb(cssTotal)}`);
if (jsTotal > BUDGET_BYTES) {
  console.error('Over budget.');
  process.exit(1);
}
