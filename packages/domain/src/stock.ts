import { MESSAGES } from './messages.ts';

/** What a customer may see of a warehouse's stock: 0..7, or '8+' so exact larger stock never leaves the server. */
export type Availability = number | '8+';

export const STOCK_CAP = 8;

/** The pseudo-warehouse under which department 8 sees department 7's stock (docs/product.md §10). */
export const BRISBANE_WAREHOUSE = { id: 9999, name: 'Brisbane' } as const;

/** Exact stock to what customers may see: broken or negative → 0, STOCK_CAP or more → '8+', else the whole number. */
export function capStock(exact: number): Availability {
  if (!Number.isFinite(exact) || exact <= 0) return 0;
  if (exact >= STOCK_CAP) return '8+';
  return Math.floor(exact);
}

/** A warehouse row in the cart and product list; an uncapped number is capped first, so it cannot leak. */
export function availabilityLabel(a: Availability): string {
  const shown = a === '8+' ? a : capStock(a);
  if (shown === '8+') return '8+ Available';
  return shown > 0 ? `${shown} Available` : MESSAGES.callUs;
}

/** The cross-stock (Brisbane) total: 'out of stock', '8+', or the number. */
export function crossStockLabel(total: Availability): string {
  const shown = total === '8+' ? total : capStock(total);
  if (shown === '8+') return '8+';
  return shown === 0 ? MESSAGES.outOfStock : String(shown);
}
