import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferencesDto } from '@tyreline/domain/contract/account';
import { http } from '../../../lib/http.ts';

const KEY = ['account', 'mail-preferences'];
const URL = '/api/cus/me/mail-preferences';

/** `GET /api/cus/me/mail-preferences`: which optional e-mail notices the signed-in user wants. */
export const useMailPreferences = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => http<{ data: MailPreferencesDto }>(URL, { signal, silent: true }),
    select: (answer) => answer.data,
  });

/** `PUT /api/cus/me/mail-preferences`: all three switches at once. */
export function useSaveMailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: MailPreferencesDto) =>
      http<{ data: MailPreferencesDto }>(URL, { method: 'PUT', body: preferences, inline: true }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
