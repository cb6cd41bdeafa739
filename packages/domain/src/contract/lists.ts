import { z } from 'zod';
import { product } from './catalogue.ts';
import { id, requiredText } from './common.ts';
import { MAX_LINE_QTY } from './orders.ts';

export const MAX_LIST_ITEMS = 200;

/** Create or replace a saved list: a name and its products with quantities (from the cart or an order). */
export const savedListRequest = z.object({
  name: requiredText('Name', 80),
  items: z
    .array(
      z.object({
        product_id: id('Product'),
        qty: z
          .number({ error: 'Quantity is required' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(MAX_LINE_QTY, `Quantity must be at most ${MAX_LINE_QTY}`),
      }),
      { error: 'A list needs at least one product' },
    )
    .min(1, 'A list needs at least one product')
    .max(MAX_LIST_ITEMS, `A list holds at most ${MAX_LIST_ITEMS} products`),
});
export type SavedListRequest = z.infer<typeof savedListRequest>;

export const savedListSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type SavedListSummary = z.infer<typeof savedListSummary>;

/** A list's item: today's product with its stock, or null once the product is no longer sold. */
export const savedList = savedListSummary.extend({
  items: z.array(
    z.object({ product_id: z.number().int(), qty: z.number().int(), product: product.nullable() }),
  ),
});
export type SavedList = z.infer<typeof savedList>;
