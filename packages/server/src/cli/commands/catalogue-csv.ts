import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { formatAmount, MAX_AMOUNT_CENTS, parseDollars } from '@tyreline/domain/money';
import { hasControlCharacters } from '@tyreline/domain/text';
import { CliError } from '../command.ts';

/** One data row of a CSV file with its line number (the header is line 1). */
export interface CsvRow {
  file: string;
  line: number;
  cells: Record<string, string>;
}

/** Every problem of an import, by file and line, so the operator fixes them all in one go. */
export class ImportErrors {
  private readonly messages: string[] = [];

  add(row: Pick<CsvRow, 'file' | 'line'>, message: string): void {
    this.messages.push(`${row.file} line ${row.line}: ${message}`);
  }

  get count(): number {
    return this.messages.length;
  }

  /** A CliError listing the first problems, when there is any. */
  throwIfAny(): void {
    if (this.messages.length === 0) return;
    const shown = this.messages.slice(0, 50);
    const more = this.messages.length - shown.length;
    throw new CliError(
      [
        `Nothing was imported: ${this.messages.length} problem${this.messages.length === 1 ? '' : 's'} to fix.`,
        ...shown,
        ...(more > 0 ? [`… and ${more} more.`] : []),
      ].join('\n'),
    );
  }
}

/** Reads a CSV file with a header row; unknown or missing columns are a CliError naming them. */
export function readCsv(
  file: string,
  columns: { required: readonly string[]; optional: readonly string[] },
): CsvRow[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const name = path.basename(file);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new CliError(`${name}${line ? ` line ${line}` : ''} is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header) throw new CliError(`${name} is empty: it needs a header row.`);
  const names = header.record.map((cell) => cell.toLowerCase());
  const known = new Set([...columns.required, ...columns.optional]);
  const unknown = names.filter((n) => !known.has(n));
  const missing = columns.required.filter((n) => !names.includes(n));
  if (unknown.length > 0 || missing.length > 0) {
    throw new CliError(
      [
        `${name} has the wrong columns.`,
        ...(missing.length > 0 ? [`Missing: ${missing.join(', ')}.`] : []),
        ...(unknown.length > 0 ? [`Unknown: ${unknown.join(', ')}.`] : []),
        `Columns: ${columns.required.join(', ')} (required); ${columns.optional.join(', ')}.`,
      ].join(' '),
    );
  }
  return data.map(({ record, info }) => ({
    file: name,
    line: info.lines,
    cells: Object.fromEntries(names.map((n, i) => [n, record[i] ?? ''])),
  }));
}

/** Typed reads of a row's cells; each bad cell adds a line-numbered error and reads as undefined. */
export function cellReader(row: CsvRow, errors: ImportErrors) {
  const bad = (column: string, what: string) => {
    errors.add(row, `${column} ${what}, got "${row.cells[column]}"`);
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
      for (const column of columns) if (raw(column) === undefined) errors.add(row, `${column} is required`);
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

/** Errors for a key seen twice in one file: the later row would silently overwrite the earlier. */
export function rejectDuplicates<T>(
  items: T[],
  key: (item: T) => string,
  row: (item: T) => CsvRow,
  errors: ImportErrors,
) {
  const seen = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    const first = seen.get(k);
    if (first !== undefined) errors.add(row(item), `the same row as line ${first}`);
    else seen.set(k, row(item).line);
  }
}

const CHUNK = 1000;
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
