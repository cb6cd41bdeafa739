import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetailSettingsDto } from '@tyreline/domain/contract/retail';
import { http } from '../../../lib/http.ts';

const KEY = ['account', 'retail-settings'];

/** `GET /api/cus/account/retail-settings`: the account's sell-price settings (not for a viewer). */
export const useRetailSettings = (enabled = true) =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      http<{ data: RetailSettingsDto }>('/api/cus/account/retail-settings', { signal, silent: true }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
    enabled,
  });

/** `PUT /api/cus/account/retail-settings` (owners); a 422's field errors go beside the fields. */
export function useSaveRetailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetailSettingsDto) =>
      http<{ data: RetailSettingsDto }>('/api/cus/account/retail-settings', {
        method: 'PUT',
        body: settings,
        inline: true,
      }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
