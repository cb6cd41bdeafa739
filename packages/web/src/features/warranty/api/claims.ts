import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { Claim, ClaimableLine, ClaimListQuery, ClaimSummary } from '@tyreline/domain/contract/warranty';
import { http } from '../../../lib/http.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const claimsKey = ['claims'] as const;

/** The tyre lines of a delivered order and how many more claims each takes. */
export function useClaimableLines(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...claimsKey, 'lines', orderId],
    queryFn: ({ signal }) =>
      http<{ data: ClaimableLine[] }>(`/api/cus/orders/${orderId}/claimable-lines`, { signal, silent: true }),
    select: (answer) => answer.data,
    enabled,
  });
}

export const claimQuery = (id: number) =>
  queryOptions({
    queryKey: [...claimsKey, 'detail', id],
    queryFn: ({ signal }) => http<{ data: Claim }>(`/api/cus/claims/${id}`, { signal }),
    select: (answer) => answer.data,
  });

export const useClaim = (id: number) => useQuery(claimQuery(id));

export function useClaims(query: Partial<ClaimListQuery>) {
  return useQuery({
    queryKey: [...claimsKey, 'list', query],
    queryFn: ({ signal }) =>
      http<{ data: ClaimSummary[]; meta: PaginationMeta }>('/api/cus/claims', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a claim as multipart/form-data: its fields and photos; the field errors stay beside the form. */
export function useSubmitClaim(orderId: number) {
  return useMutation({
    mutationFn: (form: FormData) =>
      http<{ data: Claim }>(`/api/cus/orders/${orderId}/claims`, {
        method: 'POST',
        body: form,
        inline: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey }),
  });
}
