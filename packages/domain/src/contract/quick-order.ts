import { z } from 'zod';
import { MAX_QUICK_ORDER_CHARS, MAX_QUICK_ORDER_LINES } from '../quick-order.ts';
import { text } from './common.ts';
import { product, type Product } from './catalogue.ts';

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
  /** Ids into the answer's `products`, in the order shown (a size's best stocked first). */
  product_ids: z.array(z.number().int()),
});
export type QuickOrderLineDto = z.infer<typeof quickOrderLine>;

/**
 * The answer's `data`: the lines, and each product they name once, with its stock (and price where the
 * caller sees prices inline). A paste names one size on many lines; each product is sent once.
 */
export const quickOrderResult = z.object({
  lines: z.array(quickOrderLine),
  products: z.array(product),
});
export type QuickOrderResult = z.infer<typeof quickOrderResult>;

/** A line with its products in place, as the quick order shows and builds it. */
export type ResolvedQuickOrderLine = Omit<QuickOrderLineDto, 'product_ids'> & { products: Product[] };

/** The answer's lines with their products put back in place. */
export function linesWithProducts({ lines, products }: QuickOrderResult): ResolvedQuickOrderLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.map(({ product_ids, ...line }) => ({
    ...line,
    products: product_ids.flatMap((id) => byId.get(id) ?? []),
  }));
}

/** Lines with their products in place, as the answer sends them: ids on the lines, each product once. */
export function quickOrderResultOf(lines: readonly ResolvedQuickOrderLine[]): QuickOrderResult {
  const products = new Map<number, Product>();
  const sent = lines.map(({ products: shown, ...line }) => {
    for (const p of shown) products.set(p.id, p);
    return { ...line, product_ids: shown.map((p) => p.id) };
  });
  return { lines: sent, products: [...products.values()] };
}
