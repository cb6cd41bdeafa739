import type { Product } from '@tyreline/domain/contract/catalogue';

/** '91V' from load index and speed rating. */
export function loadSpeedOf(product: Pick<Product, 'load_index' | 'speed_rating'>): string {
  return `${product.load_index ?? ''}${product.speed_rating ?? ''}` || '—';
}
