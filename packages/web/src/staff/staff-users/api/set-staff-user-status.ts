import type { StaffUser, StaffUserStatusRequest } from '@tyreline/domain/contract/staff-users';
import { staffHttp } from '../../session/staff-http.ts';
import { useStaffUserWrite } from './staff-user-write.ts';

export const setStaffUserStatus = ({ id, ...body }: StaffUserStatusRequest & { id: number }) =>
  staffHttp<{ data: StaffUser }>(`/api/staff/staff/${id}/status`, { method: 'POST', body, inline: true });

export const useSetStaffUserStatus = () => useStaffUserWrite(setStaffUserStatus);
