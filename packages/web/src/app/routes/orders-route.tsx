import { useNavigate } from 'react-router';
import { useTeamMay } from '../../features/account/api/get-account.ts';
import OrdersPage from '../../features/orders/orders-page.tsx';
import { ReturnItemsButton } from '../../features/returns/return-items-button.tsx';
import { SaveAsListButton } from '../../features/lists/save-as-list-button.tsx';

/** Composes the orders with saved lists (an order's detail offers Save as list) and the user's team role. */
export default function OrdersRoute() {
  const navigate = useNavigate();
  const viewOnly = useTeamMay('placeOrders') === false;
  return (
    <OrdersPage
      viewOnly={viewOnly}
      orderActions={(order) => (
        <>
          <SaveAsListButton
            items={order.lines.map((line) => ({ product_id: line.product_id, qty: line.qty }))}
            defaultName={`Order ${order.number}`}
            onOpenList={(id) => void navigate(`/lists?list=${id}`)}
          />
          <ReturnItemsButton order={order} />
        </>
      )}
    />
  );
}
