/** The price info of docs/product.md §8, prices in dollars as the API carries them; isSpecialOffer arrives as a boolean or 0/1. */
export interface PriceInfo {
  id: number;
  bestPrice: number;
  specialPrice: number;
  isSpecialOffer: boolean | number;
}

/** The special price wins only when the offer is on and the price is real (above 0); otherwise the best price. */
export function choosePrice(info: PriceInfo): number {
  return Boolean(info.isSpecialOffer) && info.specialPrice > 0 ? info.specialPrice : info.bestPrice;
}

/** The per-shop price-lookup credit of docs/product.md §9. */
export interface PriceLimit {
  get_price_switch: number;
  remaining_searches: number;
}

/** Refused only when the credit switch is on (1) and no lookups remain. */
export function priceLookupAllowed(limit: PriceLimit): boolean {
  return !(limit.get_price_switch === 1 && limit.remaining_searches <= 0);
}
