import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutDefaults } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

/** What the account's last order chose and its latest address: the next checkout starts from them. */
export const checkoutDefaultsQuery = queryOptions({
  queryKey: ['checkout-defaults'],
  queryFn: ({ signal }) =>
    http<{ data: CheckoutDefaults }>('/api/cus/checkout-defaults', { signal, silent: true }),
  select: (answer) => answer.data,
  retry: false,
});

export function useCheckoutDefaults() {
  return useQuery(checkoutDefaultsQuery);
}
