import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { MailQuery, MailSummary } from '@tyreline/domain/contract/staff-mail';
import { staffHttp } from '../../session/staff-http.ts';

export type MailFilters = Partial<MailQuery>;

export const mailKey = ['staff', 'mail'] as const;

export const getMailList = (filters: MailFilters, signal?: AbortSignal) =>
  staffHttp<{ data: MailSummary[]; meta: PaginationMeta }>('/api/staff/mail', {
    signal,
    query: { ...filters },
  });

export function useMailList(filters: MailFilters) {
  return useQuery({
    queryKey: [...mailKey, 'list', filters],
    queryFn: ({ signal }) => getMailList(filters, signal),
    placeholderData: keepPreviousData,
  });
}
