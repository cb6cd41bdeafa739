import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OptionDto } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

export const paymentTypesQuery = queryOptions({
  queryKey: ['payment-types'],
  queryFn: ({ signal }) => http<{ data: OptionDto[] }>('/api/cus/payment-types', { signal }),
  select: (answer) => answer.data,
  staleTime: 30 * 60_000,
});

export function usePaymentTypes() {
  return useQuery(paymentTypesQuery);
}
