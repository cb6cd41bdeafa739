import type { Order } from '@tyreline/domain/contract/orders';
import { showSuccess } from '../../lib/feedback.ts';
import { cartActions } from '../cart/cart-store.ts';

/**
 * Puts an order's lines back in the cart at the order's prices and opens the drawer, which re-prices every
 * line and shows the stock; the lines carry no stock of their own until then.
 */
export function reorder(order: Order): void {
  for (const line of order.lines) {
    cartActions.add(
      { id: line.product_id, name: line.name, sku: line.sku, image: null, warehouse_availability: [] },
      line.qty,
      line.unit_price,
    );
  }
  const units = order.lines.reduce((sum, line) => sum + line.qty, 0);
  showSuccess(`${units} item${units === 1 ? '' : 's'} from ${order.number} added to the cart`);
  cartActions.openDrawer();
}
