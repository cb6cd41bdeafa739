import { useQuery } from '@tanstack/react-query';
import type { ImportWarehouse } from '@tyreline/domain/contract/staff-imports';
import { staffHttp } from '../../session/staff-http.ts';

export const getImportWarehouses = (signal?: AbortSignal) =>
  staffHttp<{ data: ImportWarehouse[] }>('/api/staff/imports/warehouses', { signal });

/** Every warehouse with its code, as a stock or delivery-runs file names it. */
export function useImportWarehouses() {
  return useQuery({
    queryKey: ['staff', 'imports', 'warehouses'],
    queryFn: ({ signal }) => getImportWarehouses(signal),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}
