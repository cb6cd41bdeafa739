import type { Order } from '@tyreline/domain/contract/orders';
import { useNavigate } from 'react-router';
import { ReturnItemsButton } from '../../features/returns/return-items-button.tsx';
import { SaveAsListButton } from '../../features/lists/save-as-list-button.tsx';

/** An open order's further actions, in its drawer: Save as list and Return items. */
export default function OrderActions({ order }: { order: Order }) {
  const navigate = useNavigate();
  return (
    <>
      <SaveAsListButton
        items={order.lines.map((line) => ({ product_id: line.product_id, qty: line.qty }))}
        defaultName={`Order ${order.number}`}
        onOpenList={(id) => void navigate(`/lists?list=${id}`)}
      />
      <ReturnItemsButton order={order} />
    </>
  );
}
