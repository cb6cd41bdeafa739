import { accessSync, constants, createReadStream } from 'node:fs';
import path from 'node:path';
import type { ImportKind, ImportProblem, ImportReport } from '@tyreline/domain/contract/staff-imports';
import type { ImportFile, ImportOutcome } from '../features/imports/imports.service.ts';
import { refusalText } from '../lib/import-csv.ts';
import { CliError, type OptionValues } from './command.ts';

/** The flag every import command takes: check every row and report, then roll back, as the back office's dry run. */
export const DRY_RUN_OPTION = { 'dry-run': { type: 'boolean' } } as const;
export const isDryRun = (values: OptionValues) => values['dry-run'] === true;

/** What the operator reads after an import: "Imported …", or "Would import …" and that nothing was written. */
export const importedLine = (dryRun: boolean, counts: string) =>
  dryRun ? `Would import ${counts}. Nothing was written (dry run).` : `Imported ${counts}.`;

/** Files named on the command line, opened for the import pipeline; a CliError for one that cannot be read. */
export function openImportFiles(files: { kind: ImportKind; file: string }[]): ImportFile[] {
  return files.map(({ kind, file }) => {
    try {
      accessSync(file, constants.R_OK);
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    return { kind, name: path.basename(file), stream: createReadStream(file) };
  });
}

/** A file's problems, named by the file, for `refusalText`. */
export const problemsOf = (file: string, problems: ImportProblem[]) =>
  problems.map((problem) => ({ file, problem }));

/** The pipeline's reports, or a CliError listing every problem of the file it refused. */
export function reportsOf(outcome: ImportOutcome): ImportReport[] {
  if (outcome.kind === 'refused')
    throw new CliError(refusalText(outcome.problemCount, problemsOf(outcome.file, outcome.problems)));
  return outcome.reports;
}
