import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@tyreline/domain/messages';
import type { PriceLimit } from '@tyreline/domain/pricing';
import { useAutoPartTypes } from './api/get-auto-part-types.ts';
import { usePriceLookup } from './api/get-price.ts';
import { useProducts } from './api/get-products.ts';
import type { AddToCart } from './product-cells.tsx';
import { ProductResults } from './product-results.tsx';
import type { AddLinesToCart } from './quick-order-tab.tsx';
import { ShopFilterBar } from './shop-filter-bar.tsx';
import {
  activeFilterCount,
  apiQuery,
  QUICK_TAB,
  TAB_SOURCE,
  VEHICLE_TAB,
  type ShopTab,
} from './shop-filters.ts';
import { useShopFilters } from './use-shop-filters.ts';
import { FitVehicleContext } from './vehicle-fit-context.ts';
import { useWheelVehicleFit } from './wheel-vehicle-fit.tsx';
import { CustomerViewSwitch } from '../../components/customer-view-switch.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { ReloadIcon, UnorderedListIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import './shop-page.css';

/**
 * The vehicle look-up and quick order load when their tab is opened, so the product tabs' first screen carries
 * only what it draws (decision 0056).
 */
const VehicleFinder = lazy(() => import('./vehicle-finder.tsx'));
const QuickOrderTab = lazy(() => import('./quick-order-tab.tsx'));

/** Where a tab shows while its code loads: the spinner, in room the size of a tab's start. */
const tabLoading = (
  <div className="shop-tab-loading">
    <Spinner />
  </div>
);

type TabKey = ShopTab | typeof VEHICLE_TAB | typeof QUICK_TAB;

/** The product tabs, the vehicle look-up that leads to tyres and wheels, and quick order for a pasted list. */
const TABS: { key: TabKey; label: string }[] = [
  { key: 'tyres', label: 'Tyres' },
  { key: 'wheels', label: 'Wheels' },
  { key: 'accessories', label: 'Accessories' },
  { key: VEHICLE_TAB, label: 'Vehicle' },
  { key: QUICK_TAB, label: 'Quick order' },
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

type LookUp = ReturnType<typeof usePriceLookup>['lookUp'];

/** A product tab: its filters, the list and its page, all in the URL. */
function ProductTab({
  onAddToCart,
  pricesInline,
  lookUp,
  typeNames,
  viewOnly,
}: {
  onAddToCart: AddToCart;
  pricesInline: boolean;
  lookUp: LookUp;
  typeNames: ReadonlyMap<string, string>;
  viewOnly: boolean;
}) {
  const { filters, params, update, clear } = useShopFilters();
  const { tab } = filters;
  const query = useMemo(() => apiQuery(filters), [filters]);
  const products = useProducts(TAB_SOURCE[tab].path, query);
  const filtered = activeFilterCount(filters.values) > 0;
  const noun = TABS.find((t) => t.key === tab)!.label.toLowerCase();
  const vehicleFit = useWheelVehicleFit();

  const empty = (
    <Empty
      className="shop-empty"
      description={filtered ? `No ${noun} match these filters.` : `No ${noun} in the catalogue yet.`}
    >
      {filtered && <Button onPress={clear}>Clear filters</Button>}
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
          title={`Some filters in this link are not valid and were left out: ${filters.invalid.join(', ')}.`}
          action={
            <Button
              size="sm"
              onPress={() => update(Object.fromEntries(filters.invalid.map((k) => [k, null])))}
            >
              Remove them
            </Button>
          }
        />
      )}
      {tab === 'wheels' && vehicleFit.bar}
      {products.isError ? (
        <Alert
          className="shop-alert"
          type="error"
          title={`The ${noun} could not be loaded.`}
          description={products.error.message}
          action={
            <Button size="sm" icon={<ReloadIcon />} onPress={() => void products.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        // The Wheels tab with a vehicle chosen is that vehicle's view: a wheel that does not fit needs an override.
        <FitVehicleContext value={tab === 'wheels' ? vehicleFit.vehicle : null}>
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
            note={tab === 'wheels' ? vehicleFit.note : undefined}
          />
        </FitVehicleContext>
      )}
    </>
  );
}

/** The shop: one tab per product type, the vehicle look-up and quick order; every filter, the page and the sort in the URL. */
export default function ShopPage({
  onAddToCart,
  onAddLinesToCart,
  priceCredit,
  onPriceLookedUp,
  viewOnly,
}: ShopPageProps) {
  const { filters, params, setTab } = useShopFilters();
  const asked = params.get('tab');
  const tab: TabKey = asked === VEHICLE_TAB || asked === QUICK_TAB ? asked : filters.tab;
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
          role="alert"
          data-testid="price-credit-refused"
          title={MESSAGES.priceCreditExhausted}
        />
      )}
      {tab === VEHICLE_TAB ? (
        <Suspense fallback={tabLoading}>
          <VehicleFinder
            lookUp={lookUp}
            onAddToCart={onAddToCart}
            typeNames={typeNames}
            viewOnly={viewOnly}
          />
        </Suspense>
      ) : tab === QUICK_TAB ? (
        <Suspense fallback={tabLoading}>
          <QuickOrderTab
            typeNames={typeNames}
            lookUp={lookUp}
            onAddLinesToCart={onAddLinesToCart}
            viewOnly={viewOnly}
          />
        </Suspense>
      ) : (
        <ProductTab
          onAddToCart={onAddToCart}
          pricesInline={!viewOnly && priceCredit?.get_price_switch === 0}
          lookUp={lookUp}
          typeNames={typeNames}
          viewOnly={viewOnly}
        />
      )}
    </>
  );

  return (
    <>
      <div className="shop-heading">
        <PageHeading title={`${TABS.find((t) => t.key === tab)!.label} — Shop`}>Shop</PageHeading>
        {!viewOnly && <PriceCredit limit={priceCredit} />}
        {!viewOnly && <CustomerViewSwitch />}
        <Link to="/lists" className="shop-lists-link">
          <UnorderedListIcon /> Saved lists
        </Link>
      </div>
      <div className="shop-card">
        {/* Each tab a URL change; RAC's tabs open on focus (arrows, Home, End) and draw only the open panel. */}
        <Tabs
          aria-label="Shop"
          selectedKey={tab}
          onSelectionChange={(id) => {
            const next = TABS.find((t) => t.key === id);
            if (next) setTab(next.key);
          }}
          items={TABS.map((t) => ({ id: t.key, label: t.label, content: t.key === tab ? content : null }))}
        />
      </div>
    </>
  );
}
