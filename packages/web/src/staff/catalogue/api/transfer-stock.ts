import type { StockLevel, StockTransfer } from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../../session/staff-http.ts';
import { useProductWrite } from './product-write.ts';

export const transferStock = (id: number, body: StockTransfer) =>
  staffHttp<{ data: { id: number; from: StockLevel; to: StockLevel } }>(
    `/api/staff/products/${id}/stock-transfers`,
    { method: 'POST', body, inline: true },
  );

export const useTransferStock = (id: number) =>
  useProductWrite((body: StockTransfer) => transferStock(id, body));
