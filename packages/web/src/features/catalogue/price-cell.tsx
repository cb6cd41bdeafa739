import type { PriceInfoDto } from '@tyreline/domain/contract/pricing';
import { formatAud, toCents } from '@tyreline/domain/money';
import { useCustomerView } from '../../lib/customer-view.ts';
import { Button } from '../../ui/button.tsx';
import { DollarIcon } from '../../ui/icons.tsx';
import { Tag } from '../../ui/tag.tsx';
import { SellPrice } from './sell-price.tsx';
import { isCreditRefusal, priceErrorText, shownPrice, usePrice } from './api/get-price.ts';

const aud = (dollars: number) => formatAud(toCents(dollars));

/**
 * A row's price: the listing's own when the account sees prices inline; else a Price button until looked up
 * (the page states a credit refusal in full once, above the list). A special offer shows beside its
 * struck-through usual price.
 */
export function PriceCell({
  productId,
  productName,
  inline,
  onLookUp,
}: {
  productId: number;
  productName: string;
  /** The price the listing carried (accounts whose price switch is off). */
  inline: PriceInfoDto | null | undefined;
  onLookUp: (productId: number) => void;
}) {
  const price = usePrice(productId);
  const info = inline ?? price.data;
  const customerView = useCustomerView((s) => s.on);
  if (customerView) return <SellPrice info={info} />;

  if (info) {
    const shown = shownPrice(info);
    return (
      <span className="shop-price" data-testid="product-price">
        {shown.wasPrice !== undefined && (
          <del className="shop-price-was">
            <span className="visually-hidden">Usual price </span>
            {aud(shown.wasPrice)}
          </del>
        )}
        <strong className="shop-price-now">
          {shown.wasPrice !== undefined && <span className="visually-hidden">Special price </span>}
          {aud(shown.price)}
        </strong>
        {shown.wasPrice !== undefined && <Tag tone="danger">Special</Tag>}
      </span>
    );
  }

  return (
    <span className="shop-price-ask">
      <Button
        size="sm"
        icon={<DollarIcon />}
        isPending={price.isFetching}
        onPress={() => onLookUp(productId)}
        aria-label={`Price of ${productName}`}
      >
        Price
      </Button>
      {price.isError && !price.isFetching && (
        <span className="shop-price-error" data-testid="price-error">
          {isCreditRefusal(price.error) ? 'No price credit' : priceErrorText(price.error)}
        </span>
      )}
    </span>
  );
}
