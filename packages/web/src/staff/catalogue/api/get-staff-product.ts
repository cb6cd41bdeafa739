import { useQuery } from '@tanstack/react-query';
import type { StaffProduct } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { productsKey } from './product-write.ts';

export const getStaffProduct = (id: number, signal?: AbortSignal) =>
  staffHttp<{ data: StaffProduct }>(`/api/staff/products/${id}`, { signal });

export function useStaffProduct(id: number) {
  return useQuery({
    queryKey: [...productsKey, 'detail', id],
    queryFn: ({ signal }) => getStaffProduct(id, signal),
    select: (answer) => answer.data,
  });
}
