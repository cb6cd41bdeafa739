import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicQuote } from '@tyreline/domain/contract/retail-quotes';
import { http } from '../../../lib/http.ts';

const keyOf = (token: string) => ['public-quote', token];
const url = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

/** The quote a link names, signed out (no token sent); its refusal (unknown, withdrawn, expired) is shown. */
export function usePublicQuote(token: string) {
  return useQuery({
    queryKey: keyOf(token),
    queryFn: ({ signal }) => http<{ data: PublicQuote }>(url(token), { signal, silent: true, auth: false }),
    select: (answer) => answer.data,
    retry: false,
  });
}

/** The customer accepts the quote; the page then shows it accepted. */
export function useAcceptQuote(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http<{ data: PublicQuote }>(`${url(token)}/accept`, { method: 'POST', silent: true, auth: false }),
    onSuccess: (answer) => client.setQueryData(keyOf(token), answer),
  });
}
