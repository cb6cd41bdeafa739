import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetailQuoteRequest } from '@tyreline/domain/contract/retail';
import type {
  CreatedQuote,
  QuoteSettingsDto,
  SavedQuote,
  SavedQuoteSummary,
} from '@tyreline/domain/contract/retail-quotes';
import { http } from '../../../lib/http.ts';

const LIST = ['retail-quotes'];
const SETTINGS = ['account', 'quote-settings'];

/** The link a customer opens: this app's `/q/<token>`. */
export const quoteLink = (token: string) => `${window.location.origin}/q/${token}`;

/** `POST /api/cus/retail-quotes`: saves the quote; its answer is the only one with the link's token. */
export function useSaveQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RetailQuoteRequest) =>
      http<{ data: CreatedQuote }>('/api/cus/retail-quotes', { method: 'POST', body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: LIST }),
  });
}

/** The account's latest saved quotes and where each stands (refreshed when the page is looked at again). */
export const useSavedQuotes = () =>
  useQuery({
    queryKey: LIST,
    queryFn: ({ signal }) => http<{ data: SavedQuoteSummary[] }>('/api/cus/retail-quotes', { signal }),
    select: (answer) => answer.data,
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

/** What the shop's quotes print about it (owners set it). */
export const useQuoteSettings = () =>
  useQuery({
    queryKey: SETTINGS,
    queryFn: ({ signal }) =>
      http<{ data: QuoteSettingsDto }>('/api/cus/account/quote-settings', { signal, silent: true }),
    select: (answer) => answer.data,
  });

export function useSaveQuoteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: QuoteSettingsDto) =>
      http<{ data: QuoteSettingsDto }>('/api/cus/account/quote-settings', {
        method: 'PUT',
        body: settings,
        inline: true,
      }),
    onSuccess: (answer) => client.setQueryData(SETTINGS, answer),
  });
}
