import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedList, SavedListRequest } from '@tyreline/domain/contract/lists';
import { http } from '../../../lib/http.ts';
import { listQuery } from './get-list.ts';
import { listsQuery } from './get-lists.ts';

/**
 * `POST /api/cus/lists` (no id) or `PUT /api/cus/lists/{id}`: the list's name and items; 422 field errors are
 * left to the form that sent them.
 */
export function useSaveList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, list }: { id?: number; list: SavedListRequest }) => {
      const answer = await http<{ data: SavedList }>(id ? `/api/cus/lists/${id}` : '/api/cus/lists', {
        method: id ? 'PUT' : 'POST',
        body: list,
        inline: true,
      });
      return answer.data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(listQuery(saved.id).queryKey, { data: saved });
      void queryClient.invalidateQueries({ queryKey: listsQuery().queryKey, exact: true });
    },
  });
}
