import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { OptionDto } from '@tyreline/domain/contract/orders';
import type {
  AccountEdit,
  AccountInput,
  AccountLedger,
  CustomerUser,
  CustomerUserInput,
  PaymentRequest,
  StaffAccount,
  StaffAccountListQuery,
  StaffAccountSummary,
} from '@tyreline/domain/contract/staff-accounts';
import { staffHttp } from '../staff-http.ts';

export type StaffAccountFilters = Partial<StaffAccountListQuery>;

const accountsKey = ['staff', 'accounts'] as const;

export function useStaffDepartments() {
  return useQuery({
    queryKey: ['staff', 'departments'],
    queryFn: ({ signal }) => staffHttp<{ data: OptionDto[] }>('/api/staff/departments', { signal }),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}

export function useStaffAccounts(filters: StaffAccountFilters) {
  return useQuery({
    queryKey: [...accountsKey, 'list', filters],
    queryFn: ({ signal }) =>
      staffHttp<{ data: StaffAccountSummary[]; meta: PaginationMeta }>('/api/staff/accounts', {
        signal,
        query: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });
}

export const staffAccountQuery = (id: number) =>
  queryOptions({
    queryKey: [...accountsKey, 'detail', id],
    queryFn: ({ signal }) => staffHttp<{ data: StaffAccount }>(`/api/staff/accounts/${id}`, { signal }),
    select: (answer) => answer.data,
  });

export function useStaffAccount(id: number) {
  return useQuery(staffAccountQuery(id));
}

/** Every account write: the form shows its own errors (inline), and everything about accounts refetches after. */
function useAccountWrite<TBody, TAnswer>(request: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsKey }),
        client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]),
  });
}

export const useCreateAccount = () =>
  useAccountWrite((body: AccountInput) =>
    staffHttp<{ data: StaffAccount }>('/api/staff/accounts', { method: 'POST', body, inline: true }),
  );

export const useEditAccount = (id: number) =>
  useAccountWrite((body: AccountEdit) =>
    staffHttp<{ data: StaffAccount }>(`/api/staff/accounts/${id}`, { method: 'PUT', body, inline: true }),
  );

export const useAccountStatus = (id: number) =>
  useAccountWrite((body: { disabled: boolean; version: number }) =>
    staffHttp<{ data: StaffAccount }>(`/api/staff/accounts/${id}/status`, {
      method: 'POST',
      body,
      inline: true,
    }),
  );

export function useAccountUsers(id: number) {
  return useQuery({
    queryKey: [...accountsKey, 'detail', id, 'users'],
    queryFn: ({ signal }) =>
      staffHttp<{ data: CustomerUser[] }>(`/api/staff/accounts/${id}/users`, { signal }),
    select: (answer) => answer.data,
  });
}

export const useCreateUser = (id: number) =>
  useAccountWrite((body: CustomerUserInput) =>
    staffHttp<{ data: CustomerUser }>(`/api/staff/accounts/${id}/users`, {
      method: 'POST',
      body,
      inline: true,
    }),
  );

export const useResetPassword = (id: number) =>
  useAccountWrite(({ userId, password }: { userId: number; password: string }) =>
    staffHttp<{ data: CustomerUser }>(`/api/staff/accounts/${id}/users/${userId}/password`, {
      method: 'POST',
      body: { password },
      inline: true,
    }),
  );

export const useUserStatus = (id: number) =>
  useAccountWrite(({ userId, disabled }: { userId: number; disabled: boolean }) =>
    staffHttp<{ data: CustomerUser }>(`/api/staff/accounts/${id}/users/${userId}/status`, {
      method: 'POST',
      body: { disabled },
    }),
  );

export function useAccountLedger(id: number, page: number) {
  return useQuery({
    queryKey: [...accountsKey, 'detail', id, 'ledger', page],
    queryFn: ({ signal }) =>
      staffHttp<{ data: AccountLedger; meta: PaginationMeta }>(`/api/staff/accounts/${id}/ledger`, {
        signal,
        query: { page },
      }),
    placeholderData: keepPreviousData,
  });
}

export const useRecordPayment = (id: number) =>
  useAccountWrite((body: PaymentRequest) =>
    staffHttp<{ data: { balance: number } }>(`/api/staff/accounts/${id}/payments`, {
      method: 'POST',
      body,
      inline: true,
    }),
  );
