import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { listQuery } from './get-list.ts';
import { listsQuery } from './get-lists.ts';

/** `DELETE /api/cus/lists/{id}`. */
export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http<void>(`/api/cus/lists/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: listQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: listsQuery().queryKey, exact: true });
    },
  });
}
