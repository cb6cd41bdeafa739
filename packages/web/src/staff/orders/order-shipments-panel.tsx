import { useState } from 'react';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { isPickUpShipType } from '@tyreline/domain/enums';
import { isShippableStatus } from '@tyreline/domain/shipments';
import { ItemList, ShipmentList } from '../../components/shipment-list.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Inline } from '../../ui/stack.tsx';
import { CancelBackorderDialog, ShipDialog, outstandingLines } from './order-ship-dialogs.tsx';
import './order-shipments-panel.css';

/** "Dispatch part…" / "Ready part…" beside the order's other actions, while it is being picked or on backorder. */
export function PartShipmentButton({ order }: { order: StaffOrder }) {
  const [open, setOpen] = useState(false);
  if (!isShippableStatus(order.status)) return null;
  const isPickUp = isPickUpShipType(order.ship_type.id);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{isPickUp ? 'Ready part…' : 'Dispatch part…'}</Button>
      {open && (
        <ShipDialog
          order={order}
          title={`${isPickUp ? 'Ready part of' : 'Dispatch part of'} ${order.number}`}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * Shipments and backorder: what went when, what waits, and the backorder's two ways out (send the rest, or
 * cancel it). Nothing for an order that has not sent anything.
 */
export function ShipmentsPanel({ order }: { order: StaffOrder }) {
  const [dialog, setDialog] = useState<'rest' | 'cancel' | null>(null);
  const shipments = order.shipments ?? [];
  const waiting = order.status === 'backordered' ? outstandingLines(order) : [];
  const cancelled = order.lines
    .filter((line) => (line.qty_cancelled ?? 0) > 0)
    .map((line) => ({ ...line, qty: line.qty_cancelled ?? 0 }));
  if (shipments.length === 0 && waiting.length === 0) return null;
  const isPickUp = isPickUpShipType(order.ship_type.id);
  return (
    <Card size="sm" title="Shipments and backorder" data-testid="staff-shipments">
      <div className="staff-shipments">
        {waiting.length > 0 && (
          <div className="staff-backorder" data-testid="staff-backorder">
            <h2 className="staff-backorder-title">On backorder</h2>
            <ItemList items={waiting.map((l) => ({ ...l, qty: l.outstanding }))} label="On backorder" />
            <Inline>
              <Button variant="primary" onPress={() => setDialog('rest')}>
                {isPickUp ? 'Ready the rest' : 'Dispatch the rest'}
              </Button>
              <Button variant="danger" onPress={() => setDialog('cancel')}>
                Cancel the backorder…
              </Button>
            </Inline>
          </div>
        )}
        <ShipmentList shipments={shipments} isPickUp={isPickUp} />
        {cancelled.length > 0 && (
          <div className="staff-backorder-cancelled">
            Cancelled from backorder (restocked and credited):
            <ItemList items={cancelled} label="Cancelled from backorder" />
          </div>
        )}
      </div>
      {dialog === 'rest' && (
        <ShipDialog
          order={order}
          title={`${isPickUp ? 'Ready the rest of' : 'Dispatch the rest of'} ${order.number}`}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && <CancelBackorderDialog order={order} onClose={() => setDialog(null)} />}
    </Card>
  );
}
