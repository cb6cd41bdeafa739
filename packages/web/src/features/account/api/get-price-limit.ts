import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceLimitDto } from '@tyreline/domain/contract/pricing';
import { http } from '../../../lib/http.ts';

/** The price limit of docs/product.md §9, live: with the switch on (1) each new lookup spends one of the remaining searches. */
export const priceLimitQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['price-limit', accountId],
    queryFn: ({ signal }) =>
      http<{ data: PriceLimitDto }>(`/api/cus/shop-price-limit/${accountId}`, { signal, silent: true }),
    select: (answer) => answer.data,
  });

export function usePriceLimit(accountId: number | undefined) {
  return useQuery({ ...priceLimitQuery(accountId ?? 0), enabled: accountId !== undefined });
}
