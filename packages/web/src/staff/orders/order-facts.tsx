import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { formatDateTime } from '../../lib/format-date.ts';
import { DescriptionList, type DescriptionItem } from '../../ui/description-list.tsx';

/** Who placed the order, with the address they sign in with (a link to write to them). */
function PlacedBy({ order }: { order: StaffOrder }) {
  if (!order.placed_by) return <>—</>;
  if (!order.placed_by_email) return <>{order.placed_by}</>;
  return (
    <>
      {order.placed_by} (<a href={`mailto:${order.placed_by_email}`}>{order.placed_by_email}</a>)
    </>
  );
}

/** The order's facts: who, where from, how it ships and what was noted. */
export function OrderFacts({ order }: { order: StaffOrder }) {
  const address = order.delivery_address;
  const items: DescriptionItem[] = [
    { key: 'account', label: 'Account', children: order.account.name },
    { key: 'reference', label: 'Customer reference', children: order.customer_reference ?? '—' },
    { key: 'placed', label: 'Placed', children: formatDateTime(order.created_at) },
    { key: 'by', label: 'Placed by', children: <PlacedBy order={order} /> },
    ...(order.approved_by ? [{ key: 'approved', label: 'Approved by', children: order.approved_by }] : []),
    { key: 'ship', label: 'Ship type', children: order.ship_type.name },
    { key: 'warehouse', label: 'Warehouse', children: order.warehouse.name },
    { key: 'payment', label: 'Payment', children: order.payment_type.name },
    {
      key: 'address',
      label: 'Delivery address',
      children: address
        ? `${address.street}, ${address.suburb} ${address.state} ${address.postcode}`
        : 'Pick-up',
    },
    { key: 'tracking', label: 'Carrier reference', children: order.tracking_reference ?? '—' },
    { key: 'notes', label: 'Notes', children: order.notes ?? '—' },
  ];
  return <DescriptionList items={items} columns={3} bordered />;
}
