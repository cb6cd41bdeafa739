/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (tab and CR too, per OWASP's CSV-injection advice). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of a CSV file a person will open in a spreadsheet. Text that would start a formula gets a
 * leading apostrophe, so `=HYPERLINK(…)` in an order reference shows as text instead of running.
 * Numbers are written as they are: a negative amount is data, not a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file (RFC 4180, CRLF line ends) with a header row; every text cell neutralised. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
