import { z } from 'zod';
import { MAX_QUICK_ORDER_CHARS, MAX_QUICK_ORDER_LINES } from '../quick-order.ts';
import { text } from './common.ts';
import { product } from './catalogue.ts';

/** `POST /api/cus/quick-order`: a pasted list or a `sku,qty` CSV, one item per line. */
export const quickOrderRequest = z.object({
  text: text(MAX_QUICK_ORDER_CHARS)
    .trim()
    .min(1, 'Paste at least one line, such as 2055516 x4')
    .refine(
      (value) => value.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length <= MAX_QUICK_ORDER_LINES,
      `A quick order takes at most ${MAX_QUICK_ORDER_LINES} lines; split the list`,
    ),
});

export const QUICK_ORDER_STATUSES = ['found', 'choose', 'not_found', 'invalid'] as const;

/** One line of the paste: the product it names (found), the products a size matches (choose), or why not. */
export const quickOrderLine = z.object({
  line: z.number().int(),
  text: z.string(),
  qty: z.number().int().nullable(),
  status: z.enum(QUICK_ORDER_STATUSES),
  message: z.string().nullable(),
  products: z.array(product),
});
export type QuickOrderLineDto = z.infer<typeof quickOrderLine>;
