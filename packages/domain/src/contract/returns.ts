import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.ts';
import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_STATUSES } from '../returns.ts';
import { errorBody, id, paginationQuery, text } from './common.ts';
import { option } from './orders.ts';

/** Returns (docs/product.md §21): what the customer asks, what both sides read, and what staff decide. */

export const returnStatus = z.enum(RETURN_STATUSES);
export const returnReason = z.enum(RETURN_REASONS, { error: 'Choose a reason for the return' });
export const returnCondition = z.enum(RETURN_CONDITIONS, { error: 'Choose saleable or write-off' });

export const MAX_RETURN_LINES = 100;

const lineNo = z
  .number({ error: 'Line is required' })
  .int('Line is invalid')
  .min(1, 'Line is invalid')
  .max(32_767, 'Line is invalid');

/** `POST /api/cus/orders/:id/returns`: some lines of the order and how many of each. */
export const returnRequest = z
  .object({
    lines: z
      .array(
        z.object({
          line_no: lineNo,
          qty: z
            .number({ error: 'Quantity is required' })
            .int('Quantity must be a whole number')
            .min(1, 'Quantity must be at least 1')
            .max(9_999, 'Quantity must be at most 9999'),
        }),
      )
      .min(1, 'Choose at least one line to return')
      .max(MAX_RETURN_LINES),
    reason: returnReason,
    note: text(500).trim().optional(),
  })
  .refine((body) => new Set(body.lines.map((l) => l.line_no)).size === body.lines.length, {
    path: ['lines'],
    message: 'Each line may be named once',
  });
export type ReturnRequest = z.infer<typeof returnRequest>;

/** One line of an order as the return form needs it: how many may still be returned. */
export const returnableLine = z.object({
  line_no: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  returnable: z.number().int(),
  unit_price: z.number(),
});

/** `GET /api/cus/orders/:id/returnable`: whether the order takes a return, until when, and of what. */
export const returnableOrder = z.object({
  order_id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Why no return can be asked now (not delivered yet, window closed, all returned); null when one can. */
  refusal: z.string().nullable(),
  /** When the window closes (ISO); null before delivery. */
  window_ends_at: z.string().nullable(),
  window_days: z.number().int(),
  lines: z.array(returnableLine),
});
export type ReturnableOrder = z.infer<typeof returnableOrder>;

export const returnLine = z.object({
  line_no: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  unit_price: z.number(),
  /** Set on receipt. */
  condition: returnCondition.nullable(),
});

/** A step of a return's timeline, as both sides see it. */
export const returnEvent = z.object({
  event: z.string(),
  note: z.string().nullable(),
  /** Who took the step: the customer's name, or "Tyreline" for the supplier's staff (customers' view). */
  by: z.string().nullable(),
  at: z.string(),
});

export const returnSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: returnStatus,
  reason: returnReason,
  order: option,
  /** Units asked to return, over all lines. */
  units: z.number().int(),
  /** The goods' value at their order price, GST included. */
  value: z.number(),
  /** The credit given on receipt; null before. */
  credit: z.number().nullable(),
  created_at: z.string(),
});
export type ReturnSummary = z.infer<typeof returnSummary>;

export const returnDetail = returnSummary.extend({
  note: z.string().nullable(),
  /** Staff's reason for a rejection. */
  decision_note: z.string().nullable(),
  requested_by: z.string().nullable(),
  warehouse: option.nullable(),
  restocking_fee: z.number().nullable(),
  credit_note: z.object({ number: z.string(), amount: z.number(), created_at: z.string() }).nullable(),
  lines: z.array(returnLine),
  events: z.array(returnEvent),
});
export type ReturnDetail = z.infer<typeof returnDetail>;

export const returnListQuery = paginationQuery.extend({ status: returnStatus.optional() });
export type ReturnListQuery = z.infer<typeof returnListQuery>;

/** Staff's view: whose it is and the version a decision must name. */
export const staffReturnSummary = returnSummary.extend({ account: option, version: z.number().int() });
export type StaffReturnSummary = z.infer<typeof staffReturnSummary>;

export const staffReturn = returnDetail.extend({
  account: option,
  version: z.number().int(),
  next_statuses: z.array(returnStatus),
  /** The warehouses of the order's department, for the receipt. */
  warehouses: z.array(option),
});
export type StaffReturn = z.infer<typeof staffReturn>;

export const staffReturnListQuery = returnListQuery.extend({
  /** RMA number, order number or account name. */
  q: text(100).trim().optional(),
});
export type StaffReturnListQuery = z.infer<typeof staffReturnListQuery>;

const version = id('Version');

export const approveReturnRequest = z.object({ version });
export const rejectReturnRequest = z.object({
  version,
  reason: text(500, { error: 'A reason is required' }).trim().min(1, 'A reason is required'),
});
export const receiveReturnRequest = z.object({
  version,
  warehouse_id: id('Warehouse'),
  lines: z
    .array(z.object({ line_no: lineNo, condition: returnCondition }))
    .min(1, 'Say the condition of every line')
    .max(MAX_RETURN_LINES),
});
export type ReceiveReturnRequest = z.infer<typeof receiveReturnRequest>;

/** A stale or repeated decision: the return as it is now. */
export const staleReturnBody = errorBody.extend({ current: staffReturn });
