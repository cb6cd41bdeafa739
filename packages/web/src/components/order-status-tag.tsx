import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import { Tag, type Tone } from '../ui/tag.tsx';

/** Where an order stands at a glance: grey waiting, blue in the warehouse, cyan on its way, green done, red cancelled. */
const TONE: Record<OrderStatus, Tone> = {
  submitted: 'neutral',
  confirmed: 'info',
  picking: 'info',
  backordered: 'info',
  dispatched: 'processing',
  ready_for_pickup: 'warning',
  delivered: 'success',
  collected: 'success',
  cancelled: 'danger',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag tone={TONE[status]} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Tag>
  );
}
