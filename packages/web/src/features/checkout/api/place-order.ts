import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageForError } from '@tyreline/domain/messages';
import type { CheckoutRequest, Order } from '@tyreline/domain/contract/orders';
import { ApiError } from '../../../lib/http.ts';
import { accessToken, signOut } from '../../../lib/session.ts';

export interface PlaceOrderInput {
  request: CheckoutRequest;
  idempotencyKey: string;
}

/**
 * POST /api/cus/orders with its Idempotency-Key header. The shared http client cannot send extra headers yet,
 * so this one call speaks fetch itself, with the same token and SPEC.md's catalogue; errors are left to the
 * form, which shows each next to what it concerns (401 / 499 / 429 still sign out).
 */
export async function placeOrder({ request, idempotencyKey }: PlaceOrderInput): Promise<Order> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'idempotency-key': idempotencyKey,
  };
  const token = accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/cus/orders', { method: 'POST', headers, body: JSON.stringify(request) });
  } catch {
    throw new ApiError(undefined, undefined, messageForError(undefined, undefined).text);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return (body as { data: Order }).data;
  const { text, logout } = messageForError(response.status, body);
  if (logout) signOut({ returnHere: response.status === 401 });
  throw new ApiError(response.status, body, text);
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
