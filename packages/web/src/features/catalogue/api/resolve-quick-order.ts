import { useMutation } from '@tanstack/react-query';
import {
  linesWithProducts,
  type QuickOrderResult,
  type ResolvedQuickOrderLine,
} from '@tyreline/domain/contract/quick-order';
import { http } from '../../../lib/http.ts';

/** `POST /api/cus/quick-order`: each pasted line as a product, a choice of products, or the reason it is not one. */
export async function resolveQuickOrder(text: string): Promise<ResolvedQuickOrderLine[]> {
  const answer = await http<{ data: QuickOrderResult }>('/api/cus/quick-order', {
    method: 'POST',
    body: { text },
    inline: true,
  });
  return linesWithProducts(answer.data);
}

export function useResolveQuickOrder() {
  return useMutation({ mutationFn: resolveQuickOrder });
}
