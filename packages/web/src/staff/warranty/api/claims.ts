import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CappedPaginationMeta } from '@tyreline/domain/contract/common';
import type {
  AdjustClaimRequest,
  ApproveClaimRequest,
  RejectClaimRequest,
  StaffClaim,
  StaffClaimListQuery,
  StaffClaimSummary,
} from '@tyreline/domain/contract/warranty';
import { queryClient } from '../../../lib/query-client.ts';
import { staffDownload, staffHttp } from '../../session/staff-http.ts';

export const staffClaimsKey = ['staff', 'claims'] as const;

export function useStaffClaims(filters: Partial<StaffClaimListQuery>) {
  return useQuery({
    queryKey: [...staffClaimsKey, 'list', filters],
    queryFn: ({ signal }) =>
      staffHttp<{ data: StaffClaimSummary[]; meta: CappedPaginationMeta }>('/api/staff/claims', {
        signal,
        query: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffClaim(id: number) {
  return useQuery({
    queryKey: [...staffClaimsKey, 'detail', id],
    queryFn: ({ signal }) => staffHttp<{ data: StaffClaim }>(`/api/staff/claims/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}

export type ClaimDecision =
  | ({ kind: 'approve' } & ApproveClaimRequest)
  | ({ kind: 'adjust' } & AdjustClaimRequest)
  | ({ kind: 'reject' } & RejectClaimRequest);

/** Approve, adjust or reject, naming the version seen; the claim's page shows the answer (or the refusal). */
export function useDecideClaim(id: number) {
  return useMutation({
    mutationFn: ({ kind, ...body }: ClaimDecision) =>
      staffHttp<{ data: StaffClaim }>(`/api/staff/claims/${id}/${kind}`, {
        method: 'POST',
        body,
        inline: true,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...staffClaimsKey, 'detail', id], answer);
      void queryClient.invalidateQueries({ queryKey: [...staffClaimsKey, 'list'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: [...staffClaimsKey, 'detail', id] }),
  });
}

/** The claim's PDF for the tyre maker. */
export const downloadClaimPdf = (id: number) => staffDownload(`/api/staff/claims/${id}/claim.pdf`);
