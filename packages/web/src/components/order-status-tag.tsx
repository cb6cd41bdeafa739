import { Tag } from 'antd';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';

/**
 * Colour says where an order stands at a glance: grey waiting, blue in the warehouse, green done, red
 * cancelled. The colours are orders.css's, dark text on a pale tint (at least 4.5:1), not antd's presets.
 */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag className="order-status-tag" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Tag>
  );
}
