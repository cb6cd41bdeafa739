import { useQuery } from '@tanstack/react-query';
import type { MailMessage } from '@tyreline/domain/contract/staff-mail';
import { staffHttp } from '../../session/staff-http.ts';
import { mailKey } from './get-mail-list.ts';

export const getMail = (id: number, signal?: AbortSignal) =>
  staffHttp<{ data: MailMessage }>(`/api/staff/mail/${id}`, { signal });

export function useMail(id: number) {
  return useQuery({
    queryKey: [...mailKey, 'detail', id],
    queryFn: ({ signal }) => getMail(id, signal),
    select: (answer) => answer.data,
  });
}
