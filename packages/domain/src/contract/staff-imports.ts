import { z } from 'zod';
import { staffMay, type StaffRole } from '../staff.ts';
import { errorBody, paginationQuery, requiredText } from './common.ts';
import { staffRole } from './staff.ts';

/** The CSV files the operator tool and the back office import (decisions 0013, 0040, 0041). */
export const IMPORT_KINDS = ['products', 'stock', 'prices', 'vehicles', 'delivery_runs'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  products: 'Products',
  stock: 'Stock levels',
  prices: 'Contract prices',
  vehicles: 'Vehicles (fitment)',
  delivery_runs: 'Delivery runs',
};

/** Each file's columns (header row, any order), as decision 0013 describes them. */
export const IMPORT_COLUMNS: Record<
  ImportKind,
  { required: readonly string[]; optional: readonly string[] }
> = {
  products: {
    required: ['department_id', 'type', 'sku', 'name', 'list_price'],
    optional: (
      'brand category image width profile rim load_index speed_rating runflat diameter rim_width ' +
      'bolt_pattern offset center_bore finish auto_part_type special_price active'
    ).split(' '),
  },
  stock: { required: ['warehouse', 'sku', 'quantity'], optional: [] },
  prices: { required: ['account_id', 'sku', 'best_price'], optional: ['special_price', 'special_offer'] },
  /** One row per variant and span of model years; `rear_tyre` only where it differs (decision 0040). */
  vehicles: {
    required: (
      'make model variant year_from year_to front_tyre bolt_pattern centre_bore offset_min offset_max ' +
      'wheel_diameter_min wheel_diameter_max rim_width_min rim_width_max thread fastener load_index speed_rating'
    ).split(' '),
    optional: ['rear_tyre'],
  },
  /** A file replaces every run of each warehouse it names (decision 0041). */
  delivery_runs: {
    required: ['warehouse', 'name', 'cutoff', 'days', 'lead_days', 'arrival'],
    optional: ['postcodes'],
  },
};

/** The largest CSV file the back office takes: ~600,000 stock rows. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/** Who may import a kind of file: stock is the warehouse's too, the others (catalogue, fitment, runs) are not. */
export function mayImport(role: StaffRole, kind: ImportKind): boolean {
  return staffMay(role, kind === 'stock' ? 'importStock' : 'importCatalogue');
}

/** The query of an upload; the file itself is the request body (`text/csv`). */
export const importQuery = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'Kind must be products, stock, prices, vehicles or delivery_runs' }),
  file_name: requiredText('File name', 200),
});
export type ImportQuery = z.infer<typeof importQuery>;

/** One bad row (or a bad file, without a line) of an upload. */
export const importProblem = z.object({
  /** The file's line, the header being line 1; null for a problem of the whole file. */
  line: z.number().int().nullable(),
  /** The column the problem is in, when it is one cell. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const importCounts = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

/** One value an import changes, as text. */
export const importChange = z.object({ column: z.string(), before: z.string(), after: z.string() });
export type ImportChange = z.infer<typeof importChange>;

/** A dry run's answer: what a commit would change, or every problem that refuses it. */
export const importReport = importCounts.extend({
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  /** The first problems found (at most IMPORT_PROBLEMS_SHOWN); empty when the file may be committed. */
  problems: z.array(importProblem),
  problem_count: z.number().int(),
  /** The first rows with what committing would do to each. */
  sample: z.array(
    z.object({
      line: z.number().int(),
      row: z.string(),
      change: z.enum(['new', 'updated', 'unchanged']),
      /** An updated row's every changed value, before → after (stock, prices and products). */
      changes: z.array(importChange).optional(),
    }),
  ),
});
export type ImportReport = z.infer<typeof importReport>;

export const IMPORT_PROBLEMS_SHOWN = 500;

/** A commit's answer: what was written, and the history row it made. */
export const importCommitted = importReport.extend({ id: z.number().int() });

/** A commit's 422: a bad query or no file (`errors`), or a bad file (the same problems a dry run shows). */
export const importRefusedBody = errorBody.extend({
  problems: z.array(importProblem).optional(),
  problem_count: z.number().int().optional(),
});

/** One committed import, as the history lists it. */
export const importHistoryEntry = importCounts.extend({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  /** Null for an import by the operator tool. */
  staff: z.object({ id: z.number().int(), name: z.string(), role: staffRole }).nullable(),
});
export type ImportHistoryEntry = z.infer<typeof importHistoryEntry>;

export const importHistoryQuery = paginationQuery;

/** A warehouse as a stock file's `warehouse` cell names it (its code, or its id). */
export const importWarehouse = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  department_id: z.number().int(),
});
export type ImportWarehouse = z.infer<typeof importWarehouse>;

/** An example row per kind for a template file; every column of the kind, required first. */
const TEMPLATE_EXAMPLES: Record<ImportKind, Record<string, string>> = {
  products: {
    department_id: '7',
    type: 'tyre',
    sku: 'EXAMPLE-2055516',
    name: 'Example Grip 205/55R16 91V',
    brand: 'Example',
    width: '205',
    profile: '55',
    rim: '16',
    load_index: '91',
    speed_rating: 'V',
    list_price: '189.90',
  },
  stock: { warehouse: 'BNE-N', sku: 'EXAMPLE-2055516', quantity: '12' },
  prices: {
    account_id: '1',
    sku: 'EXAMPLE-2055516',
    best_price: '159.00',
    special_price: '',
    special_offer: 'no',
  },
  vehicles: {
    make: 'Toyota',
    model: 'Corolla',
    variant: 'Ascent Sport',
    year_from: '2018',
    year_to: '2024',
    front_tyre: '205/55R16',
    bolt_pattern: '5x114.3',
    centre_bore: '60.1',
    offset_min: '35',
    offset_max: '45',
    wheel_diameter_min: '15',
    wheel_diameter_max: '18',
    rim_width_min: '6',
    rim_width_max: '7.5',
    thread: 'M12x1.5',
    fastener: 'Wheel nut',
    load_index: '91',
    speed_rating: 'V',
  },
  delivery_runs: {
    warehouse: 'BNE-N',
    name: 'Northside morning',
    cutoff: '10:00',
    days: 'Mon-Fri',
    lead_days: '0',
    arrival: 'afternoon',
    postcodes: '4000-4179',
  },
};

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A template file of a kind: the header row with every column (required first) and one example row. */
export function importTemplate(kind: ImportKind): string {
  const columns = [...IMPORT_COLUMNS[kind].required, ...IMPORT_COLUMNS[kind].optional];
  const example = TEMPLATE_EXAMPLES[kind];
  return [columns.join(','), columns.map((c) => csvCell(example[c] ?? '')).join(',')].join('\r\n') + '\r\n';
}
