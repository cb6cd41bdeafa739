import type { z } from 'zod';
import { accessoryQuery, productQuery, type ProductSort } from '@tyreline/domain/contract/catalogue';

export const SHOP_TABS = ['tyres', 'wheels', 'accessories'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

/** The quick-order tab (`/shop?tab=quick`): a pasted list, not a filtered listing. */
export const QUICK_TAB = 'quick';
/** The vehicle look-up (make, model, year, variant): a tab of the shop with no filters of its own. */
export const VEHICLE_TAB = 'vehicle';

/** The vehicle chosen on the Vehicle tab: it travels to the Wheels tab (and back) for the wheels' fit checks. */
export const VEHICLE_KEYS = ['make', 'model', 'year', 'vehicle'] as const;

export const PER_PAGE = 20;

/** What a tab lists, in the plural and for one. */
export const NOUN: Record<ShopTab, string> = { tyres: 'tyres', wheels: 'wheels', accessories: 'accessories' };
export const ONE: Record<ShopTab, string> = { tyres: 'tyre', wheels: 'wheel', accessories: 'accessory' };

/** The filters every tab shares, under the API's own parameter names. */
const COMMON_KEYS = ['q', 'brand_id', 'category_id', 'warehouse_id', 'in_stock', 'sort', 'page'] as const;

/** Each tab's URL parameters: exactly the API's query parameters, so a shared link is the API call. */
export const TAB_KEYS = {
  tyres: ['size', 'width', 'profile', 'rim', 'load_index', 'speed_rating', 'runflat', ...COMMON_KEYS],
  wheels: [
    'diameter',
    'rim_width',
    'bolt_pattern',
    'center_bore',
    'offset_min',
    'offset_max',
    'finish',
    ...COMMON_KEYS,
  ],
  accessories: ['auto_part_type', ...COMMON_KEYS],
} as const satisfies Record<ShopTab, readonly string[]>;

export type FilterKey = (typeof TAB_KEYS)[ShopTab][number];
export type FilterValues = Partial<Record<FilterKey, string>>;

/** The API call a tab makes. */
export const TAB_SOURCE = {
  tyres: { path: '/api/cus/products', type: 'tyre' },
  wheels: { path: '/api/cus/products', type: 'wheel' },
  accessories: { path: '/api/cus/accessories', type: 'accessory' },
} as const satisfies Record<ShopTab, { path: string; type: string }>;

export const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'brand', label: 'Brand' },
  { value: 'size', label: 'Size' },
  { value: 'stock', label: 'Most stock' },
  { value: 'price', label: 'Price (lowest first)' },
];

/** Sort by price only where prices are on screen: for the others the server orders it by name. */
export const sortOptions = (pricesInline: boolean) =>
  pricesInline ? SORT_OPTIONS : SORT_OPTIONS.filter((o) => o.value !== 'price');

export function tabOf(params: URLSearchParams): ShopTab {
  const tab = params.get('tab');
  return SHOP_TABS.find((t) => t === tab) ?? 'tyres';
}

const schemaOf = (tab: ShopTab, key: FilterKey): z.ZodType | undefined => {
  const shape: Record<string, z.ZodType> = tab === 'accessories' ? accessoryQuery.shape : productQuery.shape;
  return shape[key];
};

export interface ShopFilters {
  tab: ShopTab;
  /** The tab's parameters as they are in the URL (valid ones only). */
  values: FilterValues;
  /** Parameters of a hand-edited or outdated link that the contract refuses; they are left out of the search. */
  invalid: FilterKey[];
  page: number;
}

/** Reads a tab's filters from the URL, checking each against the API contract so a bad link never becomes a 422. */
export function readFilters(params: URLSearchParams): ShopFilters {
  const tab = tabOf(params);
  const values: FilterValues = {};
  const invalid: FilterKey[] = [];
  for (const key of TAB_KEYS[tab]) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (schemaOf(tab, key)?.safeParse(raw).success) values[key] = raw;
    else invalid.push(key);
  }
  const { offset_min: min, offset_max: max } = values as Record<string, string | undefined>;
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) {
    delete (values as Record<string, string>).offset_max;
    invalid.push('offset_max');
  }
  return { tab, values, invalid, page: Math.max(1, Number(values.page) || 1) };
}

/** How many filters narrow the list (sort and page are not filters). */
export function activeFilterCount(values: FilterValues): number {
  return Object.keys(values).filter((key) => key !== 'sort' && key !== 'page').length;
}

/** The query string of the list call for a tab's filters. */
export function apiQuery(filters: ShopFilters): Record<string, string | number> {
  const { type } = TAB_SOURCE[filters.tab];
  return {
    ...(type === 'accessory' ? {} : { type }),
    ...filters.values,
    page: filters.page,
    per_page: PER_PAGE,
  };
}
