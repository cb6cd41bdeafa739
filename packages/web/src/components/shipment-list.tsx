import type { OrderShipment } from '@tyreline/domain/contract/shipments';
import { formatDateTime } from '../lib/format-date.ts';
import './shipment-list.css';

interface Item {
  line_no?: number | undefined;
  sku: string;
  name: string;
  qty: number;
}

/** "3 × Pilot Sport 4 (MIC-2055516)" per line: what went, waits or was cancelled. */
export function ItemList({ items, label }: { items: readonly Item[]; label: string }) {
  return (
    <ul className="shipment-items" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.line_no ?? ''}-${item.sku}`}>
          <strong>{item.qty}</strong> × {item.name} <span className="shipment-sku">({item.sku})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What went when (docs/product.md §25): each dispatch, or each part made ready at the counter, with its date,
 * its carrier reference and its lines. Shared by the customer's order and the back office's.
 */
export function ShipmentList({
  shipments,
  isPickUp,
}: {
  shipments: readonly OrderShipment[];
  isPickUp: boolean;
}) {
  return (
    <ol className="shipment-list">
      {shipments.map((shipment) => {
        const title = isPickUp ? `Part ${shipment.seq} ready` : `Shipment ${shipment.seq}`;
        return (
          <li key={shipment.seq} className="shipment" data-testid="shipment">
            <div className="shipment-head">
              <strong>{title}</strong>
              <time dateTime={shipment.at}>{formatDateTime(shipment.at)}</time>
            </div>
            {shipment.tracking_reference && (
              <div className="shipment-reference">Carrier reference {shipment.tracking_reference}</div>
            )}
            <ItemList items={shipment.lines} label={`${title}: lines`} />
          </li>
        );
      })}
    </ol>
  );
}
