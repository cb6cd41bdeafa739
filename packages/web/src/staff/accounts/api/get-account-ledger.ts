import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { AccountLedger } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { accountsKey } from './account-write.ts';

export const getAccountLedger = (id: number, page: number, signal?: AbortSignal) =>
  staffHttp<{ data: AccountLedger; meta: PaginationMeta }>(`/api/staff/accounts/${id}/ledger`, {
    signal,
    query: { page },
  });

export function useAccountLedger(id: number, page: number) {
  return useQuery({
    queryKey: [...accountsKey, 'detail', id, 'ledger', page],
    queryFn: ({ signal }) => getAccountLedger(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
