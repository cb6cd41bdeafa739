import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedQuote, SavedQuoteSummary } from '@tyreline/domain/contract/retail-quotes';
import { http } from '../../../lib/http.ts';

const LIST = ['retail-quotes'];

/** The account's latest saved quotes and where each stands (refreshed when the page is looked at again). */
export const useSavedQuotes = () =>
  useQuery({
    queryKey: LIST,
    queryFn: ({ signal }) => http<{ data: SavedQuoteSummary[] }>('/api/cus/retail-quotes', { signal }),
    select: (answer) => answer.data,
    // Quotes are saved from the cart's dialog and accepted by customers elsewhere: always read afresh.
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });

/** One saved quote with today's products, fetched when the shop makes a cart of it. */
export const getSavedQuote = (id: number) =>
  http<{ data: SavedQuote }>(`/api/cus/retail-quotes/${id}`).then((answer) => answer.data);

export function useWithdrawQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http<{ data: SavedQuoteSummary }>(`/api/cus/retail-quotes/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: LIST }),
  });
}
