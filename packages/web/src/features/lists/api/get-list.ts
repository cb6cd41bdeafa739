import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedList } from '@tyreline/domain/contract/lists';
import { http } from '../../../lib/http.ts';

/** `GET /api/cus/lists/{id}`: one list with today's products, stock and (where shown inline) prices. */
export const listQuery = (id: number) =>
  queryOptions({
    queryKey: ['lists', 'detail', id],
    queryFn: ({ signal }) => http<{ data: SavedList }>(`/api/cus/lists/${id}`, { signal }),
    select: (answer) => answer.data,
  });

export function useList(id: number | null) {
  return useQuery({ ...listQuery(id ?? 0), enabled: id !== null });
}
