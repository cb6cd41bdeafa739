import { useMutation } from '@tanstack/react-query';
import { toCartProduct } from '@tyreline/domain/cart';
import type { Product, ProductPage } from '@tyreline/domain/contract/catalogue';
import type { Order } from '@tyreline/domain/contract/orders';
import { showError, showSuccess } from '../../lib/feedback.ts';
import { http } from '../../lib/http.ts';
import { cartActions } from '../cart/cart-store.ts';

/** Today's listing of the order's products (image and stock), from both lists: an order may mix tyres and accessories. */
async function currentProducts(ids: number[]): Promise<Map<number, Product>> {
  const query = { ids: ids.join(','), per_page: 100 };
  const pages = await Promise.all(
    (['/api/cus/products', '/api/cus/accessories'] as const).map((path) =>
      http<ProductPage>(path, { query }),
    ),
  );
  return new Map(pages.flatMap((page) => page.data.map((p) => [p.id, p] as const)));
}

/**
 * Puts an order's lines back in the cart with today's image and stock, at the order's prices, and opens the
 * drawer, which re-prices every line. Products no longer sold are left out, and the customer is told.
 */
export async function reorder(order: Order): Promise<void> {
  const products = await currentProducts([...new Set(order.lines.map((line) => line.product_id))]);
  let units = 0;
  for (const line of order.lines) {
    const product = products.get(line.product_id);
    if (!product) continue;
    // A line without its price (a team viewer's order) is priced when the drawer opens.
    cartActions.add(toCartProduct(product), line.qty, line.unit_price ?? 0);
    units += line.qty;
  }
  const missing = order.lines.filter((line) => !products.has(line.product_id)).length;
  if (missing > 0)
    showError(
      `${missing} line${missing === 1 ? ' is' : 's are'} no longer sold and ${missing === 1 ? 'was' : 'were'} left out`,
    );
  if (units > 0) {
    showSuccess(`${units} item${units === 1 ? '' : 's'} from ${order.number} added to the cart`);
    cartActions.openDrawer();
  }
}

export function useReorder() {
  return useMutation({ mutationFn: reorder });
}
