import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { paths } from '../../src/env.ts';
import { CliError, type CliCommand } from '../../src/cli/command.ts';
import type { Db } from '../../src/db/client.ts';

/** Runs one operator command in-process against a test database, collecting what it prints. */
export async function runCommand(
  command: CliCommand,
  db: Db,
  values: Record<string, string | boolean>,
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

/** A scratch folder for an import test's CSV files: `write` answers the file's path. */
export function csvFolder(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    write(name: string, lines: string[]): string {
      const file = path.join(dir, name);
      writeFileSync(file, lines.join('\n') + '\n');
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs a command that must refuse, answering the message it prints for the operator. */
export async function refusal(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CliError)) throw new Error(`expected a CliError, got ${String(error)}`);
  return error.message;
}
