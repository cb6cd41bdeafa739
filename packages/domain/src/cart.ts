import { toCsv } from './csv.ts';
import { lineTotal, summarize, toCents, toDollars, type MoneySummary } from './money.ts';
import { normalizeQuantity } from './quantity.ts';
import type { Availability } from './stock.ts';

export interface WarehouseAvailability {
  id: number;
  name: string;
  availability: Availability;
}

/** The product as a cart line carries it (docs/product.md §4). */
export interface CartProduct {
  id: number;
  name: string;
  image: string | null;
  warehouse_availability: WarehouseAvailability[];
  sku?: string;
}

/** The part of a catalogue product a cart line keeps. */
export function toCartProduct({ id, name, image, warehouse_availability, sku }: CartProduct): CartProduct {
  return { id, name, image, warehouse_availability, sku };
}

/**
 * A line added from a vehicle's view: the vehicle (variant id and name) and, when the product did not fit it, the
 * counter's override reason. Checkout checks the fit again (docs/decisions/0049).
 */
export interface CartFit {
  vehicle_id: number;
  vehicle: string;
  override: string | null;
}

/** The cart line of docs/product.md §4; price is in dollars, GST inclusive. */
export interface CartLine {
  data: CartProduct;
  qty: number;
  price: number;
  /** Added from a vehicle's view; absent when added elsewhere (not fit-checked). */
  fit?: CartFit;
}

/**
 * Adds to an existing line (quantities add, price and product refresh) or appends a new one. A vehicle's add sets
 * the line's fit (the latest vehicle wins); an add from elsewhere keeps the fit the line has.
 */
export function addToCart(
  lines: readonly CartLine[],
  product: CartProduct,
  qty: unknown,
  price: number,
  fit?: CartFit,
): CartLine[] {
  const added = normalizeQuantity(qty);
  const existing = lines.find((line) => line.data.id === product.id);
  if (!existing) return [...lines, { data: product, qty: added, price, ...(fit && { fit }) }];
  return lines.map((line) => {
    if (line !== existing) return line;
    const kept = fit ?? line.fit;
    return { data: product, qty: normalizeQuantity(line.qty + added), price, ...(kept && { fit: kept }) };
  });
}

export function setQuantity(lines: readonly CartLine[], productId: number, qty: unknown): CartLine[] {
  return lines.map((line) => (line.data.id === productId ? { ...line, qty: normalizeQuantity(qty) } : line));
}

export function removeFromCart(lines: readonly CartLine[], productId: number): CartLine[] {
  return lines.filter((line) => line.data.id !== productId);
}

export function clearCart(): CartLine[] {
  return [];
}

/** Applies fresh prices (dollars by product id); a product missing from the map keeps its price. */
export function repriceCart(
  lines: readonly CartLine[],
  prices: Readonly<Record<number, number>>,
): CartLine[] {
  return lines.map((line) => {
    const price = prices[line.data.id];
    return price === undefined ? line : { ...line, price };
  });
}

/** The header badge: items, not lines. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/** The drawer's summary rows in cents; each line is rounded to cents before summing, as an invoice would. */
export function cartTotals(lines: readonly CartLine[]): MoneySummary {
  const goods = lines.reduce((sum, line) => sum + lineTotal(toCents(line.price), line.qty), 0);
  return summarize(goods);
}

/** The cart as a spreadsheet: one row per line with its unit price and line total (dollars, GST inclusive). */
export function cartToCsv(lines: readonly CartLine[]): string {
  return toCsv(
    ['product_id', 'sku', 'name', 'qty', 'unit_price', 'line_total'],
    lines.map((line) => [
      line.data.id,
      line.data.sku ?? null,
      line.data.name,
      line.qty,
      line.price,
      toDollars(lineTotal(toCents(line.price), line.qty)),
    ]),
  );
}

/** Carts are kept per account and department (docs/product.md §4). */
export function cartStorageKey(accountId: number, departmentId: number): string {
  return `tyreline.cart.${accountId}.${departmentId}`;
}
