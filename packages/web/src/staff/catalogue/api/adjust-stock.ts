import type { StockLevel } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { useProductWrite } from './product-write.ts';

export interface StockAdjustment {
  warehouseId: number;
  quantity: number;
  expected_quantity: number;
  reason: string;
}

export const adjustStock = (id: number, { warehouseId, ...body }: StockAdjustment) =>
  staffHttp<{ data: StockLevel }>(`/api/staff/products/${id}/stock/${warehouseId}`, {
    method: 'PUT',
    body,
    inline: true,
  });

export const useAdjustStock = (id: number) =>
  useProductWrite((body: StockAdjustment) => adjustStock(id, body));
