import type { FitCheck } from '@tyreline/domain/contract/vehicles';
import { http } from '../../../lib/http.ts';

/** `POST /api/cus/vehicles/{id}/fit`: the server's check of products about to be added from the vehicle's view. */
export async function checkFit(
  vehicleId: number,
  productIds: number[],
  override: string | null,
): Promise<FitCheck> {
  const answer = await http<{ data: FitCheck }>(`/api/cus/vehicles/${vehicleId}/fit`, {
    method: 'POST',
    body: { product_ids: productIds, fit_override: override },
    inline: true,
  });
  return answer.data;
}
