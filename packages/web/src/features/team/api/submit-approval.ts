import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest } from '@tyreline/domain/contract/orders';
import type { Approval } from '@tyreline/domain/contract/team';
import { http } from '../../../lib/http.ts';

/** A cart over the buyer's limit, sent to the account's owners; errors are shown at checkout. */
export async function submitApproval(request: CheckoutRequest): Promise<Approval> {
  const { data } = await http<{ data: Approval }>('/api/cus/approvals', {
    method: 'POST',
    body: request,
    inline: true,
  });
  return data;
}

export function useSubmitApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApproval,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['approvals'] }),
  });
}
