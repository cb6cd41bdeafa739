import type { Readable } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  type ImportHistoryEntry,
  type ImportKind,
  type ImportProblem,
  type ImportReport,
} from '@tyreline/domain/contract/staff-imports';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { catalogueImports, staffUsers } from '../../db/schema/staff.ts';
import { audit } from '../../lib/audit.ts';
import { ImportProblems, readCsv, type CsvColumns, type CsvRow } from '../../lib/import-csv.ts';
import { describeStockChange } from '../catalogue/stock-ledger.repository.ts';
import { importProducts } from './product-import.ts';
import { importPrices, importStock } from './stock-price-import.ts';
import { importDeliveryRunRows } from './delivery-import.ts';
import { importVehicleRows } from './vehicle-import.ts';

/** One CSV file to import, read as a stream. */
export interface ImportFile {
  kind: ImportKind;
  name: string;
  stream: Readable;
}

type Importer = (
  tx: Db,
  csv: AsyncIterable<CsvRow>,
  problems: ImportProblems,
) => ReturnType<typeof importProducts>;

/** Each kind's columns and how its rows are written; products go first, so stock and prices may name them. */
export const IMPORTERS: Record<ImportKind, { columns: CsvColumns; write: Importer }> = {
  products: { columns: IMPORT_COLUMNS.products, write: importProducts },
  stock: { columns: IMPORT_COLUMNS.stock, write: importStock },
  prices: { columns: IMPORT_COLUMNS.prices, write: importPrices },
  vehicles: { columns: IMPORT_COLUMNS.vehicles, write: importVehicleRows },
  delivery_runs: { columns: IMPORT_COLUMNS.delivery_runs, write: importDeliveryRunRows },
};

export type ImportOutcome =
  | { kind: 'refused'; file: string; problems: ImportProblem[]; problemCount: number }
  | { kind: 'done'; reports: ImportReport[]; historyIds: number[] };

/** Thrown inside the transaction to roll it back, carrying what to answer. */
class RollBack extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('rolled back');
  }
}

/**
 * Imports CSV files in one transaction (decisions 0013, 0032): every row is checked, and one problem in any
 * file rolls all of them back. A dry run does the whole import and rolls it back, so it reports exactly what a
 * commit would change. A commit keeps a history row per file and, for a staff member (`by`), one audit row
 * with the counts.
 */
export async function importCatalogue(
  db: Db,
  files: ImportFile[],
  options: { dryRun: boolean; by?: { staffId: number } },
): Promise<ImportOutcome> {
  const ordered = [...files].sort(
    (a, b) => Object.keys(IMPORTERS).indexOf(a.kind) - Object.keys(IMPORTERS).indexOf(b.kind),
  );
  try {
    return await inTransaction(db, async (tx) => {
      // Stock ranks (decision 0036) are computed once for everything the files touched, before the commit.
      await tx.execute(sql`select defer_stock_ranks()`);
      const reports: ImportReport[] = [];
      const historyIds: number[] = [];
      for (const file of ordered) {
        const { columns, write } = IMPORTERS[file.kind];
        const problems = new ImportProblems();
        // The history row's id, taken now, so the stock movements of this file name the import they belong to.
        const historyId = await nextImportId(tx);
        historyIds.push(historyId);
        await describeStockChange(tx, {
          kind: 'import',
          reference: `import ${historyId}`,
          staffUserId: options.by?.staffId ?? null,
          reason: file.name,
        });
        const written = await write(tx, readCsv(file.stream, columns, problems), problems);
        if (problems.count > 0) {
          throw new RollBack({
            kind: 'refused',
            file: file.name,
            problems: problems.shown,
            problemCount: problems.count,
          });
        }
        reports.push({ kind: file.kind, file_name: file.name, problems: [], problem_count: 0, ...written });
      }
      if (options.dryRun) throw new RollBack({ kind: 'done', reports, historyIds: [] });
      await tx.execute(sql`select flush_stock_ranks()`);
      for (const [i, report] of reports.entries()) await recordImport(tx, historyIds[i]!, report, options.by);
      return { kind: 'done' as const, reports, historyIds };
    });
  } catch (error) {
    if (error instanceof RollBack) return error.outcome;
    throw error;
  }
}

async function nextImportId(tx: Db): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('catalogue_imports', 'id'))::int as id`,
  );
  return row!.id;
}

async function recordImport(tx: Db, id: number, report: ImportReport, by: { staffId: number } | undefined) {
  const counts = {
    rows: report.rows,
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
  };
  await tx.insert(catalogueImports).values({
    id,
    staffUserId: by?.staffId ?? null,
    kind: report.kind,
    fileName: report.file_name,
    ...counts,
  });
  if (by) {
    await audit(tx, {
      staffId: by.staffId,
      action: 'catalogue.import',
      entityType: 'import',
      entityId: id,
      before: null,
      after: { kind: report.kind, file_name: report.file_name, ...counts },
    });
  }
  return id;
}

/** The committed imports, newest first. */
export async function listImports(
  db: Db,
  page: number,
  perPage: number,
): Promise<{ data: ImportHistoryEntry[]; total: number }> {
  const found = await db
    .select({
      id: catalogueImports.id,
      at: catalogueImports.at,
      kind: catalogueImports.kind,
      fileName: catalogueImports.fileName,
      rows: catalogueImports.rows,
      created: catalogueImports.created,
      updated: catalogueImports.updated,
      unchanged: catalogueImports.unchanged,
      staffId: staffUsers.id,
      staffName: staffUsers.name,
      staffRole: staffUsers.role,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(catalogueImports)
    .leftJoin(staffUsers, eq(staffUsers.id, catalogueImports.staffUserId))
    .orderBy(desc(catalogueImports.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total =
    found[0]?.total ?? (await db.select({ n: sql<number>`count(*)::int` }).from(catalogueImports))[0]?.n ?? 0;
  return {
    total,
    data: found.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      kind: r.kind,
      file_name: r.fileName,
      rows: r.rows,
      created: r.created,
      updated: r.updated,
      unchanged: r.unchanged,
      staff:
        r.staffId === null || r.staffName === null || r.staffRole === null
          ? null
          : { id: r.staffId, name: r.staffName, role: r.staffRole },
    })),
  };
}
