import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { paths } from '../../src/env.ts';
import type { CliCommand } from '../../src/cli/command.ts';
import type { Db } from '../../src/db/client.ts';

/** Runs one operator command in-process against a test database, collecting what it prints. */
export async function runCommand(
  command: CliCommand,
  db: Db,
  values: Record<string, string>,
  positionals: string[] = [],
) {
  const lines: string[] = [];
  await command.run({ db, values, positionals, out: (line) => lines.push(line) });
  return lines;
}

/** Runs the real operator tool as a separate process, as staff would. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(paths.serverRoot, 'src/cli/main.ts'), ...args],
      { env: { ...process.env, ...env }, cwd: paths.serverRoot },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
