import { plainAmount, type Cents } from './money.ts';

/** An amount of money in a CSV file: written as `1234.50`, never as `1,234.5` or `$1,234.50`. */
export interface CsvAmount {
  cents: Cents;
}

/** A CSV cell: text, a number, an amount of money, or nothing (an empty cell). */
export type CsvValue = string | number | CsvAmount | null | undefined;

/** An amount cell: `csvAmount(123450)` is written `1234.50`. */
export const csvAmount = (cents: Cents): CsvAmount => ({ cents });

/** Characters a spreadsheet reads as the start of a formula (tab and CR too, per OWASP's CSV-injection advice). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of a CSV file a person will open in a spreadsheet. Text that would start a formula gets a
 * leading apostrophe, so `=HYPERLINK(…)` in an order reference shows as text instead of running.
 * Numbers and amounts are written as they are: a negative amount is data, not a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return plainAmount(value.cents);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file (RFC 4180, CRLF line ends) with a header row; every text cell neutralised. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
