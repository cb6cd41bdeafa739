import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailMessage } from '@tyreline/domain/contract/staff-mail';
import { staffHttp } from '../../session/staff-http.ts';
import { mailKey } from './get-mail-list.ts';

/** Queues a copy of the message (its own Message-ID); answers the copy. */
export const resendMail = (id: number) =>
  staffHttp<{ data: MailMessage }>(`/api/staff/mail/${id}/resend`, {
    method: 'POST',
    body: {},
    inline: true,
  });

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resendMail(id).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKey }),
  });
}
