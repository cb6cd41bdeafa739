import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { ReturnSummary } from '@tyreline/domain/contract/returns';
import type { ReturnStatus } from '@tyreline/domain/returns';
import { http } from '../../../lib/http.ts';

export interface ReturnFilters {
  status?: ReturnStatus | undefined;
  page: number;
}

export function useReturns(filters: ReturnFilters) {
  return useQuery({
    queryKey: ['returns', 'list', filters],
    queryFn: ({ signal }) =>
      http<{ data: ReturnSummary[]; meta: PaginationMeta }>('/api/cus/returns', {
        signal,
        query: { status: filters.status, page: filters.page, per_page: 20 },
      }),
    placeholderData: keepPreviousData,
  });
}
