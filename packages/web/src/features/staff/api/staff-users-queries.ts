import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffPasswordReset,
  StaffUser,
  StaffUserEdit,
  StaffUserInput,
  StaffUserStatusRequest,
} from '@tyreline/domain/contract/staff-users';
import { staffHttp } from '../staff-http.ts';

const staffUsersKey = ['staff', 'staff-users'] as const;

export function useStaffUsers() {
  return useQuery({
    queryKey: staffUsersKey,
    queryFn: ({ signal }) => staffHttp<{ data: StaffUser[] }>('/api/staff/staff', { signal }),
    select: (answer) => answer.data,
  });
}

/** Every staff write: the screen shows its own errors (inline), and the list and audit log refetch after. */
function useStaffUserWrite<TBody>(request: (body: TBody) => Promise<{ data: StaffUser }>) {
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

export const useCreateStaffUser = () =>
  useStaffUserWrite((body: StaffUserInput) =>
    staffHttp<{ data: StaffUser }>('/api/staff/staff', { method: 'POST', body, inline: true }),
  );

export const useEditStaffUser = () =>
  useStaffUserWrite(({ id, ...body }: StaffUserEdit & { id: number }) =>
    staffHttp<{ data: StaffUser }>(`/api/staff/staff/${id}`, { method: 'PUT', body, inline: true }),
  );

export const useStaffUserStatus = () =>
  useStaffUserWrite(({ id, ...body }: StaffUserStatusRequest & { id: number }) =>
    staffHttp<{ data: StaffUser }>(`/api/staff/staff/${id}/status`, { method: 'POST', body, inline: true }),
  );

export const useResetStaffPassword = () =>
  useStaffUserWrite(({ id, ...body }: StaffPasswordReset & { id: number }) =>
    staffHttp<{ data: StaffUser }>(`/api/staff/staff/${id}/password`, { method: 'POST', body, inline: true }),
  );
