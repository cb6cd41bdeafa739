import type { StaffUser, StaffUserInput } from '@tyreline/domain/contract/staff-users';
import { staffHttp } from '../../session/staff-http.ts';
import { useStaffUserWrite } from './staff-user-write.ts';

export const createStaffUser = (body: StaffUserInput) =>
  staffHttp<{ data: StaffUser }>('/api/staff/staff', { method: 'POST', body, inline: true });

export const useCreateStaffUser = () => useStaffUserWrite(createStaffUser);
