import { useQuery } from '@tanstack/react-query';
import type { OptionDto } from '@tyreline/domain/contract/orders';
import { staffHttp } from '../../session/staff-http.ts';

export const getStaffDepartments = (signal?: AbortSignal) =>
  staffHttp<{ data: OptionDto[] }>('/api/staff/departments', { signal });

export function useStaffDepartments() {
  return useQuery({
    queryKey: ['staff', 'departments'],
    queryFn: ({ signal }) => getStaffDepartments(signal),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}
