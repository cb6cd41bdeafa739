import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrder, TransitionRequest } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../../session/staff-http.ts';
import { staffOrderQuery } from './get-staff-order.ts';

export const moveStaffOrder = (id: number, body: TransitionRequest) =>
  staffHttp<{ data: StaffOrder }>(`/api/staff/orders/${id}/transitions`, {
    method: 'POST',
    body,
    inline: true,
  });

/** Moves one order; a 409 is left to the screen, which shows it and the order as it is now. */
export function useMoveStaffOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransitionRequest) => moveStaffOrder(id, body),
    onSuccess: (answer) => client.setQueryData(staffOrderQuery(id).queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
