import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import './plain.css';
import './order-status-tag.css';

/**
 * Colour says where an order stands at a glance: grey waiting, blue in the warehouse, green done, red
 * cancelled. The colours are order-status-tag.css's, dark text on a pale tint (at least 4.5:1), not antd's presets.
 */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <span className="plain-tag order-status-tag" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
