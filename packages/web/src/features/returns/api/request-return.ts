import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnDetail, ReturnRequest } from '@tyreline/domain/contract/returns';
import { http } from '../../../lib/http.ts';

export const requestReturn = (orderId: number, body: ReturnRequest) =>
  http<{ data: ReturnDetail }>(`/api/cus/orders/${orderId}/returns`, { method: 'POST', body, inline: true });

/** Asks to return some of an order's lines; a 422 is left to the form, beside the line it names. */
export function useRequestReturn(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => requestReturn(orderId, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['returns'] }),
  });
}
