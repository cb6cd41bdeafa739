// Measures the JavaScript a route loads first in the production build: the entry chunk, the route's lazy
// chunks, and every chunk those import statically (read from Vite's manifest), compressed with gzip -9. The
// budgets: /login 200 KB, /shop 170 KB (issue #25; the shop's first screen carries no Ant Design, decision
// 0056). Run after `vite build`; WEB_DIST points it at another build folder.
/* global console */
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROUTES = [
  { path: '/login', budget: 200 * 1024, modules: ['src/features/auth/login-page.tsx'] },
  {
    path: '/shop',
    budget: 170 * 1024,
    modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/shop-route.tsx'],
  },
];

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest: run `npx vite build` in packages/web first.');
  process.exit(1);
}

/** A module's manifest key: its own chunk's, or the shared chunk Rollup put it in (named after it). */
function keyOf(module) {
  if (manifest[module]) return module;
  const name = module
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');
  const key = Object.keys(manifest).find((k) => manifest[k].name === name && k.endsWith('.js'));
  if (!key) throw new Error(`Manifest lacks ${module}.`);
  return key;
}

/** A chunk and everything it imports statically, each once. */
function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}

const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

let over = false;
for (const route of ROUTES) {
  const chunks = new Set();
  collect(entry, chunks);
  for (const module of route.modules) collect(keyOf(module), chunks);
  let js = 0;
  let css = 0;
  for (const key of chunks) {
    js += gzipOf(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css += gzipOf(sheet);
  }
  console.log(
    `${route.path}: JavaScript ${kb(js)} in ${chunks.size} chunks (budget ${kb(route.budget)}), CSS ${kb(css)} (gzip)`,
  );
  if (js > route.budget) over = true;
}
if (over) {
  console.error('Over budget.');
  process.exit(1);
}
