import { ProductImage } from '../../components/product-image.tsx';
import { StockList } from '../../components/stock-list.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton, SkeletonBlock } from '../../ui/skeleton.tsx';
import { DeliveryEta } from './delivery-eta.tsx';
import { PriceCell } from './price-cell.tsx';
import { BrandIcon, BuyControls, ProductMeta, ProductName } from './product-cells.tsx';
import type { ProductResultsProps } from './product-results-props.ts';
import { warehousesOf } from './product-specs.ts';
import { NOUN, ONE } from './shop-filters.ts';

/** Cards held while the first page loads, so the list does not jump in when it arrives. */
const SKELETON_CARDS = 3;

/** The results on a phone: a card per product, its stock, price and Add; Previous and Next under them. */
export function ProductCards(props: ProductResultsProps) {
  const { tab, products, meta, loading, onPage, lookUp, onAddToCart, typeNames, empty } = props;
  if (products.length === 0) {
    return loading ? (
      <div className="shop-cards" aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading {NOUN[tab]}…
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className="shop-item shop-skeleton-card" aria-hidden="true">
            <SkeletonBlock height={56} />
            <Skeleton rows={2} />
          </div>
        ))}
      </div>
    ) : (
      empty
    );
  }
  return (
    <div className="shop-cards" aria-busy={loading}>
      {meta && (
        <p className="shop-count" data-testid="result-count" aria-live="polite">
          {meta.total} {meta.total === 1 ? ONE[tab] : NOUN[tab]}
          {meta.last_page > 1 && ` · page ${meta.page} of ${meta.last_page}`}
        </p>
      )}
      <DeliveryEta warehouses={warehousesOf(products)} />
      {products.map((p) => (
        <article key={p.id} className="shop-item" data-testid="product-row" data-product-id={p.id}>
          <div className="shop-item-head">
            <ProductImage src={p.image} alt="" size={56} />
            <div className="shop-item-title">
              <ProductName p={p} />
              <ProductMeta p={p} typeNames={typeNames} inTable={false} />
              {props.note?.(p)}
            </div>
            <BrandIcon brand={p.brand} />
          </div>
          <StockList warehouses={p.warehouse_availability} compact />
          {!props.viewOnly && (
            <div className="shop-item-actions">
              <PriceCell
                productId={p.id}
                productName={p.name}
                inline={p.price}
                onLookUp={(id) => void lookUp(id)}
              />
              <BuyControls p={p} lookUp={lookUp} onAddToCart={onAddToCart} />
            </div>
          )}
        </article>
      ))}
      {meta && meta.last_page > 1 && (
        <nav className="shop-cards-pages" aria-label="Pages">
          <Button isDisabled={meta.page <= 1} onPress={() => onPage(meta.page - 1)}>
            Previous
          </Button>
          <span>
            Page {meta.page} of {meta.last_page}
          </span>
          <Button isDisabled={meta.page >= meta.last_page} onPress={() => onPage(meta.page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
