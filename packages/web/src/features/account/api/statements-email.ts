import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, StatementsEmailRequest } from '@tyreline/domain/contract/account';
import { http } from '../../../lib/http.ts';
import { accountQuery } from './get-account.ts';

/** `PUT /api/cus/account/statements-email` (owners); a 422's field error goes beside the field. */
export function useSaveStatementsEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementsEmailRequest) =>
      http<{ data: { statements_email: string | null } }>('/api/cus/account/statements-email', {
        method: 'PUT',
        body,
        inline: true,
      }),
    onSuccess: ({ data }) =>
      client.setQueryData(accountQuery.queryKey, (answer: { data: Account } | undefined) =>
        answer ? { data: { ...answer.data, statements_email: data.statements_email } } : answer,
      ),
  });
}
