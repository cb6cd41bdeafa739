import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OptionDto } from '@tyreline/domain/contract/orders';
import { http } from '../../../lib/http.ts';

/** The supplier's staff a customer may name as their contact on an order. */
export const employeesQuery = queryOptions({
  queryKey: ['employees'],
  queryFn: ({ signal }) => http<{ data: OptionDto[] }>('/api/cus/employees', { signal }),
  select: (answer) => answer.data,
  staleTime: 30 * 60_000,
});

export function useEmployees() {
  return useQuery(employeesQuery);
}
