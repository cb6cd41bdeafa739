import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackorderCancelRequest } from '@tyreline/domain/contract/shipments';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../../session/staff-http.ts';
import { staffOrderQuery } from './get-staff-order.ts';

export const cancelStaffBackorder = (id: number, body: BackorderCancelRequest) =>
  staffHttp<{ data: StaffOrder }>(`/api/staff/orders/${id}/backorder/cancel`, {
    method: 'POST',
    body,
    inline: true,
  });

/** Cancels what waits on backorder: restocked and credited (docs/product.md §25). */
export function useCancelStaffBackorder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackorderCancelRequest) => cancelStaffBackorder(id, body),
    onSuccess: (answer) => client.setQueryData(staffOrderQuery(id).queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
