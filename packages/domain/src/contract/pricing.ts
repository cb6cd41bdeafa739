import { z } from 'zod';
import { id, queryId } from './common.ts';

/** The price info of docs/product.md §8, in dollars (GST inclusive) for the caller's account. */
export const priceInfo = z.object({
  bestPrice: z.number(),
  specialPrice: z.number(),
  isSpecialOffer: z.boolean(),
  id: z.number().int(),
});
export type PriceInfoDto = z.infer<typeof priceInfo>;

export const productIdParams = z.object({
  productId: queryId,
});

export const MAX_BATCH_PRICES = 100;

/** `POST /api/cus/prices`: the cart's products in one call. */
export const batchPriceRequest = z.object({
  product_ids: z
    .array(id('Product'))
    .min(1, 'Give at least one product')
    .max(MAX_BATCH_PRICES, `At most ${MAX_BATCH_PRICES} products per call`),
});

/** The price limit of docs/product.md §9: switch 1 means lookups spend credit. */
export const priceLimit = z.object({
  get_price_switch: z.number().int(),
  remaining_searches: z.number().int(),
});
export type PriceLimitDto = z.infer<typeof priceLimit>;
