import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderEditRequest, OrderEditResult } from '@tyreline/domain/contract/order-edits';
import { staffHttp } from '../../session/staff-http.ts';
import { staffOrderQuery } from './get-staff-order.ts';

export const editStaffOrder = (id: number, body: OrderEditRequest, signal?: AbortSignal) =>
  staffHttp<{ data: OrderEditResult }>(`/api/staff/orders/${id}/edits`, {
    method: 'POST',
    body,
    signal,
    inline: true,
  });

/**
 * The order as the edit would leave it (a dry run: priced, stock and credit checked, nothing written), for the
 * totals before saving; a refusal is the query's error, shown beside the lines.
 */
export function useOrderEditPreview(id: number, body: OrderEditRequest | null) {
  return useQuery({
    queryKey: ['staff', 'orders', 'edit-preview', id, body],
    queryFn: ({ signal }) => editStaffOrder(id, { ...body!, dry_run: true }, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves an edit; the order's page shows the order it answers. A refusal is left to the editor. */
export function useEditStaffOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderEditRequest) => editStaffOrder(id, body),
    onSuccess: (answer) => client.setQueryData(staffOrderQuery(id).queryKey, { data: answer.data.order }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'orders'] }),
  });
}
