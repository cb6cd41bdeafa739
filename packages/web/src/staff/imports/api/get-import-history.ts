import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { ImportHistoryEntry } from '@tyreline/domain/contract/staff-imports';
import { staffHttp } from '../../session/staff-http.ts';

export const getImportHistory = (page: number, signal?: AbortSignal) =>
  staffHttp<{ data: ImportHistoryEntry[]; meta: PaginationMeta }>('/api/staff/imports', {
    signal,
    query: { page },
  });

export function useImportHistory(page: number) {
  return useQuery({
    queryKey: ['staff', 'imports', page],
    queryFn: ({ signal }) => getImportHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}
