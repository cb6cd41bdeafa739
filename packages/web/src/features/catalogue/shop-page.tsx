import { useMemo } from 'react';
import { Alert, Button, Card, Empty, Tabs } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { MESSAGES } from '@tyreline/domain/messages';
import type { PriceLimit } from '@tyreline/domain/pricing';
import { useAutoPartTypes } from './api/get-auto-part-types.ts';
import { usePriceLookup } from './api/get-price.ts';
import { useProducts } from './api/get-products.ts';
import { ProductResults, type AddToCart } from './product-results.tsx';
import { ShopFilterBar } from './shop-filter-bar.tsx';
import { activeFilterCount, apiQuery, TAB_SOURCE, type ShopTab } from './shop-filters.ts';
import { useShopFilters } from './use-shop-filters.ts';
import { VehicleFinder } from './vehicle-finder.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import './shop-page.css';

/** The product tabs, then the vehicle look-up that leads to tyres and wheels. */
const TABS: { key: ShopTab | 'vehicle'; label: string }[] = [
  { key: 'tyres', label: 'Tyres' },
  { key: 'wheels', label: 'Wheels' },
  { key: 'accessories', label: 'Accessories' },
  { key: 'vehicle', label: 'Vehicle' },
];

interface ShopPageProps {
  onAddToCart: AddToCart;
  /** The account's price-lookup credit; shown only when its switch is on. */
  priceCredit: PriceLimit | undefined;
  /** After every price lookup (the credit count is refreshed). */
  onPriceLookedUp: () => void;
}

/** The remaining price-lookup credit, when the account's switch is on. */
function PriceCredit({ limit }: { limit: PriceLimit | undefined }) {
  if (limit?.get_price_switch !== 1) return null;
  const left = Math.max(0, limit.remaining_searches);
  return (
    <span className={left > 0 ? 'shop-credit' : 'shop-credit shop-credit-none'} data-testid="price-credit">
      Price lookups left: <strong>{left}</strong>
    </span>
  );
}

type LookUp = ReturnType<typeof usePriceLookup>['lookUp'];

/** A product tab: its filters, the list and its page, all in the URL. */
function ProductTab({
  onAddToCart,
  pricesInline,
  lookUp,
  typeNames,
}: {
  onAddToCart: AddToCart;
  pricesInline: boolean;
  lookUp: LookUp;
  typeNames: ReadonlyMap<string, string>;
}) {
  const { filters, params, update, clear } = useShopFilters();
  const { tab } = filters;
  const query = useMemo(() => apiQuery(filters), [filters]);
  const products = useProducts(TAB_SOURCE[tab].path, query);
  const filtered = activeFilterCount(filters.values) > 0;
  const noun = TABS.find((t) => t.key === tab)!.label.toLowerCase();

  const empty = (
    <Empty
      className="shop-empty"
      description={filtered ? `No ${noun} match these filters.` : `No ${noun} in the catalogue yet.`}
    >
      {filtered && <Button onClick={clear}>Clear filters</Button>}
    </Empty>
  );

  return (
    <>
      <ShopFilterBar
        tab={tab}
        values={filters.values}
        update={update}
        clear={clear}
        focusSearch={params.get('focus') === 'search'}
        pricesInline={pricesInline}
      />
      {filters.invalid.length > 0 && (
        <Alert
          className="shop-alert"
          type="warning"
          showIcon
          title={`Some filters in this link are not valid and were left out: ${filters.invalid.join(', ')}.`}
          action={
            <Button
              size="small"
              onClick={() => update(Object.fromEntries(filters.invalid.map((k) => [k, null])))}
            >
              Remove them
            </Button>
          }
        />
      )}
      {products.isError ? (
        <Alert
          className="shop-alert"
          type="error"
          showIcon
          title={`The ${noun} could not be loaded.`}
          description={products.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void products.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <ProductResults
          tab={tab}
          products={products.data?.data ?? []}
          meta={products.data?.meta}
          loading={products.isFetching}
          typeNames={typeNames}
          onPage={(page) => update({ page: String(page) })}
          lookUp={lookUp}
          onAddToCart={onAddToCart}
          empty={products.isPending ? <span /> : empty}
        />
      )}
    </>
  );
}

/** The shop: one tab per product type and the vehicle look-up; every filter, the page and the sort in the URL. */
export default function ShopPage({ onAddToCart, priceCredit, onPriceLookedUp }: ShopPageProps) {
  const { filters, params, setTab } = useShopFilters();
  const tab = params.get('tab') === 'vehicle' ? 'vehicle' : filters.tab;
  const { lookUp, refused } = usePriceLookup(onPriceLookedUp);
  const autoPartTypes = useAutoPartTypes();
  const typeNames = useMemo(
    () => new Map((autoPartTypes.data ?? []).map((t) => [t.auto_part_type, t.type_name])),
    [autoPartTypes.data],
  );

  const content = (
    <>
      {refused && (
        <Alert
          className="shop-alert"
          type="error"
          showIcon
          role="alert"
          data-testid="price-credit-refused"
          title={MESSAGES.priceCreditExhausted}
        />
      )}
      {tab === 'vehicle' ? (
        <VehicleFinder lookUp={lookUp} onAddToCart={onAddToCart} typeNames={typeNames} />
      ) : (
        <ProductTab
          onAddToCart={onAddToCart}
          pricesInline={priceCredit?.get_price_switch === 0}
          lookUp={lookUp}
          typeNames={typeNames}
        />
      )}
    </>
  );

  return (
    <>
      <div className="shop-heading">
        <PageHeading title={`${TABS.find((t) => t.key === tab)!.label} — Shop`}>Shop</PageHeading>
        <PriceCredit limit={priceCredit} />
      </div>
      <Card className="shop-card">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as ShopTab | 'vehicle')}
          items={TABS.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? content : null }))}
        />
      </Card>
    </>
  );
}
