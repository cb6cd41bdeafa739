import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffReturn } from '@tyreline/domain/contract/returns';
import { staffHttp } from '../../session/staff-http.ts';

export const staffReturnQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'returns', 'detail', id],
    queryFn: ({ signal }) => staffHttp<{ data: StaffReturn }>(`/api/staff/returns/${id}`, { signal }),
    select: (answer) => answer.data,
  });

export function useStaffReturn(id: number) {
  return useQuery(staffReturnQuery(id));
}
