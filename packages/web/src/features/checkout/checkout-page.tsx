import { useState } from 'react';
import type { Order } from '@tyreline/domain/contract/orders';
import { PageHeading } from '../../components/page-heading.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Result } from '../../ui/result.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useCart } from '../cart/cart-store.ts';
import { useCheckoutDefaults } from './api/get-checkout-defaults.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { NEW_ADDRESS, type CheckoutValues } from './checkout-request.ts';
import './checkout.css';

const INITIAL: CheckoutValues = { ship_type: 1 };

/** The form's first values: what the last order chose (the warehouse is offered by what it can fill). */
function initialValues(defaults: ReturnType<typeof useCheckoutDefaults>['data']): CheckoutValues {
  if (!defaults) return INITIAL;
  return {
    ship_type: defaults.ship_type ?? INITIAL.ship_type,
    ...(defaults.payment_type_id !== null && { payment_type_id: defaults.payment_type_id }),
    delivery_address_id: defaults.delivery_address_id ?? NEW_ADDRESS,
  };
}

function OrderPlaced({ order }: { order: Order }) {
  return (
    <Card as="div">
      <Result
        status="success"
        title={<span data-testid="order-placed">Order {order.number} placed</span>}
        subTitle={`We have your order for ${order.lines.length} line${order.lines.length === 1 ? '' : 's'}. Follow it on the Orders page.`}
        extra={
          <>
            <LinkButton to={`/orders?order=${order.id}`} variant="primary">
              View order {order.number}
            </LinkButton>
            <LinkButton to="/shop?tab=tyres">Continue shopping</LinkButton>
          </>
        }
      />
    </Card>
  );
}

function SentForApproval() {
  return (
    <Card as="div">
      <Result
        status="info"
        title={<span data-testid="approval-sent">Sent for approval</span>}
        subTitle="An owner of the account will approve or reject it. Once approved, the order is placed and appears under Orders."
        extra={
          <>
            <LinkButton to="/approvals" variant="primary">
              Follow it under Approvals
            </LinkButton>
            <LinkButton to="/shop?tab=tyres">Continue shopping</LinkButton>
          </>
        }
      />
    </Card>
  );
}

/** Checkout: the cart's lines, how to ship and pay, the totals and Place order, then what became of it. */
export default function CheckoutPage() {
  const defaults = useCheckoutDefaults();
  const lines = useCart((state) => state.lines);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [sentForApproval, setSentForApproval] = useState(false);

  if (placed) return <OrderPlaced order={placed} />;
  if (sentForApproval) return <SentForApproval />;

  if (lines.length === 0) {
    return (
      <>
        <PageHeading>Checkout</PageHeading>
        <Card as="div">
          <Empty description="Your cart is empty.">
            <LinkButton to="/shop?tab=tyres" variant="primary">
              Shop tyres
            </LinkButton>
          </Empty>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeading>Checkout</PageHeading>
      {defaults.isPending ? (
        <Spinner />
      ) : (
        <CheckoutForm
          lines={lines}
          initial={initialValues(defaults.data)}
          rememberedWarehouse={defaults.data?.warehouse_id ?? null}
          onPlaced={setPlaced}
          onSentForApproval={() => setSentForApproval(true)}
        />
      )}
    </>
  );
}
