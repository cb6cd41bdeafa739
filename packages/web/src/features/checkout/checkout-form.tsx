import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartCount, cartTotals, type CartLine } from '@tyreline/domain/cart';
import { insufficientStockBody, type Order } from '@tyreline/domain/contract/orders';
import { formatAud, toCents } from '@tyreline/domain/money';
import { isOverOrderLimit } from '@tyreline/domain/team';
import { ApiError } from '../../lib/http-client.ts';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import { Card } from '../../ui/card.tsx';
import { Form, useFormErrors } from '../../ui/form.tsx';
import { useAccount } from '../account/api/get-account.ts';
import { cartActions } from '../cart/cart-store.ts';
import { useSubmitApproval } from '../team/api/submit-approval.ts';
import { checkoutDefaultsQuery } from './api/get-checkout-defaults.ts';
import { deliveryAddressesQuery } from './api/get-delivery-addresses.ts';
import { usePlaceOrder } from './api/place-order.ts';
import { CheckoutDetails } from './checkout-details.tsx';
import { CheckoutLines, type ShortLine } from './checkout-lines.tsx';
import { CheckoutPromise } from './checkout-promise.tsx';
import {
  serverFieldErrors,
  validateCheckout,
  type CheckoutValues,
  type FieldError,
} from './checkout-request.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';

/** The form's fields by the names their errors come under (the contract's paths, dotted). */
const FIELDS = [
  'ship_type',
  'warehouse_id',
  'delivery_address_id',
  'delivery_address.street',
  'delivery_address.suburb',
  'delivery_address.state',
  'delivery_address.postcode',
  'customer_reference',
  'employee_id',
  'payment_type_id',
  'notes',
] as const;

interface AttemptError {
  title: string;
  text: string | string[];
}

interface CheckoutFormProps {
  lines: CartLine[];
  initial: CheckoutValues;
  rememberedWarehouse: number | null;
  onPlaced: (order: Order) => void;
  onSentForApproval: () => void;
}

/** The checkout form: one order per attempt, however often Place order is pressed. */
export function CheckoutForm({
  lines,
  initial,
  rememberedWarehouse,
  onPlaced,
  onSentForApproval,
}: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const phone = !useMediaQuery(MEDIA.md);
  const placeOrder = usePlaceOrder();
  const submitApproval = useSubmitApproval();
  const account = useAccount().data;
  const errors = useFormErrors(FIELDS);
  const [values, setValues] = useState(initial);
  const [shortages, setShortages] = useState<ReadonlyMap<number, ShortLine>>(new Map());
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<number, string[]>>(new Map());
  const [attemptError, setAttemptError] = useState<AttemptError | null>(null);
  // The same request keeps its key, so a retry after a lost answer gets the same order back.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const change = useCallback(
    (patch: Partial<CheckoutValues>) => setValues((now) => ({ ...now, ...patch })),
    [],
  );

  const totals = cartTotals(lines);
  const limitCents = account?.order_limit == null ? null : toCents(account.order_limit);
  // A buyer's cart over their limit goes to an owner instead (the server checks the same rule).
  const overLimit = account !== undefined && isOverOrderLimit(account.role, limitCents, totals.total);

  const showFieldErrors = (found: FieldError[]) => {
    const onLines = new Map<number, string[]>();
    const onForm: Record<string, string[]> = {};
    for (const error of found) {
      const [head, index] = error.name;
      if (head === 'lines' && typeof index === 'number') onLines.set(index, error.errors);
      else if (head === 'lines')
        setAttemptError({ title: 'Your cart cannot be ordered', text: error.errors });
      else onForm[error.name.join('.')] = error.errors;
    }
    setLineErrors(onLines);
    errors.setErrors(onForm);
  };

  const refused = (error: Error, title: string) => {
    if (error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length > 0)
      return showFieldErrors(serverFieldErrors(error.fieldErrors));
    setAttemptError({ title, text: error instanceof ApiError ? error.text : error.message });
  };

  const done = () => {
    cartActions.clear();
    window.scrollTo({ top: 0 });
  };

  const submit = () => {
    setAttemptError(null);
    setShortages(new Map());
    setLineErrors(new Map());
    const checked = validateCheckout(values, lines);
    if (!checked.ok) return showFieldErrors(checked.errors);
    errors.clear();

    if (overLimit) {
      submitApproval.mutate(checked.request, {
        onSuccess: () => {
          done();
          onSentForApproval();
        },
        onError: (error) => refused(error, 'The request was not sent'),
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
          done();
          onPlaced(order);
        },
        onError: (error) => {
          const short = error instanceof ApiError ? insufficientStockBody.safeParse(error.body) : null;
          if (error instanceof ApiError && error.status === 409 && short?.success) {
            setShortages(new Map(short.data.short_lines.map((line) => [line.product_id, line])));
            setAttemptError({
              title: 'Not enough stock',
              // Where the marked lines really are: above this message on a phone, beside it on a wide screen.
              text: `${values.warehouse_id ? 'This warehouse is short. ' : ''}Change the lines marked ${phone ? 'above' : 'on the left'} under Items, or choose a warehouse that has them all, then place the order again.`,
            });
          } else if (error instanceof ApiError && error.status === 403) {
            setAttemptError({
              title: limitCents === null ? 'Over your credit limit' : 'Over a limit',
              text: error.text,
            });
          } else {
            refused(error, 'The order was not placed');
          }
        },
      },
    );
  };

  const busy = placeOrder.isPending || submitApproval.isPending;
  return (
    <Form aria-label="Checkout" className="checkout" onSubmit={submit} {...errors.formProps}>
      <div className="checkout-main" aria-busy={busy}>
        <Card size="sm" title={`Items (${lines.length} line${lines.length === 1 ? '' : 's'})`}>
          <CheckoutLines lines={lines} shortages={shortages} lineErrors={lineErrors} disabled={busy} />
        </Card>
        <Card size="sm" title="Delivery and payment">
          <CheckoutDetails
            values={values}
            onChange={change}
            disabled={busy}
            lines={lines.map((line) => ({ product_id: line.data.id, qty: line.qty }))}
            rememberedWarehouse={rememberedWarehouse}
          />
        </Card>
      </div>
      <aside className="checkout-side">
        <Card as="div" size="sm">
          <CheckoutPromise values={values} />
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
  );
}
