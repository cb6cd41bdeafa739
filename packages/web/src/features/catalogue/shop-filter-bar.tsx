import { lazy, Suspense, useState } from 'react';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ClearIcon, FilterIcon } from '../../ui/icons.tsx';
import { useBrands } from './api/get-brands.ts';
import { useCategories } from './api/get-categories.ts';
import { useAllWarehouses } from './api/get-warehouses.ts';
import { SelectFilter, TextSearch, type FilterProps } from './filter-field.tsx';
import { activeFilterCount, sortOptions, TAB_SOURCE, type ShopTab } from './shop-filters.ts';
import { TyreFilters, TyreSizeBox } from './tyre-filters.tsx';

// The tyre tab is the shop's first screen: the wheel and accessory filters (a searchable box, number fields) load with their tabs.
const WheelFilters = lazy(() => import('./wheel-filters.tsx').then((m) => ({ default: m.WheelFilters })));
const AccessoryFilters = lazy(() =>
  import('./accessory-filters.tsx').then((m) => ({ default: m.AccessoryFilters })),
);

const SEARCH_HINT: Record<ShopTab, string> = {
  tyres: 'Brand, pattern or SKU',
  wheels: 'Brand, model, PCD or SKU',
  accessories: 'Name, brand or SKU',
};

/** Brand, category, warehouse, stock and sort: the same on every tab, with the tab's own options. */
function CommonFilters({
  tab,
  values,
  update,
  pricesInline,
}: FilterProps & { tab: ShopTab; pricesInline: boolean }) {
  const type = TAB_SOURCE[tab].type;
  const brands = useBrands(type);
  const categories = useCategories(type);
  const warehouses = useAllWarehouses();
  return (
    <>
      <SelectFilter
        name="brand_id"
        label="Brand"
        placeholder="Any brand"
        options={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        loading={brands.isPending}
        values={values}
        update={update}
      />
      <SelectFilter
        name="category_id"
        label="Category"
        placeholder="Any"
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        loading={categories.isPending}
        values={values}
        update={update}
      />
      <SelectFilter
        name="warehouse_id"
        label="In stock at"
        placeholder="Any warehouse"
        options={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
        loading={warehouses.isPending}
        values={values}
        update={update}
      />
      <SelectFilter
        name="sort"
        label="Sort by"
        placeholder="Name"
        options={sortOptions(pricesInline)}
        values={values}
        update={update}
      />
      <div className="shop-filter-end">
        <Checkbox
          isSelected={values.in_stock === 'true'}
          onChange={(checked) => update({ in_stock: checked ? 'true' : null })}
        >
          In stock only
        </Checkbox>
      </div>
    </>
  );
}

/**
 * The compact filter bar: every filter writes the URL. On a phone the tab's main box stays in view and the
 * rest folds under a Filters button that counts what is set.
 */
export function ShopFilterBar({
  tab,
  values,
  update,
  clear,
  focusSearch,
  pricesInline,
}: FilterProps & { tab: ShopTab; clear: () => void; focusSearch: boolean; pricesInline: boolean }) {
  const phone = !useMediaQuery(MEDIA.md);
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(values);
  const primary =
    tab === 'tyres' ? (
      <TyreSizeBox values={values} update={update} focus={focusSearch} />
    ) : (
      <TextSearch values={values} update={update} placeholder={SEARCH_HINT[tab]} />
    );
  const rest = (
    <>
      {tab === 'tyres' && <TyreFilters values={values} update={update} />}
      <Suspense fallback={null}>
        {tab === 'wheels' && <WheelFilters values={values} update={update} />}
        {tab === 'accessories' && <AccessoryFilters values={values} update={update} />}
      </Suspense>
      <CommonFilters tab={tab} values={values} update={update} pricesInline={pricesInline} />
      {tab === 'tyres' && <TextSearch values={values} update={update} placeholder={SEARCH_HINT[tab]} />}
      <div className="shop-filter-end">
        <Button icon={<ClearIcon />} isDisabled={count === 0} onPress={clear}>
          Clear filters
        </Button>
      </div>
    </>
  );

  if (!phone) {
    return (
      <section className="shop-filters" aria-label="Filters">
        <div className="shop-filters-grid">
          {primary}
          {rest}
        </div>
      </section>
    );
  }
  return (
    <section className="shop-filters" aria-label="Filters">
      <div className="shop-filters-phone">
        {primary}
        <div className="shop-filters-toggle">
          <Badge count={count} size="sm" label={`${count} ${count === 1 ? 'filter' : 'filters'} set`}>
            <Button
              icon={<FilterIcon />}
              aria-expanded={open}
              aria-controls="shop-more-filters"
              onPress={() => setOpen(!open)}
            >
              Filters
            </Button>
          </Badge>
        </div>
      </div>
      <div id="shop-more-filters" className="shop-filters-grid" hidden={!open}>
        {open && rest}
      </div>
    </section>
  );
}
