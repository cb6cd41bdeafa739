/**
 * Returns (docs/product.md §21): a customer sends back some lines and quantities of a delivered or collected
 * order within the account's return window; staff approve or reject, then receive the goods. The rules that
 * decide what may be returned and what is credited live here, used by server and web alike.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
};

export const RETURN_REASONS = ['ordered_wrong', 'damaged_in_transit', 'not_needed'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  ordered_wrong: 'Ordered wrong',
  damaged_in_transit: 'Damaged in transit',
  not_needed: 'Not needed',
};

/** What a received line becomes: back on the shelf, or written off. */
export const RETURN_CONDITIONS = ['saleable', 'write_off'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Days after delivery or collection in which an account may ask to return goods, unless staff set another. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;
