import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const api = 'http://127.0.0.1:3000';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `.br` and `.gz` beside every text file of the build, once, so the server never compresses them per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tyreline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      // zlib's async calls run on the thread pool, so the files compress in parallel.
      await Promise.all(
        entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map(async (entry) => {
            const file = path.join(entry.parentPath, entry.name);
            const bytes = await readFile(file);
            if (bytes.length < 1024) return;
            // Quality 10, not 11: within 2 % of the smallest files, in a third of the time (the first `npm start` waits for it).
            const params = { [constants.BROTLI_PARAM_QUALITY]: 10 };
            await writeFile(`${file}.br`, await brotli(bytes, { params }));
            await writeFile(`${file}.gz`, await gzipped(bytes, { level: 9 }));
          }),
      );
    },
  };
}

/**
 * Writes which source modules each chunk holds (`.vite/chunk-modules.json`): merged chunks are named after one
 * module only, and scripts/bundle-size.mjs must find the chunk a route's page landed in.
 */
function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'tyreline-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root) + path.sep;
    },
    generateBundle(_, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          modules[chunk.fileName] = chunk.moduleIds
            .filter((id) => id.startsWith(root))
            .map((id) => id.slice(root.length));
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig({
  // React Aria ships its controls' strings in 34 languages; the app speaks Australian English, which reads
  // en-US's strings (naming en-AU here would drop en-US too and break the controls).
  plugins: [react(), optimizeLocales.vite({ locales: ['en-US'] }), chunkModules(), precompress()],
  server: {
    proxy: { '/api': api, '/oauth': api, '/images': api },
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to measure what the login route loads.
    manifest: true,
    chunkSizeWarningLimit: 700,
    // The .gz files are written anyway (precompress); measuring them again only slows `npm start`.
    reportCompressedSize: false,
    // Rollup splits shared code into many tiny chunks (82 on /shop's first load). Over HTTP/1.1's six
    // connections on a phone each costs a round trip, so chunks under 20 KB are merged where that loads no
    // code a page did not load before (decision 0056).
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
});
