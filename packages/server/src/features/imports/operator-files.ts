import { createReadStream } from 'node:fs';
import path from 'node:path';
import { CliError } from '../../cli/command.ts';
import { ImportProblems, readCsv, refusalText, type CsvColumns, type CsvRow } from '../../lib/import-csv.ts';

/**
 * A small operator-tool file read whole (vehicle fitment, delivery runs, holidays), with the same checks as
 * the streamed catalogue files; its problems go to the file's own `problems`.
 */
export async function readCsvFile(file: string, columns: CsvColumns, problems: ImportProblems) {
  const rows: CsvRow[] = [];
  try {
    for await (const row of readCsv(createReadStream(file), columns, problems)) rows.push(row);
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return rows;
}

/** Refuses the whole import (a CliError listing them) when any of its files has a problem. */
export function throwIfProblems(files: { file: string; problems: ImportProblems }[]): void {
  const count = files.reduce((sum, f) => sum + f.problems.count, 0);
  if (count === 0) return;
  throw new CliError(
    refusalText(
      count,
      files.flatMap(({ file, problems }) =>
        problems.shown.map((problem) => ({ file: path.basename(file), problem })),
      ),
    ),
  );
}
