import { useMutation, useQueryClient } from '@tanstack/react-query';

export const productsKey = ['staff', 'products'] as const;

/** Every product write: the caller shows its own errors, and products and the audit log refetch after. */
export function useProductWrite<TBody, TAnswer>(request: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productsKey }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]),
  });
}
