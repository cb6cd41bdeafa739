import type { WarehouseAvailability } from '@tyreline/domain/cart';
import type { Product } from '@tyreline/domain/contract/catalogue';

type Specs = Pick<
  Product,
  'load_index' | 'speed_rating' | 'diameter' | 'rim_width' | 'bolt_pattern' | 'offset' | 'center_bore'
>;

/** '91V' from load index and speed rating. */
export function loadSpeedOf(product: Specs): string {
  return `${product.load_index ?? ''}${product.speed_rating ?? ''}` || '—';
}

/** A wheel's '17x7.5' (diameter × rim width, inches). */
export function wheelSizeOf(product: Specs): string {
  if (product.diameter === null) return '—';
  return product.rim_width === null ? `${product.diameter}"` : `${product.diameter}x${product.rim_width}`;
}

/** A wheel's offset as the trade writes it: 'ET35'. */
export function offsetOf(product: Specs): string {
  return product.offset === null ? '—' : `ET${product.offset}`;
}

/** '5x114.3 · ET35 · CB 67.1': a wheel's fitment in one line (the phone card). */
export function wheelFitmentOf(product: Specs): string {
  return [
    product.bolt_pattern,
    product.offset === null ? null : offsetOf(product),
    product.center_bore === null ? null : `CB ${product.center_bore}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The warehouses of a result list in the order the API gives them (the cross-stock one last, where the account sees it). */
export function warehousesOf(products: readonly Product[]): Pick<WarehouseAvailability, 'id' | 'name'>[] {
  const seen = new Map<number, string>();
  for (const product of products) {
    for (const w of product.warehouse_availability) if (!seen.has(w.id)) seen.set(w.id, w.name);
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}
