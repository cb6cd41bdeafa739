import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PrinterIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline } from '../../ui/stack.tsx';
import { useStaffOrder } from './api/get-staff-order.ts';
import { useMoveStaffOrder } from './api/move-staff-order.ts';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { PartShipmentButton, ShipmentsPanel } from './order-shipments-panel.tsx';
import { OrderDocumentButtons } from './order-document-buttons.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderHistoryCard, OrderLinesCard } from './order-lines-card.tsx';
import { OrderMoveDialog, type MoveExtra } from './order-move-dialog.tsx';
import { OrderNotesCard } from './order-notes-card.tsx';
import { OrderLinesEditor } from './order-lines-editor.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

/** The action a button names for each status an order may move to. */
const ACTION_LABELS: Record<OrderStatus, string> = {
  submitted: 'Submit',
  confirmed: 'Confirm',
  picking: 'Start picking',
  backordered: 'Backorder the rest',
  dispatched: 'Dispatch…',
  ready_for_pickup: 'Ready for pick-up',
  delivered: 'Mark delivered',
  collected: 'Mark collected',
  cancelled: 'Cancel order…',
};

/** Dispatch asks for the carrier's reference, cancelling for a reason; other moves happen on a click. */
type Asking = 'dispatched' | 'cancelled' | null;

export function StaffOrderPage() {
  const id = Number(useParams().id);
  const order = useStaffOrder(id);
  const transition = useMoveStaffOrder(id);
  const [asking, setAsking] = useState<Asking>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  if (order.isPending) return <Skeleton rows={10} />;
  if (order.isError) return <LoadFailed what="This order" error={order.error} />;
  const current = order.data;

  const move = (to: OrderStatus, extra: MoveExtra = {}) => {
    setConflict(null);
    transition.mutate(
      { to, version: current.version, ...extra },
      {
        // These run once the refetch after the move is done: by then the next move's dialog may be open, so
        // only this move's own dialog is closed.
        onSuccess: () => {
          setAsking((open) => (open === to ? null : open));
          showSuccess(`${current.number} is now ${ORDER_STATUS_LABELS[to].toLowerCase()}.`);
        },
        onError: (error) => {
          setAsking((open) => (open === to ? null : open));
          // A stale edit: say so, and show the order as it is now (the query refetches on settle).
          if (error instanceof ApiError) setConflict(error.message);
        },
      },
    );
  };

  // A backorder is sent or cancelled from its own panel (ShipmentsPanel), not with the whole-order moves.
  const wholeMoves = current.status === 'backordered' ? [] : current.next_statuses;

  const onAction = (to: OrderStatus) =>
    to === 'dispatched' || to === 'cancelled' ? setAsking(to) : move(to);

  return (
    <div className="staff-page" data-testid="staff-order">
      <Inline justify="between" gap="md">
        <StaffHeading title={`${current.number} · Orders`}>
          {current.number} <OrderStatusTag status={current.status} />
        </StaffHeading>
        <Inline>
          <LinkButton to={`/staff/pick-list?ids=${current.id}`} icon={<PrinterIcon />}>
            Pick list
          </LinkButton>
          <OrderDocumentButtons orderId={current.id} />
          <Link to="/staff/orders">Back to the queue</Link>
        </Inline>
      </Inline>

      {conflict && (
        <Alert
          type="warning"
          title={conflict}
          description="The order below is as it is now."
          onClose={() => setConflict(null)}
        />
      )}

      <Card size="sm" title="Actions">
        {current.next_statuses.length === 0 ? (
          <span>This order is finished.</span>
        ) : (
          <Inline>
            <PartShipmentButton order={current} />
            {wholeMoves.map((to) => (
              <Button
                key={to}
                variant={to === 'cancelled' ? 'danger' : 'primary'}
                isPending={transition.isPending && transition.variables?.to === to}
                onPress={() => onAction(to)}
              >
                {ACTION_LABELS[to]}
              </Button>
            ))}
            <OrderLinesEditor order={current} />
          </Inline>
        )}
      </Card>

      <OrderFacts order={current} />

      <ShipmentsPanel order={current} />

      <div className="staff-order-body">
        <OrderLinesCard order={current} />
        <OrderHistoryCard order={current} />
      </div>

      <OrderNotesCard orderId={current.id} />

      {asking && (
        <OrderMoveDialog
          order={current}
          to={asking}
          isPending={transition.isPending}
          onMove={(extra) => move(asking, extra)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
