import { useMutation, useQueryClient } from '@tanstack/react-query';

export const accountsKey = ['staff', 'accounts'] as const;
export const contractPricesKey = (accountId: number) => [
  ...accountsKey,
  'detail',
  accountId,
  'contract-prices',
];

/** Every account write: the form shows its own errors (inline), and everything about accounts refetches after. */
export function useAccountWrite<TBody, TAnswer>(request: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsKey }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]),
  });
}

/** A contract-price write: the account's contract prices and the audit log refetch after. */
export function useContractPriceWrite<TBody, TAnswer>(
  accountId: number,
  request: (body: TBody) => Promise<TAnswer>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contractPricesKey(accountId) }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]),
  });
}
