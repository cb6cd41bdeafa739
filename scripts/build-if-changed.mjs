// `npm start`'s build step: rebuilds the web app and the compiled server only when their sources changed.
// Each output folder keeps a hash of the sources it was built from (dist/.source-hash); a match skips the build.
/* global console, setTimeout */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = [
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'scripts/build-if-changed.mjs',
];

const server = path.join(root, 'packages/server');
const targets = {
  web: {
    inputs: [
      'packages/web/src',
      'packages/web/public',
      'packages/web/index.html',
      'packages/web/vite.config.ts',
      'packages/web/package.json',
    ],
    out: 'packages/web/dist',
    async build() {
      const { build } = await import('vite');
      // Production mode whatever NODE_ENV says, so React's production build is bundled.
      await build({ root: path.join(root, 'packages/web'), mode: 'production', logLevel: 'warn' });
    },
  },
  server: {
    inputs: ['packages/server/src', 'packages/server/package.json'],
    out: 'packages/server/dist',
    async build() {
      const { build } = await import('esbuild');
      const manifest = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
      // Registry packages load from node_modules as they are; the workspace's TypeScript domain is bundled in.
      const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tyreline/'));
      await build({
        entryPoints: [path.join(server, 'src/main.ts')],
        outdir: path.join(server, 'dist'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        external,
        logLevel: 'warning',
      });
    },
  },
};

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) return yield entry;
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of [...inputs, ...shared])
    for (const file of files(input))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

// `--at-install` is npm's `prepare` step: it builds so the first `npm start` need not, but an install without
// the build tools (devDependencies omitted) must still succeed; `npm start` then builds or says why not.
const atInstall = process.argv.includes('--at-install');
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/**
 * Two builds of one output at once (two test runs, or a test run and `npm start`) would write over each other's
 * chunks: one builds while the other waits for its lock, then finds the sources built. A lock older than ten
 * minutes is from a build that died.
 */
async function withLock(name, run) {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
  const lock = path.join(os.tmpdir(), `tyreline-build-${checkout}-${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

for (const name of names.length ? names : Object.keys(targets)) {
  const target = targets[name];
  if (!target) throw new Error(`unknown target ${name}; known: ${Object.keys(targets).join(', ')}`);
  await withLock(name, () => buildTarget(name, target));
}

async function buildTarget(name, target) {
  const stamp = path.join(root, target.out, '.source-hash');
  const hash = sourceHash(target.inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  const started = Date.now();
  console.log(`Building ${name} (sources changed)…`);
  try {
    await target.build();
  } catch (error) {
    if (!atInstall || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.log(
      `Skipped building ${name}: its build tool is not installed (${error.message.split('\n')[0]}).`,
    );
    return;
  }
  writeFileSync(stamp, hash);
  console.log(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
