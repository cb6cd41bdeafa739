import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderNote, OrderNoteRequest } from '@tyreline/domain/contract/staff-order-notes';
import { staffHttp } from '../../session/staff-http.ts';
import { orderNotesQuery } from './get-order-notes.ts';

export const addOrderNote = (orderId: number, body: OrderNoteRequest) =>
  staffHttp<{ data: OrderNote }>(`/api/staff/orders/${orderId}/notes`, {
    method: 'POST',
    body,
    inline: true,
  });

/** Adds an internal note; a 422 is left to the form, which shows it beside the text. */
export function useAddOrderNote(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderNoteRequest) => addOrderNote(orderId, body),
    onSettled: () => client.invalidateQueries({ queryKey: orderNotesQuery(orderId).queryKey }),
  });
}
