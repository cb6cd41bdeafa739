import { useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../staff-http.ts';

export const getStaffMe = (signal?: AbortSignal) => staffHttp<{ data: StaffMe }>('/api/staff/me', { signal });

/** Who is signed in to the back office, and their role. */
export function useStaffMe() {
  return useQuery({
    queryKey: ['staff', 'me'],
    queryFn: ({ signal }) => getStaffMe(signal),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}
