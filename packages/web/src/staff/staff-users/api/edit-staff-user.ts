import type { StaffUser, StaffUserEdit } from '@tyreline/domain/contract/staff-users';
import { staffHttp } from '../../session/staff-http.ts';
import { useStaffUserWrite } from './staff-user-write.ts';

export const editStaffUser = ({ id, ...body }: StaffUserEdit & { id: number }) =>
  staffHttp<{ data: StaffUser }>(`/api/staff/staff/${id}`, { method: 'PUT', body, inline: true });

export const useEditStaffUser = () => useStaffUserWrite(editStaffUser);
