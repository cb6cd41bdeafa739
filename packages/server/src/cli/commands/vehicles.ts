import { importVehicleFile, VEHICLE_COLUMNS } from '../../features/imports/vehicle-import.ts';
import { required, type CliCommand } from '../command.ts';

const vehicleImport: CliCommand = {
  name: 'vehicle:import',
  summary:
    'Import vehicle fitment (sizes, wheel fitment, placard) from CSV; one bad row (listed by line) imports nothing',
  usage: [
    '--file vehicles.csv',
    `columns: ${[...VEHICLE_COLUMNS.required, ...VEHICLE_COLUMNS.optional.map((o) => `[${o}]`)].join(', ')}`,
    '(upsert by make + model + variant + year_from; rear_tyre only for a staggered vehicle)',
  ].join('\n      '),
  options: { file: { type: 'string' } },
  async run({ db, values, out }) {
    const { created, updated } = await importVehicleFile(db, required(values, 'file', 1000));
    out(`Imported ${created + updated} vehicles (${created} new, ${updated} updated).`);
  },
};

export const vehicleCommands: CliCommand[] = [vehicleImport];
