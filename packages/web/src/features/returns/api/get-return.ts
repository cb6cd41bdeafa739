import { useQuery } from '@tanstack/react-query';
import type { ReturnDetail } from '@tyreline/domain/contract/returns';
import { http } from '../../../lib/http.ts';

export function useReturn(id: number) {
  return useQuery({
    queryKey: ['returns', 'detail', id],
    queryFn: ({ signal }) => http<{ data: ReturnDetail }>(`/api/cus/returns/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}
