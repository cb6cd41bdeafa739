import type { CartLine } from '@tyreline/domain/cart';
import { MESSAGES } from '@tyreline/domain/messages';
import { formatAud, lineTotal, toCents } from '@tyreline/domain/money';
import { LineFit } from '../../components/line-fit.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { StockList } from '../../components/stock-list.tsx';
import { TradePrice } from '../../components/trade-price.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { cartActions } from './cart-store.ts';

/** One cart line: image, name, '$ {price} AUD', stock per warehouse, the stepper and Remove (with the Tip dialog). */
export function CartLineItem({ line }: { line: CartLine }) {
  const { data: product, qty, price } = line;

  return (
    <li className="cart-line" data-testid="cart-line" data-product-id={product.id}>
      <ProductImage src={product.image} alt={product.name} size={72} />
      <div className="cart-line-main">
        <div className="cart-line-name">{product.name}</div>
        {product.sku && <div className="cart-line-sku">SKU {product.sku}</div>}
        <LineFit fit={line.fit} />
        <TradePrice>
          <div className="cart-line-price" data-testid="cart-line-price">
            {formatAud(toCents(price))}
          </div>
        </TradePrice>
        <StockList warehouses={product.warehouse_availability} compact />
      </div>
      <div className="cart-line-side">
        <QuantityStepper
          value={qty}
          size="small"
          label={`Quantity of ${product.name}`}
          onChange={(next) => cartActions.setQuantity(product.id, next)}
        />
        <TradePrice>
          <div className="cart-line-total" aria-label="Line total">
            {formatAud(lineTotal(toCents(price), qty))}
          </div>
        </TradePrice>
        <ConfirmDialog
          trigger={
            <Button variant="link" size="sm" danger>
              Remove
            </Button>
          }
          title={MESSAGES.removeFromCartTitle}
          description={MESSAGES.removeFromCartConfirm}
          confirmLabel="Remove"
          tone="danger"
          onConfirm={() => cartActions.remove(product.id)}
        />
      </div>
    </li>
  );
}
