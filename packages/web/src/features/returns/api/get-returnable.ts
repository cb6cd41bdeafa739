import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnableOrder } from '@tyreline/domain/contract/returns';
import { http } from '../../../lib/http.ts';

export const returnableQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['returns', 'returnable', orderId],
    queryFn: ({ signal }) =>
      http<{ data: ReturnableOrder }>(`/api/cus/orders/${orderId}/returnable`, { signal, silent: true }),
    select: (answer) => answer.data,
  });

/** Whether an order takes a return now, and how many of each line (asked only when `enabled`). */
export function useReturnable(orderId: number, enabled = true) {
  return useQuery({ ...returnableQuery(orderId), enabled });
}
