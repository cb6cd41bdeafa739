import { useRef, useState } from 'react';
import { Button, Card, Empty, Form, Grid, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cartCount, cartTotals } from '@tyreline/domain/cart';
import { insufficientStockBody, type Order } from '@tyreline/domain/contract/orders';
import { formatAud, toCents } from '@tyreline/domain/money';
import { isOverOrderLimit } from '@tyreline/domain/team';
import { ApiError } from '../../lib/http-client.ts';
import { useAccount } from '../account/api/get-account.ts';
import { cartActions, useCart } from '../cart/cart-store.ts';
import { useSubmitApproval } from '../team/api/submit-approval.ts';
import { checkoutDefaultsQuery, useCheckoutDefaults } from './api/get-checkout-defaults.ts';
import { deliveryAddressesQuery } from './api/get-delivery-addresses.ts';
import { usePlaceOrder } from './api/place-order.ts';
import { CheckoutDetails } from './checkout-details.tsx';
import { CheckoutLines, type ShortLine } from './checkout-lines.tsx';
import { CheckoutPromise } from './checkout-promise.tsx';
import {
  changedPaths,
  serverFieldErrors,
  NEW_ADDRESS,
  validateCheckout,
  type CheckoutValues,
  type FieldError,
} from './checkout-request.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';
import { PageHeading } from '../../components/page-heading.tsx';
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
    <Card>
      <Result
        status="success"
        title={<span data-testid="order-placed">Order {order.number} placed</span>}
        subTitle={`We have your order for ${order.lines.length} line${order.lines.length === 1 ? '' : 's'}. Follow it on the Orders page.`}
        extra={[
          <Link key="open" to={`/orders?order=${order.id}`}>
            <Button type="primary">View order {order.number}</Button>
          </Link>,
          <Link key="shop" to="/shop?tab=tyres">
            <Button>Continue shopping</Button>
          </Link>,
        ]}
      />
    </Card>
  );
}

function SentForApproval() {
  return (
    <Card>
      <Result
        status="info"
        title={<span data-testid="approval-sent">Sent for approval</span>}
        subTitle="An owner of the account will approve or reject it. Once approved, the order is placed and appears under Orders."
        extra={[
          <Link key="approvals" to="/approvals">
            <Button type="primary">Follow it under Approvals</Button>
          </Link>,
          <Link key="shop" to="/shop?tab=tyres">
            <Button>Continue shopping</Button>
          </Link>,
        ]}
      />
    </Card>
  );
}

interface AttemptError {
  title: string;
  text: string | string[];
}

/** Checkout: the cart's lines, how to ship and pay, the totals and Place order (one order per attempt, however often it is clicked). */
export default function CheckoutPage() {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const phone = Grid.useBreakpoint().md === false;
  const defaults = useCheckoutDefaults();
  const lines = useCart((state) => state.lines);
  const placeOrder = usePlaceOrder();
  const submitApproval = useSubmitApproval();
  const account = useAccount().data;
  const [placed, setPlaced] = useState<Order | null>(null);
  const [sentForApproval, setSentForApproval] = useState(false);
  const [shortages, setShortages] = useState<ReadonlyMap<number, ShortLine>>(new Map());
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<number, string[]>>(new Map());
  const [attemptError, setAttemptError] = useState<AttemptError | null>(null);
  // The same request keeps its key, so a retry after a lost answer gets the same order back.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  if (placed) return <OrderPlaced order={placed} />;
  if (sentForApproval) return <SentForApproval />;

  const totals = cartTotals(lines);
  const limitCents = account?.order_limit == null ? null : toCents(account.order_limit);
  // A buyer's cart over their limit goes to an owner instead (the server checks the same rule).
  const overLimit = account !== undefined && isOverOrderLimit(account.role, limitCents, totals.total);

  const showFieldErrors = (errors: FieldError[]) => {
    const onLines = new Map<number, string[]>();
    const onForm: FieldError[] = [];
    for (const error of errors) {
      const [head, index] = error.name;
      if (head === 'lines' && typeof index === 'number') onLines.set(index, error.errors);
      else if (head === 'lines')
        setAttemptError({ title: 'Your cart cannot be ordered', text: error.errors });
      else onForm.push(error);
    }
    setLineErrors(onLines);
    form.setFields(onForm);
    const first = onForm[0];
    if (first) form.scrollToField(first.name, { block: 'center', focus: true });
  };

  const submit = () => {
    setAttemptError(null);
    setShortages(new Map());
    setLineErrors(new Map());
    const checked = validateCheckout(form.getFieldsValue(true), lines);
    if (!checked.ok) return showFieldErrors(checked.errors);

    if (overLimit) {
      submitApproval.mutate(checked.request, {
        onSuccess: () => {
          cartActions.clear();
          setSentForApproval(true);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length > 0)
            return showFieldErrors(serverFieldErrors(error.fieldErrors));
          setAttemptError({
            title: 'The request was not sent',
            text: error instanceof ApiError ? error.text : error.message,
          });
        },
      });
      return;
    }

    const fingerprint = JSON.stringify(checked.request);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    placeOrder.mutate(
      { request: checked.request, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          void queryClient.invalidateQueries(checkoutDefaultsQuery);
          void queryClient.invalidateQueries(deliveryAddressesQuery);
          cartActions.clear();
          setPlaced(order);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          if (!(error instanceof ApiError))
            return setAttemptError({ title: 'The order was not placed', text: error.message });
          const short = insufficientStockBody.safeParse(error.body);
          if (error.status === 409 && short.success) {
            setShortages(new Map(short.data.short_lines.map((line) => [line.product_id, line])));
            setAttemptError({
              title: 'Not enough stock',
              // Where the marked lines really are: above this message on a phone, beside it on a wide screen.
              text: `${form.getFieldValue('warehouse_id') ? 'This warehouse is short. ' : ''}Change the lines marked ${phone ? 'above' : 'on the left'} under Items, or choose a warehouse that has them all, then place the order again.`,
            });
          } else if (error.status === 422 && Object.keys(error.fieldErrors).length > 0) {
            showFieldErrors(serverFieldErrors(error.fieldErrors));
          } else if (error.status === 403) {
            setAttemptError({
              title: limitCents === null ? 'Over your credit limit' : 'Over a limit',
              text: error.text,
            });
          } else {
            setAttemptError({ title: 'The order was not placed', text: error.text });
          }
        },
      },
    );
  };

  if (lines.length === 0) {
    return (
      <>
        <PageHeading>Checkout</PageHeading>
        <Card>
          <Empty description="Your cart is empty.">
            <Link to="/shop?tab=tyres">
              <Button type="primary">Shop tyres</Button>
            </Link>
          </Empty>
        </Card>
      </>
    );
  }

  if (defaults.isPending) {
    return (
      <>
        <PageHeading>Checkout</PageHeading>
        <Spin />
      </>
    );
  }

  const busy = placeOrder.isPending || submitApproval.isPending;
  return (
    <>
      <PageHeading>Checkout</PageHeading>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(defaults.data)}
        requiredMark
        className="checkout"
        aria-busy={busy}
        onFinish={submit}
        onValuesChange={(changed: Record<string, unknown>) =>
          form.setFields(changedPaths(changed).map((name) => ({ name, errors: [] })))
        }
      >
        <div className="checkout-main">
          <Card size="small" title={`Items (${lines.length} line${lines.length === 1 ? '' : 's'})`}>
            <CheckoutLines lines={lines} shortages={shortages} lineErrors={lineErrors} disabled={busy} />
          </Card>
          <Card size="small" title="Delivery and payment">
            <CheckoutDetails
              disabled={busy}
              lines={lines.map((line) => ({ product_id: line.data.id, qty: line.qty }))}
              rememberedWarehouse={defaults.data?.warehouse_id ?? null}
            />
          </Card>
        </div>
        <aside className="checkout-side">
          <Card size="small">
            <CheckoutPromise />
            <CheckoutSummary
              totals={totals}
              approval={
                overLimit
                  ? `Your order limit is ${formatAud(limitCents!)}; this order comes to ${formatAud(totals.total)}. Submit it for approval: once an owner of the account approves it, the order is placed.`
                  : null
              }
              itemCount={cartCount(lines)}
              placing={busy}
              error={attemptError}
            />
          </Card>
        </aside>
      </Form>
    </>
  );
}
