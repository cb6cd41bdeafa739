import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../../session/staff-http.ts';

export const getStaffOrder = (id: number, signal?: AbortSignal) =>
  staffHttp<{ data: StaffOrder }>(`/api/staff/orders/${id}`, { signal });

export const staffOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'detail', id],
    queryFn: ({ signal }) => getStaffOrder(id, signal),
    select: (answer) => answer.data,
  });

export function useStaffOrder(id: number) {
  return useQuery(staffOrderQuery(id));
}
