import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkTransitionRequest, BulkTransitionResult } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../../session/staff-http.ts';

export const moveStaffOrders = (body: BulkTransitionRequest) =>
  staffHttp<{ data: BulkTransitionResult[] }>('/api/staff/orders/transitions', { method: 'POST', body });

/** Moves many orders at once; each answers for itself. */
export function useMoveStaffOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveStaffOrders,
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
