import { z } from 'zod';
import { CUSTOMER_SHIP_TYPES, SHIP_TYPES, isOptionId, needsDeliveryAddress } from '../enums.ts';
import { CREDIT_NOTE_SOURCES } from '../credit-notes.ts';
import { ORDER_STATUSES } from '../order-status.ts';
import { required } from '../messages.ts';
import { calendarDate, id, paginationQuery, queryId, requiredText, text } from './common.ts';
import { lineShipping, orderShipment } from './shipments.ts';
import { fitOverride } from './vehicles.ts';
import { ORDER_STATISTICS } from '../order-statistics.ts';

/** A `{ id, name }` pair: payment types, employees, and the labelled enumerations on an order. */
export const option = z.object({ id: z.number().int(), name: z.string() });
export type OptionDto = z.infer<typeof option>;

export const AU_STATES = ['QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'ACT'] as const;

/** The checkout form's labels: the form shows them and the schema's required messages are made from them. */
export const CHECKOUT_LABELS = {
  ship_type: 'Ship type',
  warehouse_id: 'Dispatch warehouse',
  pick_up_warehouse_id: 'Pick-up warehouse',
  street: 'Street',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  payment_type_id: 'Payment type',
} as const;

export const deliveryAddress = z.object({
  street: requiredText(CHECKOUT_LABELS.street, 200),
  suburb: requiredText(CHECKOUT_LABELS.suburb, 100),
  state: z.enum(AU_STATES, { error: 'State must be one of ' + AU_STATES.join(', ') }),
  postcode: z
    .string({ error: required(CHECKOUT_LABELS.postcode) })
    .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

/** One of the account's saved delivery addresses. */
export const savedAddress = deliveryAddress.extend({ id: z.number().int() });
export type SavedAddress = z.infer<typeof savedAddress>;

/** `GET /api/cus/checkout-defaults`: what the account's last order chose, to pre-fill the next checkout. */
export const checkoutDefaults = z.object({
  ship_type: z.number().int().nullable(),
  warehouse_id: z.number().int().nullable(),
  payment_type_id: z.number().int().nullable(),
  delivery_address_id: z.number().int().nullable(),
});
export type CheckoutDefaults = z.infer<typeof checkoutDefaults>;

/** `POST /api/cus/warehouse-fill`: the cart's lines, to learn what each warehouse can fill of them. */
export const warehouseFillRequest = z.object({
  lines: z
    .array(
      z.object({
        product_id: id('Product'),
        qty: z.number().int().min(1).max(9999),
      }),
    )
    .min(1)
    .max(100),
});

/** One warehouse and what it can fill of the cart: never an exact figure, only which lines it has enough for. */
export const warehouseFill = z.object({
  id: z.number().int(),
  name: z.string(),
  pick_up: z.boolean(),
  /** Lines it holds enough of, out of `lines`. */
  filled: z.number().int(),
  lines: z.number().int(),
  /** The products it is short of. */
  short_product_ids: z.array(z.number().int()),
});
export type WarehouseFill = z.infer<typeof warehouseFill>;

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QTY = 9999;

export const checkoutLine = z.object({
  product_id: id('Product'),
  qty: z
    .number({ error: required('Quantity') })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QTY, `Quantity must be at most ${MAX_LINE_QTY}`),
  /** The vehicle the line was added for (its variant id): checkout checks the fit again. None: not fit-checked. */
  vehicle_id: id('Vehicle').nullish(),
  /** Why the line is sold though it does not fit that vehicle; kept on the order line. */
  fit_override: fitOverride,
});

/** The checkout form and `POST /api/cus/orders`; the server adds what needs the database (products, stock, credit). */
export const checkoutRequest = z
  .object({
    lines: z
      .array(checkoutLine, { error: 'The cart is empty' })
      .min(1, 'The cart is empty')
      .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
    ship_type: z
      .number({ error: required(CHECKOUT_LABELS.ship_type) })
      .refine((id) => isOptionId(SHIP_TYPES, id), 'Ship type is not one we offer')
      .refine(
        (id) => !isOptionId(SHIP_TYPES, id) || isOptionId(CUSTOMER_SHIP_TYPES, id),
        'Ship type is arranged by our staff: please call us',
      ),
    warehouse_id: id(CHECKOUT_LABELS.warehouse_id),
    delivery_address: deliveryAddress.nullish(),
    /** One of the account's saved addresses, instead of `delivery_address` (the server fills it in). */
    delivery_address_id: id('Delivery address').nullish(),
    customer_reference: text(50).trim().nullish(),
    employee_id: id('Employee').nullish(),
    payment_type_id: id(CHECKOUT_LABELS.payment_type_id),
    notes: text(1000).trim().nullish(),
  })
  .superRefine((order, ctx) => {
    if (needsDeliveryAddress(order.ship_type) && !order.delivery_address && !order.delivery_address_id) {
      ctx.addIssue({ code: 'custom', path: ['delivery_address'], message: required('Delivery address') });
    }
  });
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** Every checkout carries a client-made key (a UUID per attempt); a retry with the same key never orders twice. */
export const checkoutHeaders = z.object({
  'idempotency-key': z
    .string({ error: required('Idempotency-Key header') })
    .regex(/^[\w.:-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, or . : - _'),
});

export const orderStatus = z.enum(ORDER_STATUSES);

/** An order line with its money, as it is stored and as staff see it. */
export const pricedOrderLine = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  unit_price: z.number(),
  qty: z.number().int(),
  line_total: z.number(),
  ...lineShipping,
  /** The vehicle the line was sold for and the counter's override reason when it did not fit; null when none. */
  fit: z.object({ vehicle: z.string(), override: z.string().nullable() }).nullable().optional(),
});

/** Money a team viewer is not shown: null for them, a number for everyone else. */
const teamMoney = z.number().nullable();

/** An order line as a customer's team member sees it. */
export const orderLine = pricedOrderLine.extend({ unit_price: teamMoney, line_total: teamMoney });

export const statusChange = z.object({
  status: orderStatus,
  note: z.string().nullable(),
  at: z.string(),
});

/** A credit note given on the order (docs/product.md §23): a cancellation, a return, a warranty claim… */
export const pricedCreditNote = z.object({
  number: z.string(),
  source: z.enum(CREDIT_NOTE_SOURCES),
  source_label: z.string(),
  /** What it credits: SO-000123, RMA-000001, WC-000001. */
  source_reference: z.string(),
  /** GST included. */
  amount: z.number(),
  reason: z.string(),
  created_at: z.string(),
});
export const creditNote = pricedCreditNote.extend({ amount: teamMoney });

/** What the order list shows of each order, with its money (stored; staff). */
export const pricedOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatus,
  created_at: z.string(),
  customer_reference: z.string().nullable(),
  ship_type: option,
  warehouse: option,
  tracking_reference: z.string().nullable(),
  line_count: z.number().int(),
  total: z.number(),
  /** The name of the team member who placed it; absent in an answer kept from before it was recorded. */
  placed_by: z.string().nullable().optional(),
  /** The owner who approved it over the buyer's order limit; null when no approval was needed. */
  approved_by: z.string().nullable().optional(),
});
export type PricedOrderSummary = z.infer<typeof pricedOrderSummary>;

/** What the order list shows a customer's team member of each order. */
export const orderSummary = pricedOrderSummary.extend({ total: teamMoney });
export type OrderSummary = z.infer<typeof orderSummary>;

/** One order with its lines, money and history (stored; staff). */
export const pricedOrder = pricedOrderSummary.extend({
  order_type: option,
  tag: option,
  tax_type: option,
  payment_type: option,
  employee: option.nullable(),
  delivery_address: deliveryAddress.nullable(),
  notes: z.string().nullable(),
  /** The date promised at checkout (YYYY-MM-DD) and the promise in words; null when none could be made. */
  promised_date: z.string().nullable(),
  promise: z.string().nullable(),
  lines: z.array(pricedOrderLine),
  subtotal: z.number(),
  gst: z.number(),
  delivery_fee: z.number(),
  status_history: z.array(statusChange),
  /** Absent in a checkout's answer kept (for an Idempotency-Key replay) from before credit notes were numbered. */
  credit_notes: z.array(pricedCreditNote).optional(),
  /** What went when (docs/product.md §25); absent in an answer kept from before shipments were recorded. */
  shipments: z.array(orderShipment).optional(),
});
export type PricedOrder = z.infer<typeof pricedOrder>;

/** One order as a customer's team member sees it: a viewer gets no money in it. */
export const order = pricedOrder.extend({
  total: teamMoney,
  lines: z.array(orderLine),
  subtotal: teamMoney,
  gst: teamMoney,
  delivery_fee: teamMoney,
  credit_notes: z.array(creditNote).optional(),
});
export type Order = z.infer<typeof order>;

export const orderListQuery = paginationQuery
  .extend({
    status: orderStatus.optional(),
    /** Dates in the account's time zone, both inclusive. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    q: text(100).trim().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** A line the warehouse cannot fill; `available` is capped like every stock figure a customer sees. */
export const shortLine = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  requested: z.number().int(),
  available: z.union([z.number().int(), z.literal('8+')]),
});

/** The 409 answer of a checkout that asked for more than the warehouse holds. */
export const insufficientStockBody = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  short_lines: z.array(shortLine),
});

export const orderStatisticsParams = z.object({ name: z.enum(ORDER_STATISTICS) });
export const orderStatisticsQuery = z.object({
  customer_id: queryId.optional(),
});

export const recentOrder = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: orderStatus,
    created_at: z.string(),
    total: teamMoney,
  })
  .nullable();

/** The five statistics of docs/product.md §15, each under its own field name (money in dollars). */
export const orderStatistic = z.union([
  z.object({ total_orders_this_week: z.number().int() }),
  z.object({ recent_order: recentOrder }),
  z.object({ purchased_quantity_this_month: z.number().int() }),
  z.object({ xeroBalance: z.number() }),
  z.object({ creditLimit: z.number() }),
]);
export type OrderStatistic = z.infer<typeof orderStatistic>;
