import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedListSummary } from '@tyreline/domain/contract/lists';
import { http } from '../../../lib/http.ts';

/** `GET /api/cus/lists`: the account's saved lists, by name. */
export const listsQuery = () =>
  queryOptions({
    queryKey: ['lists'],
    queryFn: ({ signal }) => http<{ data: SavedListSummary[] }>('/api/cus/lists', { signal }),
    select: (answer) => answer.data,
  });

export function useLists() {
  return useQuery(listsQuery());
}
