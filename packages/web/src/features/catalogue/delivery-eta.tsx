import { useId, useState } from 'react';
import type { WarehouseEstimate } from '@tyreline/domain/contract/delivery';
import { deliveryMessage, pickUpMessage } from '@tyreline/domain/delivery';
import { BRISBANE_WAREHOUSE } from '@tyreline/domain/stock';
import { DownIcon } from '../../ui/icons.tsx';
import { useDeliveryEstimates } from './api/get-delivery-estimates.ts';
import './delivery-eta.css';

/** The delivery line of a warehouse on the page's clock: the countdown moves each minute, and past the cut-off it waits for the next run. */
function deliveryText(delivery: WarehouseEstimate['delivery'], now: number, timeZone: string): string {
  if (!delivery) return 'No delivery run to you from here';
  const cutoffAt = new Date(delivery.cutoff_at);
  const left = cutoffAt.getTime() - now;
  if (left <= 0) return 'Cut-off passed: checking the next run…';
  return deliveryMessage(
    {
      run: delivery.run,
      cutoffAt,
      minutesLeft: Math.floor(left / 60_000),
      deliveryDate: delivery.delivery_date,
      arrival: delivery.arrival,
    },
    new Date(now),
    timeZone,
  );
}

function pickUpText(pickUp: WarehouseEstimate['pick_up'], now: number, timeZone: string): string {
  if (!pickUp) return 'No counter pick-up';
  return pickUpMessage(
    { readyAt: new Date(pickUp.ready_at), date: pickUp.date, time: pickUp.time },
    new Date(now),
    timeZone,
  );
}

/**
 * When an order placed now arrives from, or can be collected at, each warehouse of the results: one line per
 * warehouse, its height kept while the estimates load so the list below does not move. On a phone the list
 * starts closed behind one line that opens it on tap, so the first product shows on the first screen.
 */
export function DeliveryEta({ warehouses }: { warehouses: readonly { id: number; name: string }[] }) {
  const { byWarehouse, now, pending, failed } = useDeliveryEstimates();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // The cross-stock column is another department's stock: it has no runs of the account's own.
  const own = warehouses.filter((w) => w.id !== BRISBANE_WAREHOUSE.id);
  if (own.length === 0 || failed) return null;
  return (
    <div className={open ? 'delivery-eta-box delivery-eta-open' : 'delivery-eta-box'}>
      {/* Shown on a phone only (delivery-eta.css); the list is always open on a wide screen. */}
      <button
        type="button"
        className="delivery-eta-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="delivery-eta-warehouse">Delivery and pick-up times</span>
        <span className="delivery-eta-count">
          {own.length} {own.length === 1 ? 'warehouse' : 'warehouses'}
        </span>
        <DownIcon className="delivery-eta-chevron" />
      </button>
      <DeliveryEtaList own={own} byWarehouse={byWarehouse} now={now} pending={pending} id={listId} />
    </div>
  );
}

function DeliveryEtaList({
  own,
  byWarehouse,
  now,
  pending,
  id,
}: Pick<ReturnType<typeof useDeliveryEstimates>, 'byWarehouse' | 'now' | 'pending'> & {
  own: readonly { id: number; name: string }[];
  id: string;
}) {
  return (
    <ul id={id} className="delivery-eta" aria-label="Delivery and pick-up" aria-busy={pending}>
      {own.map((w) => {
        const estimate = byWarehouse.get(w.id);
        return (
          <li key={w.id} data-testid="delivery-eta" data-warehouse-id={w.id}>
            <span className="delivery-eta-warehouse">{w.name}</span>
            {pending ? (
              <span className="delivery-eta-line delivery-eta-pending">Checking delivery times…</span>
            ) : estimate ? (
              <>
                <span className="delivery-eta-line" data-testid="delivery-eta-delivery">
                  {deliveryText(estimate.delivery, now, estimate.time_zone)}
                </span>
                <span className="delivery-eta-line" data-testid="delivery-eta-pick-up">
                  {pickUpText(estimate.pick_up, now, estimate.time_zone)}
                </span>
              </>
            ) : (
              <span className="delivery-eta-line">Delivery times on request</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
