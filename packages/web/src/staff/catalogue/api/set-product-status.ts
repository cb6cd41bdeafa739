import type { StaffProduct } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { useProductWrite } from './product-write.ts';

export interface ProductStatusRequest {
  active: boolean;
  version: number;
}

export const setProductStatus = (id: number, body: ProductStatusRequest) =>
  staffHttp<{ data: StaffProduct }>(`/api/staff/products/${id}/status`, {
    method: 'POST',
    body,
    inline: true,
  });

export const useSetProductStatus = (id: number) =>
  useProductWrite((body: ProductStatusRequest) => setProductStatus(id, body));
