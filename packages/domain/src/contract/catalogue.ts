import { z } from 'zod';
import { HOME_IMAGE_TYPES, isOptionId } from '../enums.ts';
import { parsePcd, parseTyreSearch } from '../tyre-size.ts';
import { PG_INT_MAX } from '../text.ts';
import { pageOf, paginationQuery, queryId, text } from './common.ts';
import { priceInfo } from './pricing.ts';

export const PRODUCT_TYPES = ['tyre', 'wheel', 'accessory'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Speed ratings from slowest to fastest (Z sits between V and W by convention). */
export const SPEED_RATINGS = ['L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'H', 'V', 'Z', 'W', 'Y'] as const;
export type SpeedRating = (typeof SPEED_RATINGS)[number];

export const PRODUCT_SORTS = ['name', 'brand', 'size', 'stock', 'price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** `true`/`false`/`1`/`0` in a query string; anything else is a 422, never silently true. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const queryNumber = (min: number, max: number) => z.coerce.number().min(min).max(max);

/** Up to 100 product ids separated by commas, e.g. `1,2,3`. */
const productIdList = text(1100).transform((value, ctx) => {
  const ids = value.split(',').map((part) => Number(part.trim()));
  if (ids.length > 100 || ids.some((id) => !Number.isInteger(id) || id < 1 || id > PG_INT_MAX)) {
    ctx.addIssue({ code: 'custom', message: 'must be up to 100 product ids separated by commas' });
  }
  return [...new Set(ids)];
});

/** The filters every catalogue list shares: brand, category, stock, text search, sort and page. */
const commonFilters = {
  /** Only these products (e.g. an order's lines, to put them back in the cart with their stock). */
  ids: productIdList.optional(),
  brand_id: queryId.optional(),
  category_id: queryId.optional(),
  /** Only products with stock at this warehouse (9999 is the Brisbane cross-stock where the account sees it). */
  warehouse_id: queryId.optional(),
  /** Only products with stock in at least one warehouse the account sees. */
  in_stock: queryBoolean.optional(),
  /** Words over name, SKU and brand; each word must match the start of one of them. */
  q: text(100).trim().optional(),
  /**
   * name, brand, size (smallest first), stock (most available first, as customers see it) or price (the
   * caller's own price, lowest first; by name for accounts whose price lookups spend credit).
   */
  sort: z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(', ')}` }).default('name'),
  ...paginationQuery.shape,
};

/** A wheel-offset range whose ends are in order; the shop's and the back office's product filters share it. */
export const offsetsInOrder = (query: { offset_min?: number; offset_max?: number }) =>
  query.offset_min === undefined || query.offset_max === undefined || query.offset_min <= query.offset_max;
export const offsetsMessage = { path: ['offset_max'], message: 'must not be below offset_min' };

/** `GET /api/cus/products`: tyres and wheels. */
export const productQuery = z
  .object({
    type: z.enum(['tyre', 'wheel'], { error: 'must be tyre or wheel' }).optional(),
    /**
     * Free tyre-size text: 205/55R16, 205/55/16, 2055516, 205 55 16, LT265/75R16, 265/75R16C, 31x10.50R15,
     * 205/55 …; a load index and speed rating after it (205/55R16 91V) filter as load_index and speed_rating.
     */
    size: text(40)
      .transform((value, ctx) => {
        const size = parseTyreSearch(value);
        if (size) return size;
        ctx.addIssue({ code: 'custom', message: 'is not a tyre size such as 205/55R16' });
        return z.NEVER;
      })
      .optional(),
    width: queryInt(100, 399).optional(),
    profile: queryInt(20, 95).optional(),
    rim: queryNumber(10, 30).optional(),
    /** At least this load index (the single-wheel figure of 121/118). */
    load_index: queryInt(50, 200).optional(),
    /** At least this speed rating. */
    speed_rating: text(2)
      .trim()
      .toUpperCase()
      .pipe(z.enum(SPEED_RATINGS, { error: `must be one of ${SPEED_RATINGS.join(' ')}` }))
      .optional(),
    runflat: queryBoolean.optional(),
    diameter: queryNumber(10, 30).optional(),
    rim_width: queryNumber(3, 15).optional(),
    /** Bolt pattern (PCD) in any common spelling: 5x114.3, 5/114.3, 6X139.7. */
    bolt_pattern: text(20)
      .transform((value, ctx) => {
        const pcd = parsePcd(value);
        if (pcd) return pcd;
        ctx.addIssue({ code: 'custom', message: 'is not a bolt pattern such as 5x114.3' });
        return z.NEVER;
      })
      .optional(),
    center_bore: queryNumber(30, 200).optional(),
    offset_min: queryInt(-100, 150).optional(),
    offset_max: queryInt(-100, 150).optional(),
    finish: text(50).trim().optional(),
    ...commonFilters,
  })
  .refine(offsetsInOrder, offsetsMessage);
export type ProductQuery = z.infer<typeof productQuery>;

/** `GET /api/cus/accessories`. */
export const accessoryQuery = z.object({
  /** An auto-part type code from `GET /api/cus/auto-parts-type`. */
  auto_part_type: text(50).trim().optional(),
  ...commonFilters,
});
export type AccessoryQuery = z.infer<typeof accessoryQuery>;

/** 0..7, or '8+': exact stock above 7 never leaves the server. */
export const availability = z.union([z.number().int().min(0).max(7), z.literal('8+')]);

export const warehouseAvailability = z.object({ id: z.number().int(), name: z.string(), availability });

const named = z.object({ id: z.number().int(), name: z.string() });
export const brandOption = z.object({ name: z.string(), id: z.number().int(), icon: z.string().nullable() });

/** A product's tyre and wheel attributes, as the shop and the back office both show them; null when not of its type. */
export const productSpecs = {
  width: z.number().int().nullable(),
  profile: z.number().int().nullable(),
  rim: z.number().nullable(),
  load_index: z.string().nullable(),
  speed_rating: z.string().nullable(),
  runflat: z.boolean(),
  diameter: z.number().nullable(),
  rim_width: z.number().nullable(),
  bolt_pattern: z.string().nullable(),
  offset: z.number().int().nullable(),
  center_bore: z.number().nullable(),
  finish: z.string().nullable(),
};

/**
 * A catalogue product; attributes not of its type are null. `price` is the caller's own price, added after
 * the department's cached page for accounts whose price switch is off; absent or null, the price call
 * (which may spend credit) is the way to it.
 */
export const product = z.object({
  id: z.number().int(),
  type: z.enum(PRODUCT_TYPES),
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  brand: brandOption.nullable(),
  category: named.nullable(),
  /** The tyre size in the usual notation (205/55R16); null for wheels and accessories. */
  size: z.string().nullable(),
  ...productSpecs,
  auto_part_type: z.string().nullable(),
  /** The account's warehouses, then any cross-stock warehouse (Brisbane, 9999) its department sees. */
  warehouse_availability: z.array(warehouseAvailability),
  price: priceInfo.nullable().optional(),
});
export type Product = z.infer<typeof product>;

export const productPage = pageOf(product);
export type ProductPage = z.infer<typeof productPage>;

/** `GET /api/cus/cross-stock?product_ids=1,2&target_department_id=7`. */
export const crossStockQuery = z.object({
  product_ids: productIdList,
  target_department_id: queryId,
});

/** One product's total stock in the other department (matched by SKU), capped like every stock figure. */
export const crossStockEntry = z.object({
  product_id: z.number().int(),
  /** The product's name. */
  name: z.string(),
  total_stock: availability,
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
});
export type CrossStockEntry = z.infer<typeof crossStockEntry>;

/** Option lists may be narrowed to one product type (the shop's tabs). */
export const optionTypeQuery = z.object({
  type: z.enum(PRODUCT_TYPES, { error: `must be one of ${PRODUCT_TYPES.join(', ')}` }).optional(),
});

export const categoryOption = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
});
export const autoPartTypeOption = z.object({ auto_part_type: z.string(), type_name: z.string() });

export const warehousesQuery = z.object({
  /** true: every warehouse the account sees, the cross-stock one included; else only its own. */
  all: queryBoolean.default(false),
});
/** `pick_up` false: customers cannot collect there (always so for the cross-stock warehouse). */
export const warehouseOption = z.object({ id: z.number().int(), name: z.string(), pick_up: z.boolean() });

export const shopImageQuery = z.object({
  type: z.coerce
    .number()
    .refine((id) => isOptionId(HOME_IMAGE_TYPES, id), 'must be 1 (banner), 2 (brand) or 3 (popup)'),
});
export const shopImage = z.object({
  id: z.number().int(),
  type: z.number().int(),
  url: z.string(),
  title: z.string().nullable(),
  link: z.string().nullable(),
});
export type ShopImage = z.infer<typeof shopImage>;
