import { staffHttp } from '../../session/staff-http.ts';
import { useContractPriceWrite } from './account-write.ts';

export const removeContractPrice = (accountId: number, productId: number) =>
  staffHttp<undefined>(`/api/staff/accounts/${accountId}/contract-prices/${productId}`, { method: 'DELETE' });

export const useRemoveContractPrice = (accountId: number) =>
  useContractPriceWrite(accountId, (productId: number) => removeContractPrice(accountId, productId));
