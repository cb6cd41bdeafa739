import { Tag } from 'antd';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/enums';

/** Colour says where an order stands at a glance: grey waiting, blue in the warehouse, green done, red cancelled. */
const COLOURS: Record<OrderStatus, string> = {
  submitted: 'default',
  confirmed: 'processing',
  picking: 'processing',
  dispatched: 'cyan',
  ready_for_pickup: 'gold',
  delivered: 'success',
  collected: 'success',
  cancelled: 'error',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={COLOURS[status]} className="order-status-tag" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Tag>
  );
}
