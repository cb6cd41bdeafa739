import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiveReturnRequest, StaffReturn } from '@tyreline/domain/contract/returns';
import { staffHttp } from '../../session/staff-http.ts';
import { staffReturnQuery } from './get-staff-return.ts';

/** A step staff take on a return, with the version they saw. */
export type ReturnDecision =
  | { step: 'approve'; version: number }
  | { step: 'reject'; version: number; reason: string }
  | ({ step: 'receive' } & ReceiveReturnRequest);

export const decideStaffReturn = (id: number, { step, ...body }: ReturnDecision) =>
  staffHttp<{ data: StaffReturn }>(`/api/staff/returns/${id}/${step}`, {
    method: 'POST',
    body,
    inline: true,
  });

/** Approves, rejects or receives; a 409 is left to the screen, which shows it and the return as it is now. */
export function useDecideStaffReturn(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReturnDecision) => decideStaffReturn(id, decision),
    onSuccess: (answer) => client.setQueryData(staffReturnQuery(id).queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
