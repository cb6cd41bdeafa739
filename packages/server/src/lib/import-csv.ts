import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { formatAmount, MAX_AMOUNT_CENTS, parseDollars } from '@tyreline/domain/money';
import { hasControlCharacters } from '@tyreline/domain/text';
import {
  IMPORT_PROBLEMS_SHOWN,
  type ImportChange,
  type ImportProblem,
  type ImportReport,
} from '@tyreline/domain/contract/staff-imports';

/** One data row of a CSV file with its line number (the header is line 1). */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

export interface CsvColumns {
  required: readonly string[];
  optional: readonly string[];
}

/** Every problem of one file, by line and column, so whoever imports fixes them all in one go. */
export class ImportProblems {
  readonly shown: ImportProblem[] = [];
  count = 0;

  /** A problem of a row (its line), or of the whole file (line null). */
  add(line: number | null, message: string, column: string | null = null): void {
    this.count += 1;
    if (this.shown.length < IMPORT_PROBLEMS_SHOWN) this.shown.push({ line, column, message });
  }
}

/** "stock.csv line 4: quantity must be…" or "stock.csv has the wrong columns…", as the operator tool prints. */
export const problemText = (file: string, problem: ImportProblem) =>
  problem.line === null ? `${file} ${problem.message}` : `${file} line ${problem.line}: ${problem.message}`;

/**
 * Streams a CSV file with a header row, one row at a time; a wrong header (unknown or missing columns) or
 * malformed CSV is a problem of the file and ends the reading. Errors of the source (an upload past its
 * size limit) are thrown as they are.
 */
export async function* readCsv(
  source: Readable,
  columns: CsvColumns,
  problems: ImportProblems,
): AsyncGenerator<CsvRow> {
  const parser = parse({ bom: true, trim: true, skip_empty_lines: true, info: true });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let names: string[] | undefined;
  let rowCount = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (names) {
        rowCount += 1;
        yield { line: info.lines, cells: Object.fromEntries(names.map((n, i) => [n, record[i] ?? ''])) };
        continue;
      }
      names = record.map((cell) => cell.toLowerCase());
      const wrong = wrongColumns(names, columns);
      if (wrong) {
        problems.add(null, wrong);
        return;
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as { lines?: number }).lines;
    problems.add(line ?? null, `is not valid CSV: ${error.message}`);
    return;
  }
  if (!names) problems.add(null, 'is empty: it needs a header row.');
  // A header alone would commit an import of nothing (issue #24).
  else if (rowCount === 0) problems.add(null, 'has no rows: add at least one row under the header row.');
}

/** What is wrong with a header row, or undefined. */
function wrongColumns(names: string[], columns: CsvColumns): string | undefined {
  const known = new Set([...columns.required, ...columns.optional]);
  const unknown = names.filter((n) => !known.has(n));
  const missing = columns.required.filter((n) => !names.includes(n));
  if (unknown.length === 0 && missing.length === 0) return undefined;
  return [
    'has the wrong columns.',
    ...(missing.length > 0 ? [`Missing: ${missing.join(', ')}.`] : []),
    ...(unknown.length > 0 ? [`Unknown: ${unknown.join(', ')}.`] : []),
    `Columns: ${columns.required.join(', ')} (required); ${columns.optional.join(', ') || 'none optional'}.`,
  ].join(' ');
}

/** Typed reads of a row's cells; each bad cell adds a line-numbered error and reads as undefined. */
export function cellReader(row: CsvRow, problems: ImportProblems) {
  const bad = (column: string, what: string) => {
    problems.add(row.line, `${column} ${what}, got "${row.cells[column]}"`, column);
    return undefined;
  };
  const raw = (column: string): string | undefined => {
    const value = row.cells[column];
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    text(column: string, max = 255): string | undefined {
      const value = raw(column);
      if (value === undefined) return undefined;
      if (value.length > max) return bad(column, `must be at most ${max} characters`);
      return hasControlCharacters(value) ? bad(column, 'must not contain control characters') : value;
    },
    /** Adds an error for each of the columns left empty. */
    need(...columns: string[]): void {
      for (const column of columns)
        if (raw(column) === undefined) problems.add(row.line, `${column} is required`, column);
    },
    integer(column: string, min: number, max: number): number | undefined {
      const value = raw(column);
      if (value === undefined) return undefined;
      const n = Number(value);
      return Number.isInteger(n) && n >= min && n <= max
        ? n
        : bad(column, `must be a whole number from ${min} to ${max}`);
    },
    decimal(column: string, min: number, max: number): number | undefined {
      const value = raw(column);
      if (value === undefined) return undefined;
      const n = Number(value);
      return /^-?\d+(\.\d+)?$/.test(value) && n >= min && n <= max
        ? n
        : bad(column, `must be a number from ${min} to ${max}`);
    },
    /** An amount in dollars (at most two decimals), answered in cents. */
    cents(column: string): number | undefined {
      const value = raw(column);
      if (value === undefined) return undefined;
      return (
        parseDollars(value) ??
        bad(column, `must be dollars from 0 to ${formatAmount(MAX_AMOUNT_CENTS)}, such as 189.99`)
      );
    },
    boolean(column: string): boolean | undefined {
      const value = raw(column)?.toLowerCase();
      if (value === undefined) return undefined;
      if (['true', 'yes', 'y', '1'].includes(value)) return true;
      if (['false', 'no', 'n', '0'].includes(value)) return false;
      return bad(column, 'must be yes or no');
    },
    /** A cell that must be one of the given values (compared upper-case for codes such as speed ratings). */
    oneOf<T extends string>(
      column: string,
      values: readonly T[],
      normalize = (v: string) => v,
    ): T | undefined {
      const value = raw(column);
      if (value === undefined) return undefined;
      const normal = normalize(value);
      return (values as readonly string[]).includes(normal)
        ? (normal as T)
        : bad(column, `must be one of ${values.join(', ')}`);
    },
    /** A cell read by a domain parser (tyre size, PCD…); null from the parser is an error. */
    parsed<T>(column: string, parser: (text: string) => T | null, example: string): T | undefined {
      const value = raw(column);
      if (value === undefined) return undefined;
      return parser(value) ?? bad(column, `is not ${example}`);
    },
  };
}

/** A problem for a key seen twice in one file: the later row would silently overwrite the earlier. */
export function duplicateCheck(problems: ImportProblems) {
  const seen = new Map<string, number>();
  return (key: string, line: number): boolean => {
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, line);
      return false;
    }
    problems.add(line, `the same row as line ${first}`);
    return true;
  };
}

/**
 * `duplicateCheck` for rows keyed by two ids (product and warehouse, account and product): nested maps of
 * small integers instead of a string per row. 600,000 stock rows kept as `"12345|7"` strings were ~50 MB
 * that lived to the end of the import, and V8 lets the heap grow to a multiple of what lives.
 */
export function pairDuplicateCheck(problems: ImportProblems) {
  const seen = new Map<number, Map<number, number>>();
  return (first: number, second: number, line: number): boolean => {
    let lines = seen.get(first);
    if (!lines) seen.set(first, (lines = new Map()));
    const earlier = lines.get(second);
    if (earlier === undefined) {
      lines.set(second, line);
      return false;
    }
    problems.add(line, `the same row as line ${earlier}`);
    return true;
  };
}

/** One row checked and ready to write, with what the sample shows of it. */
export interface ImportItem<T> {
  line: number;
  /** Identifies the row among the written ones (e.g. department and SKU). */
  key: string;
  label: string;
  values: T;
  /** The values the row sets, as text by column, so an updated row's sample shows before → after. */
  shown?: Record<string, string>;
}

/** Each key's current values, as text by column, read before a chunk is written (only for sampled rows). */
export type CurrentValues = (keys: string[]) => Promise<Map<string, Record<string, string>>>;

/** What a chunk's write answers for each row it created or changed (unchanged rows are not returned). */
export type Written = { key: string; created: boolean }[];

/** Every column whose value the row changes, before → after (an absent value reads as empty). */
export function changesOf(before: Record<string, string>, after: Record<string, string>): ImportChange[] {
  return Object.entries(after).flatMap(([column, value]) =>
    (before[column] ?? '') === value ? [] : [{ column, before: before[column] ?? '', after: value }],
  );
}

const CHUNK = 1000;
const SAMPLE = 10;

/**
 * Writes checked rows in chunks of 1,000 as they stream in, counting new, updated and unchanged rows; after
 * the first problem it stops writing (the transaction is rolled back) and the rows are only checked.
 */
export function chunkWriter<T>(
  problems: ImportProblems,
  write: (chunk: ImportItem<T>[]) => Promise<Written>,
  current?: CurrentValues,
) {
  let pending: ImportItem<T>[] = [];
  const counts = { rows: 0, created: 0, updated: 0, unchanged: 0 };
  const sample: ImportReport['sample'] = [];
  const flush = async () => {
    const chunk = pending;
    pending = [];
    if (problems.count > 0 || chunk.length === 0) return;
    const sampled = chunk.slice(0, SAMPLE - sample.length);
    const before = current && sampled.length > 0 ? await current(sampled.map((i) => i.key)) : undefined;
    const written = new Map((await write(chunk)).map((w) => [w.key, w.created]));
    counts.rows += chunk.length;
    for (const created of written.values()) counts[created ? 'created' : 'updated'] += 1;
    counts.unchanged += chunk.length - written.size;
    for (const item of sampled) {
      const created = written.get(item.key);
      const change = created === undefined ? 'unchanged' : created ? 'new' : 'updated';
      const was = before?.get(item.key);
      sample.push({
        line: item.line,
        row: item.label,
        change,
        ...(change === 'updated' && was && item.shown ? { changes: changesOf(was, item.shown) } : {}),
      });
    }
  };
  return {
    async add(item: ImportItem<T>) {
      if (problems.count > 0) return;
      pending.push(item);
      if (pending.length >= CHUNK) await flush();
    },
    /** Writes the last chunk; answers the counts and the sample. */
    async finish() {
      await flush();
      return { ...counts, sample };
    },
  };
}

/** The operator tool's refusal: how many problems, then the first 50, each with its file and line. */
export function refusalText(count: number, problems: { file: string; problem: ImportProblem }[]): string {
  const shown = problems.slice(0, 50);
  const more = count - shown.length;
  return [
    `Nothing was imported: ${count} problem${count === 1 ? '' : 's'} to fix.`,
    ...shown.map(({ file, problem }) => problemText(file, problem)),
    ...(more > 0 ? [`… and ${more} more.`] : []),
  ].join('\n');
}

/** Rows in chunks of 1,000, for writes of rows already read whole. */
export const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** An upsert's `set`: a re-imported row replaces every column but those named (its identity, generated ones). */
export function replaceAllBut(table: PgTable, keep: readonly string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !keep.includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
}
