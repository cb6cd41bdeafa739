import { MAX_LINE_QTY } from './contract/orders.ts';
import type { Product } from './contract/catalogue.ts';
import { choosePrice } from './pricing.ts';
import { parseTyreSearch, type TyreSearch } from './tyre-size.ts';

/** The most lines one quick order takes; a longer paste is refused whole, with this number in the message. */
export const MAX_QUICK_ORDER_LINES = 300;

/** The most characters one quick order takes, pasted or read from a file: 300 long lines and then some. */
export const MAX_QUICK_ORDER_CHARS = 100_000;

/** A size keeps the load index and speed rating typed after it ('205/55R16 91V'): they filter the candidates. */
export type QuickOrderItem = { kind: 'size'; size: TyreSearch; text: string } | { kind: 'sku'; sku: string };

/** One non-empty line of a quick order, read: what it asks for and how many, or why it could not be read. */
export type QuickOrderLine = { line: number; text: string } & (
  { item: QuickOrderItem; qty: number; qtyGiven: boolean } | { error: string }
);

/** A trailing quantity: `x4`, `× 4`, `*4`, `, 4`, `;4`, a tab or space then digits, or `qty 4`. */
const QUANTITY = /^(.*?)(?:\s*(?:[x×*,;\t]|\bqty\b)\s*|\s+)(\d{1,6})\s*$/i;
const SKU = /^[A-Z0-9][A-Z0-9._/-]{0,62}[A-Z0-9]$/i;

/** An item, a separator, then a quantity-like word that is not a whole number from 1 up ('x -2', 'x 2.5', 'qty four'). */
const BAD_QUANTITY =
  /^(.*?)\s*(?:[x×*,;\t]|\bqty\b|\s)\s*([-+]?\d[\d.,]*|[-+]?\.\d+|\d{7,}|qty\s*\S+|[a-z]+)\s*$/i;

const badQuantity = (text: string) =>
  `quantity "${text.trim()}" is not a whole number from 1 to ${MAX_LINE_QTY}`;

/** A CSV header row such as `sku,qty` is not an order line. */
const HEADER = /^\s*"?(sku|size|item|product)"?\s*[,;\t]\s*"?(qty|quantity)"?\s*$/i;

function readItem(text: string): QuickOrderItem | null {
  const item = text.trim().replace(/^"|"$/g, '').trim();
  const size = parseTyreSearch(item);
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
  if (!read) {
    // An item we can read followed by something that is not a quantity: name the quantity, not the item.
    const bad = BAD_QUANTITY.exec(trimmed);
    if (bad && readItem(bad[1]!)) return { line, text: trimmed, error: badQuantity(bad[2]!) };
    return { line, text: trimmed, error: 'is not a tyre size or a SKU we can read' };
  }
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

/** How much of a product a warehouse has, for ordering: '8+' counts as 8; absent as none. */
const unitsAt = (product: Product, warehouseId: number | undefined): number => {
  const at = product.warehouse_availability.find((w) => w.id === warehouseId);
  return at === undefined ? 0 : at.availability === '8+' ? 8 : at.availability;
};

/** The caller's price of a product where it is on the page; unknown prices sort last. */
const priceOf = (product: Product): number =>
  product.price ? choosePrice(product.price) : Number.POSITIVE_INFINITY;

/**
 * The product a size line picks unless the customer picks another: the best stocked at the chosen warehouse
 * (the account's first when none is chosen), then the cheapest, then the order the server gave.
 */
export function defaultPick(products: readonly Product[], warehouseId?: number): Product | undefined {
  const at = warehouseId ?? products[0]?.warehouse_availability[0]?.id;
  return products
    .map((product, index) => ({ product, index }))
    .sort(
      (a, b) =>
        unitsAt(b.product, at) - unitsAt(a.product, at) ||
        priceOf(a.product) - priceOf(b.product) ||
        a.index - b.index,
    )[0]?.product;
}
