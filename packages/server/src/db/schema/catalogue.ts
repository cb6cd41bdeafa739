import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, departments } from './accounts.ts';

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => departments.id),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  address: text('address'),
  /** Customers may collect pick-up orders here. */
  pickUp: boolean('pick_up').notNull().default(true),
  /** Cut-offs and counter hours are this zone's wall-clock times (Tweed Heads keeps NSW daylight saving). */
  timeZone: text('time_zone').notNull().default(SUPPLIER_TIME_ZONE),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon'),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    productType: text('product_type', { enum: ['tyre', 'wheel', 'accessory'] }).notNull(),
  },
  (t) => [uniqueIndex('categories_type_name_idx').on(t.productType, t.name)],
);

export const autoPartTypes = pgTable('auto_part_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  typeName: text('type_name').notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    type: text('type', { enum: ['tyre', 'wheel', 'accessory'] }).notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    // Tyre attributes.
    width: integer('width'),
    profile: integer('profile'),
    rim: numeric('rim', { precision: 4, scale: 1, mode: 'number' }),
    loadIndex: text('load_index'),
    speedRating: text('speed_rating'),
    runflat: boolean('runflat').notNull().default(false),
    // Wheel attributes.
    diameter: numeric('diameter', { precision: 4, scale: 1, mode: 'number' }),
    rimWidth: numeric('rim_width', { precision: 4, scale: 1, mode: 'number' }),
    boltPattern: text('bolt_pattern'),
    offset: integer('offset'),
    centerBore: numeric('center_bore', { precision: 5, scale: 1, mode: 'number' }),
    finish: text('finish'),
    // Accessory attribute: auto_part_types.code.
    autoPartType: text('auto_part_type'),
    listPriceCents: integer('list_price_cents').notNull(),
    /** A promotion for every account; an account's contract price overrides it. */
    specialPriceCents: integer('special_price_cents'),
    active: boolean('active').notNull().default(true),
    /**
     * What a stock sort orders by: the stock customers of the product's department see (each own warehouse
     * capped at 8+, plus the cross-stock total capped), kept by the database's triggers on every change of
     * stock, products, cross-stock rules or warehouses (migration 0019, decision 0036). Never written here.
     */
    stockRank: integer('stock_rank').notNull().default(0),
    /** Bumped by every edit (back office and import), for optimistic concurrency (decision 0033). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The catalogue's text search: SKU and name split into words (see catalogue-filters.ts). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, regexp_replace("sku" || ' ' || "name", '[-_()+,]', ' ', 'g'))`,
    ),
  },
  (t) => [
    uniqueIndex('products_department_sku_idx').on(t.departmentId, t.sku),
    /** SKUs as people type them, in any case (a quick order's lines). */
    index('products_department_upper_sku_idx').on(t.departmentId, sql`upper(${t.sku})`),
    index('products_department_type_idx').on(t.departmentId, t.type),
    index('products_tyre_size_idx').on(t.departmentId, t.width, t.profile, t.rim),
    /** A size's best-stocked tyres read in stock order, stopping at the page (a quick order's choices). */
    index('products_tyre_size_stock_idx')
      .on(t.departmentId, t.width, t.profile, t.rim, t.stockRank.desc(), t.name, t.id)
      .where(sql`${t.active} and ${t.type} = 'tyre'`),
    index('products_wheel_idx').on(t.departmentId, t.diameter, t.boltPattern),
    index('products_search_gin_idx').using('gin', t.search),
    check('products_list_price_non_negative', sql`${t.listPriceCents} >= 0`),
  ],
);

export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.warehouseId] }),
    index('stock_warehouse_idx').on(t.warehouseId),
    check('stock_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Contract prices: an account's own best / special price for a product. */
export const accountPrices = pgTable(
  'account_prices',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    bestPriceCents: integer('best_price_cents').notNull(),
    specialPriceCents: integer('special_price_cents').notNull().default(0),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

/** Products an account has already paid price credit for (re-pricing them is free). */
export const priceLookups = pgTable(
  'price_lookups',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

/** Accounts of `departmentId` also see `sourceDepartmentId`'s stock as one extra warehouse. */
export const crossStockRules = pgTable('cross_stock_rules', {
  id: serial('id').primaryKey(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => departments.id),
  sourceDepartmentId: integer('source_department_id')
    .notNull()
    .references(() => departments.id),
  warehouseId: integer('warehouse_id').notNull(),
  warehouseName: text('warehouse_name').notNull(),
});

export const homeImages = pgTable('home_images', {
  id: serial('id').primaryKey(),
  departmentId: integer('department_id').references(() => departments.id),
  /** 1 banner, 2 brand, 3 popup (docs/product.md §12). */
  type: smallint('type').notNull(),
  url: text('url').notNull(),
  title: text('title'),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
});
