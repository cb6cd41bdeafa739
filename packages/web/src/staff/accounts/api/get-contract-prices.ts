import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { ContractPrice } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { contractPricesKey } from './account-write.ts';

export const getContractPrices = (
  accountId: number,
  page: number,
  q: string | undefined,
  signal?: AbortSignal,
) =>
  staffHttp<{ data: ContractPrice[]; meta: PaginationMeta }>(
    `/api/staff/accounts/${accountId}/contract-prices`,
    {
      signal,
      query: { page, ...(q ? { q } : {}) },
    },
  );

export function useContractPrices(accountId: number, page: number, q: string | undefined) {
  return useQuery({
    queryKey: [...contractPricesKey(accountId), page, q],
    queryFn: ({ signal }) => getContractPrices(accountId, page, q, signal),
    placeholderData: keepPreviousData,
  });
}
