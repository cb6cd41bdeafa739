import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryPromise } from '@tyreline/domain/contract/delivery';
import { http } from '../../../lib/http.ts';

/** A promise depends on the clock: asked again each minute while the buyer is on checkout. */
const PROMISE_FRESH_MS = 60_000;

/**
 * `GET /api/cus/delivery-promise`: what an order placed now would be promised, for the chosen warehouse, ship
 * type and delivery postcode (the same rule checkout keeps with the order).
 */
export function useDeliveryPromise(choice: { warehouseId?: number; shipType?: number; postcode?: string }) {
  const { warehouseId, shipType, postcode } = choice;
  return useQuery({
    queryKey: ['delivery', 'promise', warehouseId, shipType, postcode],
    queryFn: ({ signal }) =>
      http<{ data: DeliveryPromise }>('/api/cus/delivery-promise', {
        signal,
        silent: true,
        query: { warehouse_id: warehouseId, ship_type: shipType, postcode },
      }),
    select: (answer) => answer.data,
    enabled: warehouseId !== undefined && shipType !== undefined,
    staleTime: PROMISE_FRESH_MS,
    refetchInterval: PROMISE_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
