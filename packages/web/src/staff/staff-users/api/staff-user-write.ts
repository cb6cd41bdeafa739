import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '@tyreline/domain/contract/staff-users';

export const staffUsersKey = ['staff', 'staff-users'] as const;

/** Every staff write: the screen shows its own errors (inline), and the list and audit log refetch after. */
export function useStaffUserWrite<TBody>(request: (body: TBody) => Promise<{ data: StaffUser }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffUsersKey }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]),
  });
}
