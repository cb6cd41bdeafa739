import type { Product } from './api/get-products.ts';

/** '205/55R16' from a tyre's attributes; empty when the product has none. */
export function tyreSizeOf(product: Pick<Product, 'width' | 'profile' | 'rim'>): string {
  const { width, profile, rim } = product;
  if (!width || !rim) return '';
  return profile ? `${width}/${profile}R${rim}` : `${width}R${rim}`;
}

/** '91V' from load index and speed rating. */
export function loadSpeedOf(product: Pick<Product, 'load_index' | 'speed_rating'>): string {
  return `${product.load_index ?? ''}${product.speed_rating ?? ''}` || '—';
}
