import { useQuery } from '@tanstack/react-query';
import type { OptionDto } from '@tyreline/domain/contract/orders';
import { staffHttp } from '../../session/staff-http.ts';

export const getAuditStaff = (signal?: AbortSignal) =>
  staffHttp<{ data: OptionDto[] }>('/api/staff/audit/staff', { signal });

/** The staff who appear in the audit log, for its filter. */
export function useAuditStaff() {
  return useQuery({
    queryKey: ['staff', 'audit-staff'],
    queryFn: ({ signal }) => getAuditStaff(signal),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}
