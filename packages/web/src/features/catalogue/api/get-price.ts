import { useCallback, useState } from 'react';
import { choosePrice, type PriceInfo } from '@tyreline/domain/pricing';
import { http } from '../../../lib/http.ts';

/** One product's price (counts against the account's price-lookup credit when the switch is on). */
export async function getPrice(productId: number): Promise<PriceInfo> {
  const answer = await http<{ data: PriceInfo }>(`/api/cus/price/${productId}`);
  return answer.data;
}

export interface ShownPrice {
  /** The price to charge, in dollars (special-price rule). */
  price: number;
  special: boolean;
  bestPrice: number;
}

/** Price lookups per product for a result list: each product is asked once, failures are shown by the client. */
export function usePriceLookups() {
  const [prices, setPrices] = useState<Record<number, ShownPrice>>({});
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const lookUp = useCallback(
    async (productId: number): Promise<ShownPrice | undefined> => {
      if (prices[productId]) return prices[productId];
      setPending((ids) => new Set(ids).add(productId));
      try {
        const info = await getPrice(productId);
        const price = choosePrice(info);
        const shown = { price, special: price !== info.bestPrice, bestPrice: info.bestPrice };
        setPrices((all) => ({ ...all, [productId]: shown }));
        return shown;
      } catch {
        return undefined;
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(productId);
          return next;
        });
      }
    },
    [prices],
  );

  return { prices, pending, lookUp };
}
