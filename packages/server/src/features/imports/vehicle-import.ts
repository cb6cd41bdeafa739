import { inArray, sql } from 'drizzle-orm';
import { SPEED_RATINGS } from '@tyreline/domain/contract/catalogue';
import { IMPORT_COLUMNS } from '@tyreline/domain/contract/staff-imports';
import { FIRST_MODEL_YEAR, lastModelYear } from '@tyreline/domain/contract/vehicles';
import { parsePcd, parseTyreSize, type TyreSize } from '@tyreline/domain/tyre-size';
import type { Db } from '../../db/client.ts';
import { vehicles, vehicleTyreSizes } from '../../db/schema/vehicles.ts';
import {
  cellReader,
  chunks,
  duplicateCheck,
  replaceAllBut,
  type CsvRow,
  ImportProblems,
} from '../../lib/import-csv.ts';
import { readCsvFile, throwIfProblems } from './operator-files.ts';

export const VEHICLE_COLUMNS = IMPORT_COLUMNS.vehicles;

type VehicleValues = typeof vehicles.$inferInsert;
interface VehicleItem {
  row: CsvRow;
  values: VehicleValues;
  sizes: { axle: 'front' | 'rear'; width: number; profile: number; rim: number }[];
}

/** A metric size with all three parts (265/65R17); a vehicle's factory size is never partial. */
const fullSize = (text: string): Required<TyreSize> | null => {
  const size = parseTyreSize(text);
  return size?.profile !== undefined && size.rim !== undefined && size.width >= 100
    ? { width: size.width, profile: size.profile, rim: size.rim }
    : null;
};

/** Reads vehicle rows: every cell checked, years and ranges in order; a bad row adds line-numbered errors. */
function readVehicles(csv: CsvRow[], problems: ImportProblems): VehicleItem[] {
  const lastYear = lastModelYear();
  return csv.flatMap((row) => {
    const before = problems.count;
    const cell = cellReader(row, problems);
    cell.need(...VEHICLE_COLUMNS.required);
    const front = cell.parsed('front_tyre', fullSize, 'a tyre size such as 265/65R17');
    const rear = cell.parsed('rear_tyre', fullSize, 'a tyre size such as 265/65R17');
    const values = {
      make: cell.text('make', 60),
      model: cell.text('model', 60),
      variant: cell.text('variant', 100),
      yearFrom: cell.integer('year_from', FIRST_MODEL_YEAR, lastYear),
      yearTo: cell.integer('year_to', FIRST_MODEL_YEAR, lastYear),
      boltPattern: cell.parsed('bolt_pattern', parsePcd, 'a bolt pattern such as 6x139.7'),
      centreBore: cell.decimal('centre_bore', 30, 200),
      offsetMin: cell.integer('offset_min', -100, 150),
      offsetMax: cell.integer('offset_max', -100, 150),
      wheelDiameterMin: cell.decimal('wheel_diameter_min', 10, 30),
      wheelDiameterMax: cell.decimal('wheel_diameter_max', 10, 30),
      rimWidthMin: cell.decimal('rim_width_min', 3, 15),
      rimWidthMax: cell.decimal('rim_width_max', 3, 15),
      thread: cell.text('thread', 20),
      fastener: cell.text('fastener', 60),
      placardLoadIndex: cell.integer('load_index', 50, 200),
      placardSpeedRating: cell.oneOf('speed_rating', SPEED_RATINGS, (v) => v.toUpperCase()),
    };
    const inOrder = (low: number | undefined, high: number | undefined, what: string) => {
      if (low !== undefined && high !== undefined && low > high) problems.add(row.line, what);
    };
    inOrder(values.yearFrom, values.yearTo, 'year_to is before year_from');
    inOrder(values.offsetMin, values.offsetMax, 'offset_max is below offset_min');
    inOrder(
      values.wheelDiameterMin,
      values.wheelDiameterMax,
      'wheel_diameter_max is below wheel_diameter_min',
    );
    inOrder(values.rimWidthMin, values.rimWidthMax, 'rim_width_max is below rim_width_min');
    for (const [axle, size] of [
      ['front_tyre', front],
      ['rear_tyre', rear],
    ] as const) {
      const { wheelDiameterMin: min, wheelDiameterMax: max } = values;
      if (size && min !== undefined && max !== undefined && (size.rim < min || size.rim > max)) {
        problems.add(
          row.line,
          `${axle} is for a ${size.rim}" rim, outside the wheel diameters ${min}–${max}`,
        );
      }
    }
    if (problems.count > before || !front) return [];
    const sizes: VehicleItem['sizes'] = [{ axle: 'front', ...front }];
    if (rear && (rear.width !== front.width || rear.profile !== front.profile || rear.rim !== front.rim)) {
      sizes.push({ axle: 'rear', ...rear });
    }
    return [{ row, values: values as VehicleValues, sizes }];
  });
}

/** A re-import replaces every column but the identity. */
const UPDATE_ALL = replaceAllBut(vehicles, ['id', 'make', 'model', 'variant', 'yearFrom']);

const identity = (v: Pick<VehicleValues, 'make' | 'model' | 'variant' | 'yearFrom'>) =>
  `${v.make.toLowerCase()}|${v.model.toLowerCase()}|${v.variant.toLowerCase()}|${v.yearFrom}`;

/** Writes vehicles (upsert by make, model, variant and first year) and replaces their factory sizes. */
async function writeVehicles(tx: Db, items: VehicleItem[]) {
  let created = 0;
  const createdKeys = new Set<string>();
  for (const chunk of chunks(items)) {
    const written = await tx
      .insert(vehicles)
      .values(chunk.map((i) => i.values))
      .onConflictDoUpdate({
        target: [vehicles.make, vehicles.model, vehicles.variant, vehicles.yearFrom],
        set: UPDATE_ALL,
      })
      .returning({
        id: vehicles.id,
        make: vehicles.make,
        model: vehicles.model,
        variant: vehicles.variant,
        yearFrom: vehicles.yearFrom,
        created: sql<boolean>`xmax = 0`,
      });
    created += written.filter((w) => w.created).length;
    for (const w of written) if (w.created) createdKeys.add(identity(w));
    const idOf = new Map(written.map((w) => [identity(w), w.id]));
    await tx.delete(vehicleTyreSizes).where(inArray(vehicleTyreSizes.vehicleId, [...idOf.values()]));
    await tx
      .insert(vehicleTyreSizes)
      .values(
        chunk.flatMap((item) =>
          item.sizes.map((size) => ({ vehicleId: idOf.get(identity(item.values))!, ...size })),
        ),
      );
  }
  return { created, updated: items.length - created, createdKeys };
}

/** Every row checked, a variant and first year listed twice included; the problems go to `problems`. */
function checkVehicles(csv: CsvRow[], problems: ImportProblems): VehicleItem[] {
  const items = readVehicles(csv, problems);
  const seen = duplicateCheck(problems);
  for (const item of items) seen(identity(item.values), item.row.line);
  return items;
}

/** The demo's fitment file: every row checked, then all written; any problem (all named by line) writes nothing. */
export async function importVehicles(db: Db, file: string) {
  const problems = new ImportProblems();
  const items = checkVehicles(await readCsvFile(file, VEHICLE_COLUMNS, problems), problems);
  throwIfProblems([{ file, problems }]);
  const { created, updated } = await writeVehicles(db, items);
  return { created, updated };
}

const SAMPLE = 10;

/**
 * Vehicles through the import pipeline (its dry run, commit and history), from the back office's upload and from
 * vehicle:import alike; with any problem nothing is written and the caller rolls back.
 */
export async function importVehicleRows(tx: Db, csv: AsyncIterable<CsvRow>, problems: ImportProblems) {
  const rows: CsvRow[] = [];
  for await (const row of csv) rows.push(row);
  const items = checkVehicles(rows, problems);
  if (problems.count > 0 || items.length === 0)
    return { rows: 0, created: 0, updated: 0, unchanged: 0, sample: [] };
  const { created, updated, createdKeys } = await writeVehicles(tx, items);
  return {
    rows: items.length,
    created,
    updated,
    unchanged: 0,
    sample: items.slice(0, SAMPLE).map((item) => ({
      line: item.row.line,
      row: `${item.values.make} ${item.values.model} ${item.values.variant} (${item.values.yearFrom}–${item.values.yearTo})`,
      change: createdKeys.has(identity(item.values)) ? ('new' as const) : ('updated' as const),
    })),
  };
}
