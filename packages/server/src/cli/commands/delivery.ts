import path from 'node:path';
import { inTransaction } from '../../db/client.ts';
import { importCatalogue } from '../../features/imports/imports.service.ts';
import { ImportProblems, refusalText } from '../../lib/import-csv.ts';
import {
  checkHolidayFile,
  HOLIDAY_COLUMNS,
  RUN_COLUMNS,
  writeHolidays,
} from '../../features/imports/delivery-import.ts';
import { CliError, optional, type CliCommand } from '../command.ts';
import { DRY_RUN_OPTION, importedLine, isDryRun, openImportFiles, problemsOf } from '../import-files.ts';

const columns = (c: { required: readonly string[]; optional: readonly string[] }) =>
  [...c.required, ...c.optional.map((o) => `[${o}]`)].join(', ');

const deliveryImport: CliCommand = {
  name: 'delivery:import',
  summary: 'Import delivery runs and public holidays from CSV; one bad row (listed by line) imports nothing',
  usage: [
    '[--runs runs.csv] [--holidays holidays.csv] [--dry-run]',
    `runs.csv:     ${columns(RUN_COLUMNS)} (replaces the runs of each warehouse named; cutoff 14:30 local; days Mon-Fri; arrival morning|afternoon; postcodes 4000-4179 4305)`,
    `holidays.csv: ${columns(HOLIDAY_COLUMNS)} (date YYYY-MM-DD; added, or renamed when there)`,
    '--dry-run checks every row and reports what would change, writing nothing; the runs show in the import history',
  ].join('\n      '),
  options: { runs: { type: 'string' }, holidays: { type: 'string' }, ...DRY_RUN_OPTION },
  async run({ db, values, out }) {
    const runs = optional(values, 'runs', 1000);
    const holidays = optional(values, 'holidays', 1000);
    if (!runs && !holidays) throw new CliError('Give --runs and/or --holidays.');
    const dryRun = isDryRun(values);
    const files = runs ? openImportFiles([{ kind: 'delivery_runs', file: runs }]) : [];
    // The runs go through the import pipeline; the holidays, which it has no kind for, join its transaction.
    const imported = await inTransaction(db, async (tx) => {
      const holidayProblems = new ImportProblems();
      const checked = holidays ? await checkHolidayFile(holidays, holidayProblems) : [];
      const outcome =
        files.length > 0
          ? await importCatalogue(tx, files, { dryRun: dryRun || holidayProblems.count > 0 })
          : undefined;
      const refused = outcome?.kind === 'refused' ? outcome : undefined;
      const count = (refused?.problemCount ?? 0) + holidayProblems.count;
      if (count > 0) {
        throw new CliError(
          refusalText(count, [
            ...(refused ? problemsOf(refused.file, refused.problems) : []),
            ...(holidays ? problemsOf(path.basename(holidays), holidayProblems.shown) : []),
          ]),
        );
      }
      if (!dryRun) await writeHolidays(tx, checked);
      const report = outcome?.kind === 'done' ? outcome.reports[0] : undefined;
      return { report, holidays: checked.length };
    });
    const { report } = imported;
    out(
      importedLine(
        dryRun,
        `${report?.rows ?? 0} delivery runs (${report?.created ?? 0} new, ${report?.updated ?? 0} updated) and ${imported.holidays} public holidays`,
      ),
    );
  },
};

export const deliveryCommands: CliCommand[] = [deliveryImport];
