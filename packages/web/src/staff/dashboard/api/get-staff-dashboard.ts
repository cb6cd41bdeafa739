import { useQuery } from '@tanstack/react-query';
import type { StaffDashboard } from '@tyreline/domain/contract/staff-dashboard';
import { staffHttp } from '../../session/staff-http.ts';

export const getStaffDashboard = (signal?: AbortSignal) =>
  staffHttp<{ data: StaffDashboard }>('/api/staff/dashboard', { signal });

export function useStaffDashboard() {
  return useQuery({
    queryKey: ['staff', 'dashboard'],
    queryFn: ({ signal }) => getStaffDashboard(signal),
    select: (answer) => answer.data,
    refetchInterval: 60_000,
  });
}
