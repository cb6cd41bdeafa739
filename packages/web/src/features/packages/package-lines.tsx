import type { CheckedPackage, PackageLine } from '@tyreline/domain/contract/packages';
import { formatAud, toCents } from '@tyreline/domain/money';
import { retailQuote, sellPrice } from '@tyreline/domain/retail';
import { fromRetailSettingsDto } from '@tyreline/domain/contract/retail';
import { TradePrice } from '../../components/trade-price.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { useRetailSettings } from '../account/api/retail-settings.ts';

const aud = (dollars: number | null) => (dollars === null ? '—' : formatAud(toCents(dollars)));

/** The package's sum at trade, or in customer view what the customer pays: sell prices and fees per tyre. */
export function PackageTotal({ pkg }: { pkg: CheckedPackage }) {
  const settings = useRetailSettings();
  const quote =
    settings.data && pkg.total !== null
      ? retailQuote(
          pkg.lines.map((l) => ({
            name: l.product.name,
            sku: l.product.sku,
            qty: l.qty,
            tradeCents: toCents(l.unit_price ?? 0),
            isTyre: l.role === 'tyre',
          })),
          fromRetailSettingsDto(settings.data),
        )
      : null;
  return (
    <div className="package-total" data-testid="package-total">
      <TradePrice
        instead={
          quote && (
            <>
              Fitted price <strong>{formatAud(quote.totalCents)}</strong> incl. GST
            </>
          )
        }
      >
        Package total <strong>{aud(pkg.total)}</strong>
      </TradePrice>
    </div>
  );
}

/** A line's money: the trade price, or in customer view the shop's sell price (once its settings are known). */
function LineMoney({ line, total }: { line: PackageLine; total: boolean }) {
  const settings = useRetailSettings();
  const sell =
    line.unit_price !== null && settings.data
      ? sellPrice(toCents(line.unit_price), fromRetailSettingsDto(settings.data)) * (total ? line.qty : 1)
      : null;
  return (
    <TradePrice instead={sell !== null && <span className="nowrap">{formatAud(sell)}</span>}>
      <span className="nowrap">{aud(total ? line.line_total : line.unit_price)}</span>
    </TradePrice>
  );
}

const COLUMNS: DataColumn<PackageLine>[] = [
  { key: 'name', title: 'Item', isRowHeader: true, render: (l) => l.product.name },
  { key: 'qty', title: 'Qty', width: 48, align: 'right', render: (l) => l.qty },
  {
    key: 'unit',
    title: 'Price',
    width: 110,
    align: 'right',
    render: (l) => <LineMoney line={l} total={false} />,
  },
  {
    key: 'total',
    title: 'Line total',
    width: 120,
    align: 'right',
    render: (l) => <LineMoney line={l} total />,
  },
];

/** The package's lines priced one by one: a table, cards on a phone. */
export function PackageLines({ lines, loading }: { lines: PackageLine[]; loading: boolean }) {
  return (
    <DataTable
      aria-label="Package lines"
      className="package-lines"
      density="compact"
      columns={COLUMNS}
      rows={lines}
      rowKey={(l) => l.product.id}
      loading={loading}
    />
  );
}
