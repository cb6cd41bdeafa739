import type { CartLine } from '@tyreline/domain/cart';
import type { z } from 'zod';
import type { shortLine } from '@tyreline/domain/contract/orders';
import { MESSAGES } from '@tyreline/domain/messages';
import { formatAud, lineTotal, toCents } from '@tyreline/domain/money';
import { TradePrice } from '../../components/trade-price.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { StockList } from '../../components/stock-list.tsx';
import { cartActions } from '../cart/cart-store.ts';
import { Money } from '../../components/money.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';

export type ShortLine = z.infer<typeof shortLine>;

interface Props {
  lines: CartLine[];
  /** The lines the warehouse could not fill at the last attempt, by product id. */
  shortages: ReadonlyMap<number, ShortLine>;
  /** Server field errors on a line, by line index. */
  lineErrors: ReadonlyMap<number, string[]>;
  disabled: boolean;
}

function Shortage({ short }: { short: ShortLine }) {
  const canFill = short.available === '8+' || short.available > 0;
  return (
    <Alert
      type="error"
      className="checkout-line-alert"
      data-testid="short-line"
      title={
        canFill
          ? `Only ${short.available} available — you asked for ${short.requested}.`
          : `Out of stock at this warehouse — you asked for ${short.requested}.`
      }
      action={
        typeof short.available === 'number' && short.available > 0 ? (
          <Button size="sm" onPress={() => cartActions.setQuantity(short.product_id, short.available)}>
            Order {short.available}
          </Button>
        ) : (
          <Button size="sm" onPress={() => cartActions.remove(short.product_id)}>
            Remove
          </Button>
        )
      }
    />
  );
}

/** The cart lines, editable in place; a shortfall or a field error shows under the line it concerns. */
export function CheckoutLines({ lines, shortages, lineErrors, disabled }: Props) {
  return (
    <ul className="checkout-lines" aria-label="Items to order">
      {lines.map((line, index) => {
        const short = shortages.get(line.data.id);
        const errors = lineErrors.get(index);
        return (
          <li
            key={line.data.id}
            className="checkout-line"
            data-testid="checkout-line"
            data-product-id={line.data.id}
          >
            <div className="checkout-line-row">
              <ProductImage src={line.data.image} alt="" size={56} />
              <div className="checkout-line-main">
                <div className="checkout-line-name">{line.data.name}</div>
                <div className="checkout-line-meta">
                  {line.data.sku && <span>SKU {line.data.sku}</span>}
                  <TradePrice>
                    <span>{formatAud(toCents(line.price))} each</span>
                  </TradePrice>
                </div>
                {line.data.warehouse_availability.length > 0 && (
                  <StockList warehouses={line.data.warehouse_availability} compact />
                )}
              </div>
              <div className="checkout-line-side">
                <QuantityStepper
                  value={line.qty}
                  size="small"
                  disabled={disabled}
                  label={`Quantity of ${line.data.name}`}
                  onChange={(qty) => cartActions.setQuantity(line.data.id, qty)}
                />
                <TradePrice>
                  <strong>
                    <Money cents={lineTotal(toCents(line.price), line.qty)} />
                  </strong>
                </TradePrice>
                <ConfirmDialog
                  trigger={
                    <Button variant="link" size="sm" isDisabled={disabled}>
                      Remove
                    </Button>
                  }
                  title={MESSAGES.removeFromCartTitle}
                  description={MESSAGES.removeFromCartConfirm}
                  confirmLabel="Remove"
                  tone="danger"
                  onConfirm={() => cartActions.remove(line.data.id)}
                />
              </div>
            </div>
            {short && <Shortage short={short} />}
            {errors?.map((message) => (
              <Alert key={message} type="error" className="checkout-line-alert" title={message} />
            ))}
          </li>
        );
      })}
    </ul>
  );
}
