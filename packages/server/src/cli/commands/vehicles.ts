import { importCatalogue } from '../../features/imports/imports.service.ts';
import { VEHICLE_COLUMNS } from '../../features/imports/vehicle-import.ts';
import { required, type CliCommand } from '../command.ts';
import { DRY_RUN_OPTION, importedLine, isDryRun, openImportFiles, reportsOf } from '../import-files.ts';

const vehicleImport: CliCommand = {
  name: 'vehicle:import',
  summary:
    'Import vehicle fitment (sizes, wheel fitment, placard) from CSV; one bad row (listed by line) imports nothing',
  usage: [
    '--file vehicles.csv [--dry-run]',
    `columns: ${[...VEHICLE_COLUMNS.required, ...VEHICLE_COLUMNS.optional.map((o) => `[${o}]`)].join(', ')}`,
    '(upsert by make + model + variant + year_from; rear_tyre only for a staggered vehicle)',
    '--dry-run checks every row and reports what would change, writing nothing; a real import shows in the import history',
  ].join('\n      '),
  options: { file: { type: 'string' }, ...DRY_RUN_OPTION },
  async run({ db, values, out }) {
    const files = openImportFiles([{ kind: 'vehicles', file: required(values, 'file', 1000) }]);
    const dryRun = isDryRun(values);
    const [report] = reportsOf(await importCatalogue(db, files, { dryRun }));
    const { rows, created, updated } = report!;
    out(importedLine(dryRun, `${rows} vehicles (${created} new, ${updated} updated)`));
  },
};

export const vehicleCommands: CliCommand[] = [vehicleImport];
