import { useQuery } from '@tanstack/react-query';
import type { OptionDto } from '@tyreline/domain/contract/orders';
import { staffHttp } from '../../session/staff-http.ts';

export const getStaffWarehouses = (signal?: AbortSignal) =>
  staffHttp<{ data: OptionDto[] }>('/api/staff/warehouses', { signal });

export function useStaffWarehouses() {
  return useQuery({
    queryKey: ['staff', 'warehouses'],
    queryFn: ({ signal }) => getStaffWarehouses(signal),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}
