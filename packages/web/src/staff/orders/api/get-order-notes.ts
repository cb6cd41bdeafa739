import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderNote } from '@tyreline/domain/contract/staff-order-notes';
import { staffHttp } from '../../session/staff-http.ts';

export const getOrderNotes = (orderId: number, signal?: AbortSignal) =>
  staffHttp<{ data: OrderNote[] }>(`/api/staff/orders/${orderId}/notes`, { signal });

export const orderNotesQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'notes', orderId],
    queryFn: ({ signal }) => getOrderNotes(orderId, signal),
    select: (answer) => answer.data,
  });

/** The order's internal notes, newest first. */
export function useOrderNotes(orderId: number) {
  return useQuery(orderNotesQuery(orderId));
}
