import type { Order } from '@tyreline/domain/contract/orders';
import { isPickUpShipType } from '@tyreline/domain/enums';
import { ItemList, ShipmentList } from '../../components/shipment-list.tsx';
import { Alert } from '../../ui/alert.tsx';
import './order-shipments.css';

/**
 * The customer's view of partial dispatch (docs/product.md §25): each shipment with its date and carrier
 * reference, what still waits on backorder, and what was cancelled from it. Nothing for an order not sent yet.
 */
export function OrderShipments({ order }: { order: Order }) {
  const shipments = order.shipments ?? [];
  const backordered = order.lines
    .filter((line) => (line.qty_backordered ?? 0) > 0)
    .map((line) => ({ ...line, qty: line.qty_backordered ?? 0 }));
  const cancelled = order.lines
    .filter((line) => (line.qty_cancelled ?? 0) > 0)
    .map((line) => ({ ...line, qty: line.qty_cancelled ?? 0 }));
  if (shipments.length === 0 && backordered.length === 0) return null;
  const isPickUp = isPickUpShipType(order.ship_type.id);
  return (
    <section aria-labelledby="order-shipments-title" className="order-shipments">
      <h3 id="order-shipments-title">{isPickUp ? 'Ready for pick-up' : 'Shipments'}</h3>
      {backordered.length > 0 && (
        <Alert
          type="info"
          className="order-backorder"
          data-testid="order-backorder"
          title="On backorder"
          description={
            <>
              <ItemList items={backordered} label="On backorder" />
              We send these as soon as they are in.
            </>
          }
        />
      )}
      <ShipmentList shipments={shipments} isPickUp={isPickUp} />
      {cancelled.length > 0 && (
        <div className="order-backorder-cancelled">
          Cancelled from backorder and credited:
          <ItemList items={cancelled} label="Cancelled from backorder" />
        </div>
      )}
    </section>
  );
}
