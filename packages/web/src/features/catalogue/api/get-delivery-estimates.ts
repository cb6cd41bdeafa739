import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WarehouseEstimate } from '@tyreline/domain/contract/delivery';
import { http } from '../../../lib/http.ts';

/** The runs change when the supplier imports them; the countdown itself is worked out on this page's clock. */
const REFRESH_MS = 10 * 60_000;

/** The page's clock, ticking on each minute: one timer for every countdown on screen. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, 60_000 - (at % 60_000));
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/**
 * `GET /api/cus/delivery-estimates`: each of the account's warehouses' next cut-off and pick-up time, fetched
 * once for the page (not per row) and again when a cut-off on screen has passed, for the next run.
 */
export function useDeliveryEstimates() {
  const now = useMinuteClock();
  const query = useQuery({
    queryKey: ['delivery', 'estimates'],
    queryFn: ({ signal }) =>
      http<{ data: WarehouseEstimate[] }>('/api/cus/delivery-estimates', { signal, silent: true }),
    select: (answer) => answer.data,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
  const { data, refetch } = query;
  const passed = (data ?? []).some((w) => w.delivery && Date.parse(w.delivery.cutoff_at) <= now);
  useEffect(() => {
    if (passed) void refetch();
  }, [passed, refetch]);
  const byWarehouse = useMemo(() => new Map((data ?? []).map((w) => [w.warehouse_id, w])), [data]);
  return { byWarehouse, now, pending: query.isPending, failed: query.isError };
}
