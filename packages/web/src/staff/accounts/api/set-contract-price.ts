import type { ContractPrice, ContractPriceInput } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { useContractPriceWrite } from './account-write.ts';

export const setContractPrice = (accountId: number, body: ContractPriceInput) =>
  staffHttp<{ data: ContractPrice }>(`/api/staff/accounts/${accountId}/contract-prices`, {
    method: 'POST',
    body,
    inline: true,
  });

export const useSetContractPrice = (accountId: number) =>
  useContractPriceWrite(accountId, (body: ContractPriceInput) => setContractPrice(accountId, body));
