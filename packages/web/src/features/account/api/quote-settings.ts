import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteSettingsDto } from '@tyreline/domain/contract/retail-quotes';
import { http } from '../../../lib/http.ts';

const SETTINGS = ['account', 'quote-settings'];

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
