import { useNavigate } from 'react-router';
import OrdersPage from '../../features/orders/orders-page.tsx';
import { SaveAsListButton } from '../../features/lists/save-as-list-button.tsx';

/** Composes the orders with saved lists: an order's detail offers Save as list. */
export default function OrdersRoute() {
  const navigate = useNavigate();
  return (
    <OrdersPage
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
