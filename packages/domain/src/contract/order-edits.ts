import { z } from 'zod';
import { EMPTY_EDIT_MESSAGE } from '../order-edits.ts';
import { errorBody, id, text } from './common.ts';
import { MAX_LINE_QTY, MAX_ORDER_LINES, insufficientStockBody } from './orders.ts';
import { staffOrder, staleOrderBody } from './staff.ts';

export const ORDER_EDIT_LABELS = { qty: 'Quantity', reason: 'Reason' } as const;

/** One line as the order should be after the edit; a line of the order left out is removed. */
export const orderEditLine = z.object({
  product_id: id('Product'),
  qty: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QTY, `Quantity must be at most ${MAX_LINE_QTY}`),
});

/**
 * `POST /api/staff/orders/:id/edits`: the order's lines as they should be, the version seen, and why.
 * With `dry_run` nothing is written: the answer is the order as it would be (prices, totals, stock and
 * credit checked alike), so the screen shows the new totals before saving.
 */
export const orderEditRequest = z.object({
  version: id('Version'),
  lines: z
    .array(orderEditLine, { error: EMPTY_EDIT_MESSAGE })
    .min(1, EMPTY_EDIT_MESSAGE)
    .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
  reason: text(500).trim().optional(),
  dry_run: z.boolean().optional(),
});
export type OrderEditRequest = z.infer<typeof orderEditRequest>;

/** The order after the edit (or as it would be, for a dry run) and the edit in words. */
export const orderEditResult = z.object({
  order: staffOrder,
  /** `Order changed: 4 → 2 × …; added 2 × …`, the line the order's history shows. */
  summary: z.string(),
  /** What the total moved by, dollars GST inclusive: an invoice when positive, a credit note when negative. */
  total_change: z.number(),
  /** The credit note a lower total issued (not for a dry run). */
  credit_note: z.string().nullable(),
});
export type OrderEditResult = z.infer<typeof orderEditResult>;

/**
 * A refused edit's 409: stale or too late (with the order as it is now), or short of stock (checkout's
 * short lines; `requested` is what the edit takes more from the shelf).
 */
export const orderEditConflictBody = z.union([staleOrderBody, insufficientStockBody, errorBody]);
