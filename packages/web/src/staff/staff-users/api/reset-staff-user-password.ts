import type { StaffPasswordReset, StaffUser } from '@tyreline/domain/contract/staff-users';
import { staffHttp } from '../../session/staff-http.ts';
import { useStaffUserWrite } from './staff-user-write.ts';

export const resetStaffUserPassword = ({ id, ...body }: StaffPasswordReset & { id: number }) =>
  staffHttp<{ data: StaffUser }>(`/api/staff/staff/${id}/password`, { method: 'POST', body, inline: true });

export const useResetStaffUserPassword = () => useStaffUserWrite(resetStaffUserPassword);
