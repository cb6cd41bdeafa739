import { useMemo } from 'react';
import { Alert, Button, Card, Empty, Tabs } from 'antd';
import { ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MESSAGES } from '@tyreline/domain/messages';
import type { PriceLimit } from '@tyreline/domain/pricing';
import { useAutoPartTypes } from './api/get-auto-part-types.ts';
import { usePriceLookup } from './api/get-price.ts';
import { useProducts } from './api/get-products.ts';
import { ProductResults, type AddToCart } from './product-results.tsx';
import { QuickOrderTab, type AddLinesToCart } from './quick-order-tab.tsx';
import { ShopFilterBar } from './shop-filter-bar.tsx';
import { activeFilterCount, apiQuery, QUICK_TAB, TAB_SOURCE, type ShopTab } from './shop-filters.ts';
import { useShopFilters } from './use-shop-filters.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import './shop-page.css';

const TABS: { key: ShopTab; label: string }[] = [
  { key: 'tyres', label: 'Tyres' },
  { key: 'wheels', label: 'Wheels' },
  { key: 'accessories', label: 'Accessories' },
];

interface ShopPageProps {
  onAddToCart: AddToCart;
  /** Quick order's Add all to cart. */
  onAddLinesToCart: AddLinesToCart;
  /** The account's price-lookup credit; shown only when its switch is on. */
  priceCredit: PriceLimit | undefined;
  /** After every price lookup (the credit count is refreshed). */
  onPriceLookedUp: () => void;
  /** A viewer of the account's team: stock only, no prices and no buying. */
  viewOnly: boolean;
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

/**
 * The shop: one tab per product type, every filter, the page and the sort order in the URL; and the quick-order
 * tab for a pasted list.
 */
export default function ShopPage({
  onAddToCart,
  onAddLinesToCart,
  priceCredit,
  onPriceLookedUp,
  viewOnly,
}: ShopPageProps) {
  const { filters, params, update, clear, setTab } = useShopFilters();
  const { tab } = filters;
  const quick = params.get('tab') === QUICK_TAB;
  const query = useMemo(() => apiQuery(filters), [filters]);
  const products = useProducts(TAB_SOURCE[tab].path, query, !quick);
  const { lookUp, refused } = usePriceLookup(onPriceLookedUp);
  const autoPartTypes = useAutoPartTypes();
  const typeNames = useMemo(
    () => new Map((autoPartTypes.data ?? []).map((t) => [t.auto_part_type, t.type_name])),
    [autoPartTypes.data],
  );
  const filtered = activeFilterCount(filters.values) > 0;
  const noun = TABS.find((t) => t.key === tab)!.label.toLowerCase();

  const creditRefused = refused && (
    <Alert
      className="shop-alert"
      type="error"
      showIcon
      role="alert"
      data-testid="price-credit-refused"
      title={MESSAGES.priceCreditExhausted}
    />
  );

  const empty = (
    <Empty
      className="shop-empty"
      description={filtered ? `No ${noun} match these filters.` : `No ${noun} in the catalogue yet.`}
    >
      {filtered && <Button onClick={clear}>Clear filters</Button>}
    </Empty>
  );

  const content = (
    <>
      <ShopFilterBar
        tab={tab}
        values={filters.values}
        update={update}
        clear={clear}
        focusSearch={params.get('focus') === 'search'}
        pricesInline={!viewOnly && priceCredit?.get_price_switch === 0}
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
      {creditRefused}
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
          viewOnly={viewOnly}
        />
      )}
    </>
  );

  return (
    <>
      <div className="shop-heading">
        <PageHeading title={`${quick ? 'Quick order' : TABS.find((t) => t.key === tab)!.label} — Shop`}>
          Shop
        </PageHeading>
        {!viewOnly && <PriceCredit limit={priceCredit} />}
        <Link to="/lists" className="shop-lists-link">
          <UnorderedListOutlined aria-hidden /> Saved lists
        </Link>
      </div>
      <Card className="shop-card">
        <Tabs
          activeKey={quick ? QUICK_TAB : tab}
          onChange={(key) => setTab(key as ShopTab | typeof QUICK_TAB)}
          items={[
            ...TABS.map((t) => ({
              key: t.key,
              label: t.label,
              children: !quick && t.key === tab ? content : null,
            })),
            {
              key: QUICK_TAB,
              label: 'Quick order',
              children: quick ? (
                <>
                  {creditRefused}
                  <QuickOrderTab
                    typeNames={typeNames}
                    lookUp={lookUp}
                    onAddLinesToCart={onAddLinesToCart}
                    viewOnly={viewOnly}
                  />
                </>
              ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
