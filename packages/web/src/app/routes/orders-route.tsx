import { lazy, Suspense } from 'react';
import { useTeamMay } from '../../features/account/api/get-account.ts';
import OrdersPage from '../../features/orders/orders-page.tsx';

// Save as list and Return items show in an open order's drawer: they load with it, not with the list.
const OrderActions = lazy(() => import('./order-actions.tsx'));

/** Composes the orders with saved lists (an order's detail offers Save as list) and the user's team role. */
export default function OrdersRoute() {
  const viewOnly = useTeamMay('placeOrders') === false;
  return (
    <OrdersPage
      viewOnly={viewOnly}
      orderActions={(order) => (
        <Suspense fallback={null}>
          <OrderActions order={order} />
        </Suspense>
      )}
    />
  );
}
