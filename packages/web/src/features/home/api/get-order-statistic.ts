import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticName } from '@tyreline/domain/order-statistics';
import type { OrderStatistic } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

/** One of the five order statistics (docs/product.md §15); each card loads (and fails) on its own, so errors stay on the card. */
export const orderStatisticQuery = (name: StatisticName, customerId: number | undefined) =>
  queryOptions({
    queryKey: ['order-statistics', name, customerId],
    queryFn: ({ signal }) =>
      http<{ data: OrderStatistic }>(`/api/cus/order-statistics/${name}`, {
        signal,
        query: { customer_id: customerId },
        silent: true,
      }),
    select: (answer) => answer.data,
    enabled: customerId !== undefined,
  });

export function useOrderStatistic(name: StatisticName, customerId: number | undefined) {
  return useQuery(orderStatisticQuery(name, customerId));
}
