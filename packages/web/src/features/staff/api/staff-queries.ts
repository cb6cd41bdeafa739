import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionDto } from '@tyreline/domain/contract/orders';
import type { CappedPaginationMeta, PaginationMeta } from '@tyreline/domain/contract/common';
import type {
  AuditEntry,
  AuditQuery,
  BulkTransitionRequest,
  BulkTransitionResult,
  StaffMe,
  StaffOrder,
  StaffOrderListQuery,
  StaffOrderSummary,
  TransitionRequest,
} from '@tyreline/domain/contract/staff';
import type { StaffDashboard } from '@tyreline/domain/contract/staff-dashboard';
import { staffHttp } from '../staff-http.ts';

export type StaffOrderFilters = Partial<StaffOrderListQuery>;
export type AuditFilters = Partial<AuditQuery>;

export function useStaffMe() {
  return useQuery({
    queryKey: ['staff', 'me'],
    queryFn: ({ signal }) => staffHttp<{ data: StaffMe }>('/api/staff/me', { signal }),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}

export function useStaffWarehouses() {
  return useQuery({
    queryKey: ['staff', 'warehouses'],
    queryFn: ({ signal }) => staffHttp<{ data: OptionDto[] }>('/api/staff/warehouses', { signal }),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}

export function useStaffOrders(filters: StaffOrderFilters) {
  return useQuery({
    queryKey: ['staff', 'orders', 'list', filters],
    queryFn: ({ signal }) =>
      staffHttp<{ data: StaffOrderSummary[]; meta: CappedPaginationMeta }>('/api/staff/orders', {
        signal,
        query: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });
}

export const staffOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'detail', id],
    queryFn: ({ signal }) => staffHttp<{ data: StaffOrder }>(`/api/staff/orders/${id}`, { signal }),
    select: (answer) => answer.data,
  });

export function useStaffOrder(id: number) {
  return useQuery(staffOrderQuery(id));
}

/** Moves one order; a 409 is left to the screen, which shows it and the order as it is now. */
export function useTransition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransitionRequest) =>
      staffHttp<{ data: StaffOrder }>(`/api/staff/orders/${id}/transitions`, {
        method: 'POST',
        body,
        inline: true,
      }),
    onSuccess: (answer) => client.setQueryData(staffOrderQuery(id).queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useBulkTransition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTransitionRequest) =>
      staffHttp<{ data: BulkTransitionResult[] }>('/api/staff/orders/transitions', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: ['staff', 'audit', filters],
    queryFn: ({ signal }) =>
      staffHttp<{ data: AuditEntry[]; meta: PaginationMeta }>('/api/staff/audit', {
        signal,
        query: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffDashboard() {
  return useQuery({
    queryKey: ['staff', 'dashboard'],
    queryFn: ({ signal }) => staffHttp<{ data: StaffDashboard }>('/api/staff/dashboard', { signal }),
    select: (answer) => answer.data,
    refetchInterval: 60_000,
  });
}

export function useAuditStaff() {
  return useQuery({
    queryKey: ['staff', 'audit-staff'],
    queryFn: ({ signal }) => staffHttp<{ data: OptionDto[] }>('/api/staff/audit/staff', { signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}
