import type { ProductEdit, StaffProduct } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { useProductWrite } from './product-write.ts';

export const editProduct = (id: number, body: ProductEdit) =>
  staffHttp<{ data: StaffProduct }>(`/api/staff/products/${id}`, { method: 'PUT', body, inline: true });

export const useEditProduct = (id: number) => useProductWrite((body: ProductEdit) => editProduct(id, body));
