import { useQuery } from '@tanstack/react-query';
import type { StaffCatalogueOptions } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';

export const getCatalogueOptions = (signal?: AbortSignal) =>
  staffHttp<{ data: StaffCatalogueOptions }>('/api/staff/catalogue/options', { signal });

export function useCatalogueOptions() {
  return useQuery({
    queryKey: ['staff', 'catalogue-options'],
    queryFn: ({ signal }) => getCatalogueOptions(signal),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}
