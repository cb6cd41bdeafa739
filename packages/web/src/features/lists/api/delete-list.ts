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
      // Gone from the lists at once, before the refetch answers: the page never shows a deleted list.
      queryClient.setQueryData(listsQuery().queryKey, (answer) =>
        answer ? { ...answer, data: answer.data.filter((list) => list.id !== id) } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: listsQuery().queryKey, exact: true });
    },
  });
}
