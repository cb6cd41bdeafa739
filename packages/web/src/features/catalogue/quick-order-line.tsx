import type { Product } from '@tyreline/domain/contract/catalogue';
import type { ResolvedQuickOrderLine } from '@tyreline/domain/contract/quick-order';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { StockList } from '../../components/stock-list.tsx';
import { RadioList } from '../../ui/radio-list.tsx';
import { Tag, type Tone } from '../../ui/tag.tsx';
import { PriceCell } from './price-cell.tsx';
import { ProductMeta, ProductName } from './product-cells.tsx';

const STATUS: Record<ResolvedQuickOrderLine['status'], { label: string; tone: Tone }> = {
  found: { label: 'Found', tone: 'success' },
  choose: { label: 'Choose one', tone: 'warning' },
  not_found: { label: 'Not found', tone: 'danger' },
  invalid: { label: 'Not read', tone: 'danger' },
};

interface QuickOrderLineProps {
  line: ResolvedQuickOrderLine;
  qty: number;
  onQty: (qty: number) => void;
  /** The product picked for a size that matched several. */
  chosen: number | undefined;
  onChoose: (productId: number) => void;
  typeNames: ReadonlyMap<string, string>;
  lookUp: (productId: number) => unknown;
  viewOnly: boolean;
}

/** A product's stock per warehouse and its price (or the Price button), as the shop shows them. */
function ProductFacts({
  p,
  lookUp,
  viewOnly,
}: {
  p: Product;
  lookUp: QuickOrderLineProps['lookUp'];
  viewOnly: boolean;
}) {
  return (
    <>
      <StockList warehouses={p.warehouse_availability} compact />
      {/* A viewer sees no prices: an empty cell keeps the grid's columns. */}
      {viewOnly ? (
        <span />
      ) : (
        <PriceCell
          productId={p.id}
          productName={p.name}
          inline={p.price}
          onLookUp={(id) => void lookUp(id)}
        />
      )}
    </>
  );
}

function Title({ p, typeNames }: { p: Product; typeNames: QuickOrderLineProps['typeNames'] }) {
  return (
    <span className="quick-product-title">
      <ProductName p={p} />
      <ProductMeta p={p} typeNames={typeNames} inTable={false} />
    </span>
  );
}

/** One pasted line: what was typed, and the product it names, the products to choose from, or why neither. */
export function QuickOrderLine({
  line,
  qty,
  onQty,
  chosen,
  onChoose,
  typeNames,
  lookUp,
  viewOnly,
}: QuickOrderLineProps) {
  const usable = line.status === 'found' || line.status === 'choose';
  const only = line.status === 'found' ? line.products[0] : undefined;
  return (
    <li className={`quick-line quick-line-${line.status}`} data-testid="quick-line" data-status={line.status}>
      <div className="quick-line-head">
        <span className="quick-line-number">Line {line.line}</span>
        <code className="quick-line-text">{line.text}</code>
        <Tag tone={STATUS[line.status].tone}>{STATUS[line.status].label}</Tag>
        {usable && !viewOnly && (
          <QuantityStepper
            size="small"
            value={qty}
            label={`Quantity for line ${line.line}`}
            onChange={onQty}
          />
        )}
      </div>
      {line.message && (
        <p className={usable ? 'quick-line-message' : 'quick-line-message quick-line-reason'}>
          {line.message}
        </p>
      )}
      {only && (
        <div className="quick-product">
          <ProductImage src={only.image} alt="" size={40} />
          <Title p={only} typeNames={typeNames} />
          <ProductFacts p={only} lookUp={lookUp} viewOnly={viewOnly} />
        </div>
      )}
      {line.status === 'choose' && (
        <RadioList
          aria-label={`Product for line ${line.line}`}
          value={chosen === undefined ? null : String(chosen)}
          onChange={(id) => onChoose(Number(id))}
          itemTestId="quick-choice"
          options={line.products.map((p) => ({
            value: String(p.id),
            label: <Title p={p} typeNames={typeNames} />,
            extra: (
              <div className="quick-choice-facts">
                <ProductFacts p={p} lookUp={lookUp} viewOnly={viewOnly} />
              </div>
            ),
          }))}
        />
      )}
    </li>
  );
}
