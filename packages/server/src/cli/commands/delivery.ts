import { HOLIDAY_COLUMNS, importDelivery, RUN_COLUMNS } from '../../features/imports/delivery-import.ts';
import { CliError, optional, type CliCommand } from '../command.ts';

const columns = (c: { required: readonly string[]; optional: readonly string[] }) =>
  [...c.required, ...c.optional.map((o) => `[${o}]`)].join(', ');

const deliveryImport: CliCommand = {
  name: 'delivery:import',
  summary: 'Import delivery runs and public holidays from CSV; one bad row (listed by line) imports nothing',
  usage: [
    '[--runs runs.csv] [--holidays holidays.csv]',
    `runs.csv:     ${columns(RUN_COLUMNS)} (replaces the runs of each warehouse named; cutoff 14:30 local; days Mon-Fri; arrival morning|afternoon; postcodes 4000-4179 4305)`,
    `holidays.csv: ${columns(HOLIDAY_COLUMNS)} (date YYYY-MM-DD; added, or renamed when there)`,
  ].join('\n      '),
  options: { runs: { type: 'string' }, holidays: { type: 'string' } },
  async run({ db, values, out }) {
    const runs = optional(values, 'runs', 1000);
    const holidays = optional(values, 'holidays', 1000);
    if (!runs && !holidays) throw new CliError('Give --runs and/or --holidays.');
    const imported = await importDelivery(db, { runs, holidays });
    out(
      `Imported ${imported.runs} delivery runs for ${imported.warehouses} warehouses and ${imported.holidays} public holidays.`,
    );
  },
};

export const deliveryCommands: CliCommand[] = [deliveryImport];
