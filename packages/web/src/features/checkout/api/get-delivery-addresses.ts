import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

/** The account's saved delivery addresses, the most recently used first (checkout saves each one used). */
export const deliveryAddressesQuery = queryOptions({
  queryKey: ['delivery-addresses'],
  queryFn: ({ signal }) => http<{ data: SavedAddress[] }>('/api/cus/delivery-addresses', { signal }),
  select: (answer) => answer.data,
});

export function useDeliveryAddresses() {
  return useQuery(deliveryAddressesQuery);
}
