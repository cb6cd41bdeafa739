import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type {
  ContractPrice,
  ContractPriceInput,
  ProductEdit,
  StaffCatalogueOptions,
  StaffProduct,
  StaffProductSummary,
  StockLevel,
  StockMovement,
} from '@tyreline/domain/contract/staff-catalogue';
import { staffHttp } from '../staff-http.ts';

const productsKey = ['staff', 'products'] as const;
const contractPricesKey = (accountId: number) => [
  'staff',
  'accounts',
  'detail',
  accountId,
  'contract-prices',
];

export function useCatalogueOptions() {
  return useQuery({
    queryKey: ['staff', 'catalogue-options'],
    queryFn: ({ signal }) =>
      staffHttp<{ data: StaffCatalogueOptions }>('/api/staff/catalogue/options', { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

export function useStaffProducts(filters: Record<string, string>) {
  return useQuery({
    queryKey: [...productsKey, 'list', filters],
    queryFn: ({ signal }) =>
      staffHttp<{ data: StaffProductSummary[]; meta: PaginationMeta }>('/api/staff/products', {
        signal,
        query: filters,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffProduct(id: number) {
  return useQuery({
    queryKey: [...productsKey, 'detail', id],
    queryFn: ({ signal }) => staffHttp<{ data: StaffProduct }>(`/api/staff/products/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useStockMovements(id: number, page: number) {
  return useQuery({
    queryKey: [...productsKey, 'detail', id, 'movements', page],
    queryFn: ({ signal }) =>
      staffHttp<{ data: StockMovement[]; meta: PaginationMeta }>(
        `/api/staff/products/${id}/stock-movements`,
        {
          signal,
          query: { page },
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every product write: the caller shows its own errors, and products and the audit log refetch after. */
function useProductWrite<TBody, TAnswer>(request: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productsKey }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]),
  });
}

export const useEditProduct = (id: number) =>
  useProductWrite((body: ProductEdit) =>
    staffHttp<{ data: StaffProduct }>(`/api/staff/products/${id}`, { method: 'PUT', body, inline: true }),
  );

export const useProductStatus = (id: number) =>
  useProductWrite((body: { active: boolean; version: number }) =>
    staffHttp<{ data: StaffProduct }>(`/api/staff/products/${id}/status`, {
      method: 'POST',
      body,
      inline: true,
    }),
  );

export const useAdjustStock = (id: number) =>
  useProductWrite(
    ({
      warehouseId,
      ...body
    }: {
      warehouseId: number;
      quantity: number;
      expected_quantity: number;
      reason: string;
    }) =>
      staffHttp<{ data: StockLevel }>(`/api/staff/products/${id}/stock/${warehouseId}`, {
        method: 'PUT',
        body,
        inline: true,
      }),
  );

export function useContractPrices(accountId: number, page: number, q: string | undefined) {
  return useQuery({
    queryKey: [...contractPricesKey(accountId), page, q],
    queryFn: ({ signal }) =>
      staffHttp<{ data: ContractPrice[]; meta: PaginationMeta }>(
        `/api/staff/accounts/${accountId}/contract-prices`,
        { signal, query: { page, ...(q ? { q } : {}) } },
      ),
    placeholderData: keepPreviousData,
  });
}

function useContractPriceWrite<TBody, TAnswer>(
  accountId: number,
  request: (body: TBody) => Promise<TAnswer>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contractPricesKey(accountId) }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]),
  });
}

export const useSetContractPrice = (accountId: number) =>
  useContractPriceWrite(accountId, (body: ContractPriceInput) =>
    staffHttp<{ data: ContractPrice }>(`/api/staff/accounts/${accountId}/contract-prices`, {
      method: 'POST',
      body,
      inline: true,
    }),
  );

export const useRemoveContractPrice = (accountId: number) =>
  useContractPriceWrite(accountId, (productId: number) =>
    staffHttp<undefined>(`/api/staff/accounts/${accountId}/contract-prices/${productId}`, {
      method: 'DELETE',
    }),
  );
