import { MAX_LINE_QTY } from './contract/orders.ts';
import { parseTyreSize, type TyreSize } from './tyre-size.ts';

/** The most lines one quick order takes; a longer paste is refused whole, with this number in the message. */
export const MAX_QUICK_ORDER_LINES = 300;

/** The most characters one quick order takes, pasted or read from a file: 300 long lines and then some. */
export const MAX_QUICK_ORDER_CHARS = 100_000;

export type QuickOrderItem = { kind: 'size'; size: TyreSize; text: string } | { kind: 'sku'; sku: string };

/** One non-empty line of a quick order, read: what it asks for and how many, or why it could not be read. */
export type QuickOrderLine = { line: number; text: string } & (
  { item: QuickOrderItem; qty: number; qtyGiven: boolean } | { error: string }
);

/** A trailing quantity: `x4`, `× 4`, `*4`, `, 4`, `;4`, a tab or space then digits, or `qty 4`. */
const QUANTITY = /^(.*?)(?:\s*(?:[x×*,;\t]|\bqty\b)\s*|\s+)(\d{1,6})\s*$/i;
const SKU = /^[A-Z0-9][A-Z0-9._/-]{0,62}[A-Z0-9]$/i;

/** A CSV header row such as `sku,qty` is not an order line. */
const HEADER = /^\s*"?(sku|size|item|product)"?\s*[,;\t]\s*"?(qty|quantity)"?\s*$/i;

function readItem(text: string): QuickOrderItem | null {
  const item = text.trim().replace(/^"|"$/g, '').trim();
  const size = parseTyreSize(item);
  if (size) return { kind: 'size', size, text: item };
  return SKU.test(item) ? { kind: 'sku', sku: item.toUpperCase() } : null;
}

/** One line: an item (a tyre size in any spelling, or a SKU) and an optional quantity (default 1). */
function readLine(text: string, line: number): QuickOrderLine {
  const trimmed = text.trim();
  // A whole line that is a size stays one ('205 55 16' is not 205/55 times 16); then item + quantity;
  // then the whole line as a SKU ('2055516x4' is four 205/55R16, not SKU 2055516X4).
  const whole = readItem(trimmed);
  const quantity = whole?.kind === 'size' ? null : QUANTITY.exec(trimmed);
  const split = quantity ? readItem(quantity[1]!) : null;
  const read = split ? { item: split, qty: Number(quantity![2]) } : whole ? { item: whole, qty: NaN } : null;
  if (!read) return { line, text: trimmed, error: 'is not a tyre size or a SKU we can read' };
  const qtyGiven = !Number.isNaN(read.qty);
  const qty = qtyGiven ? read.qty : 1;
  if (qty < 1 || qty > MAX_LINE_QTY) {
    return { line, text: trimmed, error: `quantity must be from 1 to ${MAX_LINE_QTY}` };
  }
  return { line, text: trimmed, item: read.item, qty, qtyGiven };
}

/** A pasted list or a `sku,qty` CSV, one item per line; blank lines and a header row are skipped. */
export function parseQuickOrder(text: string): QuickOrderLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ raw, line: index + 1 }))
    .filter(({ raw }) => raw.trim() !== '' && !HEADER.test(raw))
    .map(({ raw, line }) => readLine(raw, line));
}
