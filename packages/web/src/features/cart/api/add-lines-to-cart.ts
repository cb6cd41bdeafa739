import { toCartProduct } from '@tyreline/domain/cart';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { choosePrice } from '@tyreline/domain/pricing';
import { showSuccess } from '../../../lib/feedback.ts';
import { cartActions } from '../cart-store.ts';
import { getCartPrices } from './get-cart-prices.ts';

/** A line to add: the product as listed (with its price when the account sees it inline) and how many. */
export interface NewCartLine {
  product: Product;
  qty: number;
}

/** What went into the cart. */
export interface AddedToCart {
  lines: number;
  units: number;
}

/**
 * Adds several lines at once (a quick order, a saved list). Products listed without a price are priced first in
 * one batch call, all or nothing, as the drawer re-prices; a refused batch adds nothing (and its error is shown).
 */
export async function addLinesToCart(lines: NewCartLine[]): Promise<AddedToCart> {
  const prices = new Map<number, number>();
  for (const { product } of lines) if (product.price) prices.set(product.id, choosePrice(product.price));
  const unpriced = [...new Set(lines.map((l) => l.product.id).filter((id) => !prices.has(id)))];
  if (unpriced.length > 0) {
    for (const info of await getCartPrices(unpriced)) prices.set(info.id, choosePrice(info));
  }
  const added: AddedToCart = { lines: 0, units: 0 };
  for (const line of lines) {
    const price = prices.get(line.product.id);
    if (price === undefined) continue;
    cartActions.add(toCartProduct(line.product), line.qty, price);
    added.lines += 1;
    added.units += line.qty;
  }
  if (added.lines > 0) {
    showSuccess(
      `Added ${added.lines} line${added.lines === 1 ? '' : 's'} (${added.units} item${added.units === 1 ? '' : 's'}) to your cart`,
    );
  }
  return added;
}
