import { sql } from 'drizzle-orm';
import {
  quickOrderResultOf,
  type QuickOrderResult,
  type ResolvedQuickOrderLine,
} from '@tyreline/domain/contract/quick-order';
import { parseQuickOrder, type QuickOrderLine } from '@tyreline/domain/quick-order';
import { describeTyreSearch } from '@tyreline/domain/tyre-size';
import { rows, sqlList, type Db } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { PricingService, Shopper } from '../pricing/pricing.service.ts';

/** The choices shown for a size that matches several tyres: the best-stocked first. */
const CHOICES = 10;

/** Turns a pasted list into products of the caller's department, with the shop's stock per warehouse. */
export function createQuickOrderService(db: Db, catalogue: CatalogueService, pricing: PricingService) {
  /** Product ids by upper-case SKU, for the SKUs the department sells. */
  async function idsBySku(departmentId: number, skus: string[]): Promise<Map<string, number>> {
    if (skus.length === 0) return new Map();
    const found = await rows<{ id: number; sku: string }>(
      db,
      sql`select id, upper(sku) as sku from products
          where department_id = ${departmentId} and active and upper(sku) in (${sqlList(skus)})`,
    );
    return new Map(found.map((p) => [p.sku, p.id]));
  }

  return {
    async resolve(caller: Shopper, text: string): Promise<QuickOrderResult> {
      const { departmentId } = caller;
      const lines = parseQuickOrder(text);
      const read = lines.filter((l): l is Extract<QuickOrderLine, { item: unknown }> => 'item' in l);
      const skus = [...new Set(read.flatMap((l) => (l.item.kind === 'sku' ? [l.item.sku] : [])))];
      const skuIds = await idsBySku(departmentId, skus);
      const bySku = await catalogue.byIds(departmentId, [...skuIds.values()]);
      const sizes = read.flatMap((l) => (l.item.kind === 'size' ? [l.item.size] : []));
      const bySize = await catalogue.bestStockedOfSizes(departmentId, sizes, CHOICES);

      const resolved = lines.map((l): ResolvedQuickOrderLine => {
        const base = { line: l.line, text: l.text };
        if ('error' in l) return { ...base, qty: null, status: 'invalid', message: l.error, products: [] };
        if (l.item.kind === 'sku') {
          const product = bySku.get(skuIds.get(l.item.sku) ?? -1);
          return product
            ? { ...base, qty: l.qty, status: 'found', message: null, products: [product] }
            : {
                ...base,
                qty: l.qty,
                status: 'not_found',
                message: `No product with SKU ${l.item.sku}`,
                products: [],
              };
        }
        const label = describeTyreSearch(l.item.size);
        const { products, total } = bySize.get(label)!;
        if (products.length === 0) {
          return { ...base, qty: l.qty, status: 'not_found', message: `No tyre in ${label}`, products: [] };
        }
        if (products.length === 1) return { ...base, qty: l.qty, status: 'found', message: null, products };
        const message =
          total > products.length
            ? `${total} tyres in ${label}; the ${products.length} best stocked are shown: choose one`
            : `${total} tyres in ${label}: choose one`;
        return { ...base, qty: l.qty, status: 'choose', message, products };
      });
      // Each product shown once, with the account's inline price (none for a price-credit account).
      const result = quickOrderResultOf(resolved);
      return { ...result, products: await pricing.withInlinePrices(caller, result.products) };
    },
  };
}
export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
