import type { PaymentRequest } from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../../session/staff-http.ts';
import { useAccountWrite } from './account-write.ts';

export const recordPayment = (id: number, body: PaymentRequest) =>
  staffHttp<{ data: { balance: number } }>(`/api/staff/accounts/${id}/payments`, {
    method: 'POST',
    body,
    inline: true,
  });

export const useRecordPayment = (id: number) =>
  useAccountWrite((body: PaymentRequest) => recordPayment(id, body));
