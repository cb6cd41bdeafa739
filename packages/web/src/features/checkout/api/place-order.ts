import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest, Order } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

export interface PlaceOrderInput {
  request: CheckoutRequest;
  idempotencyKey: string;
}

/** POST /api/cus/orders with its Idempotency-Key; errors are left to the form, which shows each beside what it concerns. */
export async function placeOrder({ request, idempotencyKey }: PlaceOrderInput): Promise<Order> {
  const { data } = await http<{ data: Order }>('/api/cus/orders', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
    inline: true,
  });
  return data;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['order-statistics'] });
    },
  });
}
