/**
 * `npm run bench`: every `*.bench.ts` beside this file, one after the other, each in its own process so
 * one bench's server and pools cannot disturb the next. Each prints its own table for the README.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';

const folder = new URL('.', import.meta.url).pathname;
const benches = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}.`);

let failed = 0;
for (const file of benches) {
  console.log(
    `\n== ${file} (load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', folder + file], { stdio: 'inherit' });
  if (status !== 0) {
    console.log(`${file} exited with ${status}.`);
    failed++;
  }
}
process.exitCode = failed > 0 ? 1 : 0;
