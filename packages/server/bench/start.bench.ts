/**
 * `npm start` on an installed clone → the first page: the seconds from the command to index.html and its
 * entry script answering, first with an empty data folder, then again with nothing changed. An installed
 * clone is one `npm install` has run in: its `prepare` step (where the checkout has one) builds the web app
 * and the server, timed here apart; without one, the first start builds them. "after" is this tree;
 * "before" too with BENCH_BASELINE. Loopback only.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { paths } from '../src/env.ts';

const PORT = 3931;
const base = `http://127.0.0.1:${PORT}`;

async function firstPage(): Promise<boolean> {
  try {
    const html = await (await fetch(`${base}/login`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    return !!script && (await fetch(base + script)).status === 200;
  } catch {
    return false;
  }
}

/** Seconds from `npm start` to the first page, then stops the whole process group. */
async function timeStart(cwd: string, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let i = 0; i < 3000; i++) {
      if (await firstPage()) return (performance.now() - started) / 1000;
      if (child.exitCode !== null) throw new Error(`npm start in ${cwd} exited with ${child.exitCode}`);
      await sleep(100);
    }
    throw new Error(`npm start in ${cwd} showed no page in 5 minutes`);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    while (await firstPage()) await sleep(100);
    await sleep(500);
  }
}

const checkouts: [string, string][] = [
  ...(process.env.BENCH_BASELINE
    ? [['before', path.resolve(process.env.BENCH_BASELINE)] as [string, string]]
    : []),
  ['after', paths.repoRoot],
];
const rows: string[] = [];
for (const [name, cwd] of checkouts) {
  for (const dist of ['packages/web/dist', 'packages/server/dist'])
    fs.rmSync(path.join(cwd, dist), { recursive: true, force: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8'));
  let install = '–';
  if (manifest.scripts?.prepare) {
    const began = performance.now();
    const built = spawnSync('npm', ['run', 'prepare'], { cwd, stdio: 'ignore' });
    if (built.status !== 0) throw new Error(`npm run prepare in ${cwd} exited with ${built.status}`);
    install = `${((performance.now() - began) / 1000).toFixed(1)} s`;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyreline-start-'));
  try {
    const first = await timeStart(cwd, dataDir);
    const again = await timeStart(cwd, dataDir);
    rows.push(`| ${name} | ${install} | ${first.toFixed(1)} s | ${again.toFixed(1)} s |`);
    console.log(rows.at(-1));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`\nnpm start → first page (load average now ${os.loadavg()[0]!.toFixed(1)})`);
console.log(
  '| build | built by `npm install` (prepare) | first start (empty data folder) | again (nothing changed) |',
);
console.log('| --- | --- | --- | --- |');
for (const row of rows) console.log(row);
