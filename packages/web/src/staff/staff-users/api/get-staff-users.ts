import { useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@tyreline/domain/contract/staff-users';
import { staffHttp } from '../../session/staff-http.ts';
import { staffUsersKey } from './staff-user-write.ts';

export const getStaffUsers = (signal?: AbortSignal) =>
  staffHttp<{ data: StaffUser[] }>('/api/staff/staff', { signal });

export function useStaffUsers() {
  return useQuery({
    queryKey: staffUsersKey,
    queryFn: ({ signal }) => getStaffUsers(signal),
    select: (answer) => answer.data,
  });
}
