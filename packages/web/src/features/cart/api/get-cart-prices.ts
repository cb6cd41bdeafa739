import { useMutation } from '@tanstack/react-query';
import { choosePrice, type PriceInfo } from '@tyreline/domain/pricing';
import { http } from '../../../lib/http.ts';
import { cartActions } from '../cart-store.ts';

/** The batch price call: current prices for the given products. */
export async function getCartPrices(productIds: number[]): Promise<PriceInfo[]> {
  const answer = await http<{ data: PriceInfo[] }>('/api/cus/prices', {
    method: 'POST',
    body: { product_ids: productIds },
  });
  return answer.data;
}

/** Re-prices every cart line (special-price rule); on failure the lines keep their old prices. */
export function useRepriceCart() {
  return useMutation({
    mutationFn: getCartPrices,
    onSuccess: (infos) => {
      const prices: Record<number, number> = {};
      for (const info of infos) prices[info.id] = choosePrice(info);
      cartActions.reprice(prices);
    },
  });
}
