import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** The account's balance owed (the XeroBalance order statistic), in dollars. */
export const balanceQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['order-statistics', 'XeroBalance', accountId],
    queryFn: ({ signal }) =>
      http<{ data: { xeroBalance: number } }>('/api/cus/order-statistics/XeroBalance', {
        signal,
        query: { customer_id: accountId },
        silent: true,
      }),
    select: (answer) => answer.data.xeroBalance,
  });

export function useBalance(accountId: number | undefined) {
  return useQuery({ ...balanceQuery(accountId ?? 0), enabled: accountId !== undefined });
}
