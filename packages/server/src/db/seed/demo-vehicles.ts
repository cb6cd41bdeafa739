import path from 'node:path';
import { paths } from '../../env.ts';
import { importVehicles } from '../../features/imports/vehicle-import.ts';
import type { Db } from '../client.ts';

/**
 * Demonstration fitment data: common Australian utes, SUVs, small cars and vans with sizes and wheel specs
 * after the makers' public specifications, not licensed data. It goes in through the operator's importer.
 */
export const DEMO_VEHICLES_CSV = path.join(paths.serverRoot, 'src/db/seed/demo-vehicles.csv');

export async function seedDemoVehicles(db: Db): Promise<void> {
  await importVehicles(db, DEMO_VEHICLES_CSV);
}
