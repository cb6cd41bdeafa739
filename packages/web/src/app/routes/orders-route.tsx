import { useNavigate } from 'react-router';
import { useAccount } from '../../features/account/api/get-account.ts';
import OrdersPage from '../../features/orders/orders-page.tsx';
import { SaveAsListButton } from '../../features/lists/save-as-list-button.tsx';

/** Composes the orders with saved lists (an order's detail offers Save as list) and the user's team role. */
export default function OrdersRoute() {
  const navigate = useNavigate();
  const role = useAccount().data?.role;
  return (
    <OrdersPage
      viewOnly={role === 'viewer'}
      orderActions={(order) => (
        <SaveAsListButton
          items={order.lines.map((line) => ({ product_id: line.product_id, qty: line.qty }))}
          defaultName={`Order ${order.number}`}
          onOpenList={(id) => void navigate(`/lists?list=${id}`)}
        />
      )}
    />
  );
}
