import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentRequest } from '@tyreline/domain/contract/shipments';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../../session/staff-http.ts';
import { staffOrderQuery } from './get-staff-order.ts';

export const shipStaffOrder = (id: number, body: ShipmentRequest) =>
  staffHttp<{ data: StaffOrder }>(`/api/staff/orders/${id}/shipments`, {
    method: 'POST',
    body,
    inline: true,
  });

/** Sends some quantities of the order now (docs/product.md §25); 422 and 409 are left to the dialog. */
export function useShipStaffOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipmentRequest) => shipStaffOrder(id, body),
    onSuccess: (answer) => client.setQueryData(staffOrderQuery(id).queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
