import { z } from 'zod';
import { required } from '../messages.ts';
import { PG_INT_MAX } from '../text.ts';
import { parsePcd } from '../tyre-size.ts';
import { STOCK_MOVEMENT_KINDS } from '../stock-ledger.ts';
import {
  PRODUCT_TYPES,
  SPEED_RATINGS,
  accessoryQuery,
  offsetsInOrder,
  offsetsMessage,
  productQuery,
  productSpecs,
} from './catalogue.ts';
import { errorBody, id, paginationQuery, queryId, requiredText, text } from './common.ts';
import { option } from './orders.ts';
import { amount } from './staff-accounts.ts';

/** The product form's labels: the back office shows them and the messages are made from them. */
export const PRODUCT_LABELS = {
  name: 'Name',
  brand_id: 'Brand',
  list_price: 'List price',
  width: 'Width',
  profile: 'Profile',
  rim: 'Rim',
  load_index: 'Load index',
  speed_rating: 'Speed rating',
  runflat: 'Run-flat',
  diameter: 'Diameter',
  rim_width: 'Rim width',
  bolt_pattern: 'Bolt pattern',
  offset: 'Offset',
  center_bore: 'Centre bore',
  finish: 'Finish',
} as const;

/** A spec a product may not have: empty is null, else a number in the shop's filter bounds. */
const spec = (label: string, min: number, max: number, { whole = false } = {}) => {
  let number = z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
  if (whole) number = number.int(`${label} must be a whole number`);
  return number.nullish().transform((value) => value ?? null);
};

/** An optional text: empty means none (null). */
const optionalText = (max: number) =>
  text(max)
    .trim()
    .nullish()
    .transform((value) => value || null);

/** One schema for the back office's product form and the server; the server adds the brand check. */
export const productInput = z.object({
  name: requiredText(PRODUCT_LABELS.name, 200),
  brand_id: id(PRODUCT_LABELS.brand_id)
    .nullish()
    .transform((value) => value ?? null),
  list_price: amount(PRODUCT_LABELS.list_price),
  width: spec(PRODUCT_LABELS.width, 100, 399, { whole: true }),
  profile: spec(PRODUCT_LABELS.profile, 20, 95, { whole: true }),
  rim: spec(PRODUCT_LABELS.rim, 10, 30),
  load_index: optionalText(10).refine(
    (value) => value === null || /^\d{2,3}(\/\d{2,3})?$/.test(value),
    'Load index is a number such as 91 or 121/118',
  ),
  speed_rating: optionalText(2)
    .transform((value) => value?.toUpperCase() ?? null)
    .refine(
      (value) => value === null || (SPEED_RATINGS as readonly string[]).includes(value),
      `Speed rating is one of ${SPEED_RATINGS.join(' ')}`,
    ),
  runflat: z.boolean({ error: required(PRODUCT_LABELS.runflat) }),
  diameter: spec(PRODUCT_LABELS.diameter, 10, 30),
  rim_width: spec(PRODUCT_LABELS.rim_width, 3, 15),
  bolt_pattern: optionalText(20).transform((value, ctx) => {
    if (value === null) return null;
    const pcd = parsePcd(value);
    if (pcd) return pcd;
    ctx.addIssue({ code: 'custom', message: 'Bolt pattern is written such as 5x114.3' });
    return z.NEVER;
  }),
  offset: spec(PRODUCT_LABELS.offset, -100, 150, { whole: true }),
  center_bore: spec(PRODUCT_LABELS.center_bore, 30, 200),
  finish: optionalText(50),
});
export type ProductInput = z.input<typeof productInput>;
export type ProductField = keyof ProductInput;

/** An edit names the version it was made from: a stale one is refused with 409 and what changed. */
export const productEdit = productInput.extend({ version: id('Version') });
export type ProductEdit = z.input<typeof productEdit>;

export const productStatusRequest = z.object({ active: z.boolean(), version: id('Version') });
export type ProductStatusRequest = z.infer<typeof productStatusRequest>;

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;

/** The shop's product filters (every type), a department (default: the first) and active or not. */
export const staffProductQuery = z
  .object({
    ...productQuery.shape,
    ...accessoryQuery.shape,
    type: z.enum(PRODUCT_TYPES, { error: `must be one of ${PRODUCT_TYPES.join(', ')}` }).optional(),
    department_id: queryId.optional(),
    status: z.enum(PRODUCT_STATUSES, { error: 'must be active or inactive' }).optional(),
  })
  .refine(offsetsInOrder, offsetsMessage);
export type StaffProductQuery = z.infer<typeof staffProductQuery>;

export const staffProductSummary = z.object({
  id: z.number().int(),
  department_id: z.number().int(),
  type: z.enum(PRODUCT_TYPES),
  sku: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  /** The tyre size (205/55R16); null for wheels and accessories. */
  size: z.string().nullable(),
  list_price: z.number(),
  active: z.boolean(),
  /** Exact units over the department's own warehouses. */
  stock: z.number().int(),
});
export type StaffProductSummary = z.infer<typeof staffProductSummary>;

/** One warehouse's exact level of a product. */
export const stockLevel = z.object({
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  quantity: z.number().int(),
});
export type StockLevel = z.infer<typeof stockLevel>;

export const staffProduct = z.object({
  id: z.number().int(),
  department_id: z.number().int(),
  type: z.enum(PRODUCT_TYPES),
  sku: z.string(),
  name: z.string(),
  brand_id: z.number().int().nullable(),
  category: z.string().nullable(),
  size: z.string().nullable(),
  list_price: z.number(),
  ...productSpecs,
  active: z.boolean(),
  version: z.number().int(),
  /** Every warehouse of the product's department, a missing stock row as 0. */
  stock: z.array(stockLevel),
});
export type StaffProduct = z.infer<typeof staffProduct>;

/** A stale product edit: the product as it is now and which fields changed since the version sent. */
export const staleProductBody = errorBody.extend({
  current: staffProduct,
  changed_fields: z.array(z.string()),
});

export const STOCK_LABELS = { quantity: 'New level', reason: 'Reason' } as const;
export const STOCK_LEVEL_MAX = 1_000_000;

/** Set one warehouse's level: the level the person saw (else 409), the new one, and why. */
export const stockAdjustment = z.object({
  quantity: z
    .number({ error: required(STOCK_LABELS.quantity) })
    .int(`${STOCK_LABELS.quantity} must be a whole number`)
    .min(0, `${STOCK_LABELS.quantity} cannot be negative`)
    .max(
      STOCK_LEVEL_MAX,
      `${STOCK_LABELS.quantity} must be at most ${STOCK_LEVEL_MAX.toLocaleString('en-AU')}`,
    ),
  expected_quantity: z.number().int().min(0).max(PG_INT_MAX),
  reason: requiredText(STOCK_LABELS.reason, 200),
});
export type StockAdjustment = z.infer<typeof stockAdjustment>;

export const TRANSFER_LABELS = {
  from_warehouse_id: 'From',
  to_warehouse_id: 'To',
  quantity: 'Quantity',
  reason: 'Reason',
} as const;

/** Move stock of one product from one of its department's warehouses to another (docs/product.md §10). */
export const stockTransfer = z
  .object({
    from_warehouse_id: id(TRANSFER_LABELS.from_warehouse_id),
    to_warehouse_id: id(TRANSFER_LABELS.to_warehouse_id),
    quantity: z
      .number({ error: required(TRANSFER_LABELS.quantity) })
      .int(`${TRANSFER_LABELS.quantity} must be a whole number`)
      .min(1, `${TRANSFER_LABELS.quantity} must be at least 1`)
      .max(
        STOCK_LEVEL_MAX,
        `${TRANSFER_LABELS.quantity} must be at most ${STOCK_LEVEL_MAX.toLocaleString('en-AU')}`,
      ),
    reason: requiredText(TRANSFER_LABELS.reason, 200),
  })
  .refine((t) => t.from_warehouse_id !== t.to_warehouse_id, {
    path: ['to_warehouse_id'],
    message: 'Choose another warehouse than the one it leaves',
  });
export type StockTransfer = z.infer<typeof stockTransfer>;

/** A transfer done: its number (the movements' reference, `transfer 7`) and both levels after it. */
export const stockTransferDone = z.object({
  id: z.number().int(),
  from: stockLevel,
  to: stockLevel,
});

export const stockParams = z.object({ id: queryId, warehouseId: queryId });

/** A stale stock edit: the level as it is now. */
export const staleStockBody = errorBody.extend({ current: stockLevel });

export const stockMovementQuery = paginationQuery.extend({
  warehouse_id: queryId.optional(),
  kind: z.enum(STOCK_MOVEMENT_KINDS).optional(),
});

export const stockMovement = z.object({
  id: z.number().int(),
  at: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  delta: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** What it belongs to: the order's number (`SO-000123`), `import 42`, `transfer 7`; null for an adjustment. */
  reference: z.string().nullable(),
  order_id: z.number().int().nullable(),
  reason: z.string(),
  /** Who made it, as a person reads it: a member of staff, a customer user (with the account), the operator tool. */
  by: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StockMovement = z.infer<typeof stockMovement>;

export const staffCatalogueOptions = z.object({
  departments: z.array(option),
  brands: z.array(option),
});
export type StaffCatalogueOptions = z.infer<typeof staffCatalogueOptions>;

export const CONTRACT_PRICE_LABELS = {
  sku: 'SKU',
  best_price: 'Contract price',
  special_price: 'Special price',
  special_offer: 'Special offer',
} as const;

/** An account's own price for a product of its department, by SKU; replaces any it had. */
export const contractPriceInput = z
  .object({
    sku: requiredText(CONTRACT_PRICE_LABELS.sku, 100),
    best_price: amount(CONTRACT_PRICE_LABELS.best_price),
    special_price: amount(CONTRACT_PRICE_LABELS.special_price).nullish(),
    special_offer: z.boolean().nullish(),
  })
  .refine((input) => !input.special_offer || (input.special_price ?? 0) > 0, {
    path: ['special_price'],
    message: 'A special offer needs a special price above 0',
  });
export type ContractPriceInput = z.input<typeof contractPriceInput>;

export const contractPriceParams = z.object({ id: queryId, productId: queryId });

export const contractPrice = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  active: z.boolean(),
  list_price: z.number(),
  best_price: z.number(),
  special_price: z.number(),
  special_offer: z.boolean(),
});
export type ContractPrice = z.infer<typeof contractPrice>;

export const contractPriceQuery = paginationQuery.extend({ q: text(100).trim().optional() });
