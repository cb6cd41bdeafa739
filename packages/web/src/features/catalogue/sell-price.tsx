import type { PriceInfoDto } from '@tyreline/domain/contract/pricing';
import { formatAud, toCents } from '@tyreline/domain/money';
import { choosePrice } from '@tyreline/domain/pricing';
import { sellPrice } from '@tyreline/domain/retail';
import { fromRetailSettingsDto } from '@tyreline/domain/contract/retail';
import { useRetailSettings } from '../account/api/retail-settings.ts';

/** A result's price in customer view: the shop's sell price from its settings, or nothing until both are known. */
export function SellPrice({ info }: { info: PriceInfoDto | null | undefined }) {
  const settings = useRetailSettings();
  if (!info || !settings.data) return <span className="shop-muted">—</span>;
  const sell = sellPrice(toCents(choosePrice(info)), fromRetailSettingsDto(settings.data));
  return (
    <span className="shop-price" data-testid="sell-price">
      <strong className="shop-price-now">{formatAud(sell)}</strong>
    </span>
  );
}
