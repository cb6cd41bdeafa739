import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { AuditEntry, AuditQuery } from '@tyreline/domain/contract/staff';
import { staffHttp } from '../../session/staff-http.ts';

export type AuditFilters = Partial<AuditQuery>;

export const getAudit = (filters: AuditFilters, signal?: AbortSignal) =>
  staffHttp<{ data: AuditEntry[]; meta: PaginationMeta }>('/api/staff/audit', {
    signal,
    query: { ...filters },
  });

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: ['staff', 'audit', filters],
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });
}
