import { z } from 'zod';
import { required } from '../messages.ts';
import { MAX_AMOUNT_CENTS, formatAmount, toCents } from '../money.ts';
import {
  CLAIM_STATUSES,
  MAX_TREAD_MM,
  WARRANTY_FAULTS,
  WARRANTY_FAULT_LABELS,
  type WarrantyFault,
} from '../warranty.ts';
import { errorBody, id, paginationQuery, queryId, requiredText, text } from './common.ts';

/** The labels a claim form and its messages use for each field. */
export const CLAIM_LABELS = {
  order_line_id: 'Tyre',
  dot_code: 'DOT code',
  original_tread_mm: 'Original tread',
  remaining_tread_mm: 'Remaining tread',
  fault: 'Fault',
  description: 'Description',
  photos: 'Photos',
} as const;

/** A tread depth in millimetres as a form field sends it ("8", "4.5"): 0 to 30, to 0.1 mm. */
const treadDepth = (label: string) =>
  z.coerce
    .number({ error: required(label) })
    .refine((mm) => Number.isFinite(mm), `${label} must be a number of millimetres`)
    .refine((mm) => mm >= 0, `${label} cannot be negative`)
    .refine((mm) => mm <= MAX_TREAD_MM, `${label} must be at most ${MAX_TREAD_MM} mm`)
    .refine((mm) => Math.abs(Math.round(mm * 10) - mm * 10) < 1e-6, `${label} is measured to 0.1 mm`);

/**
 * The fields of `POST /api/cus/orders/:id/claims` (multipart/form-data, beside up to 5 `photos`). The DOT
 * code's meaning (`parseDot`) and the two depths together (`treadProblems`) are checked by the domain rules.
 */
export const claimFields = z.object({
  order_line_id: z.coerce
    .number({ error: required(CLAIM_LABELS.order_line_id) })
    .pipe(id(CLAIM_LABELS.order_line_id)),
  dot_code: requiredText(CLAIM_LABELS.dot_code, 40),
  original_tread_mm: z.preprocess(
    (v) => (v === '' ? undefined : v),
    treadDepth(CLAIM_LABELS.original_tread_mm),
  ),
  remaining_tread_mm: z.preprocess(
    (v) => (v === '' ? undefined : v),
    treadDepth(CLAIM_LABELS.remaining_tread_mm),
  ),
  fault: z.enum(WARRANTY_FAULTS, { error: `Choose the ${CLAIM_LABELS.fault.toLowerCase()}` }),
  description: text(2000).trim().optional(),
});
export type ClaimFields = z.infer<typeof claimFields>;

export const faultOption = z.object({ value: z.enum(WARRANTY_FAULTS), label: z.string() });
export const faultOptions = (): { value: WarrantyFault; label: string }[] =>
  WARRANTY_FAULTS.map((value) => ({ value, label: WARRANTY_FAULT_LABELS[value] }));

/** A tyre line of one of the caller's orders, and how many more claims it takes. */
export const claimableLine = z.object({
  order_line_id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** Dollars, GST included: what the pro-rata credit is a share of. */
  unit_price: z.number(),
  delivered_qty: z.number().int(),
  claimable_qty: z.number().int(),
  /** Why no more claims, when claimable_qty is 0. */
  reason: z.string().nullable(),
});
export type ClaimableLine = z.infer<typeof claimableLine>;

export const claimPhoto = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type ClaimPhoto = z.infer<typeof claimPhoto>;

/** One step of a claim's life: submitted, approved, adjusted, rejected. */
export const claimEvent = z.object({
  event: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  /** Staff see who; a customer sees "Tyreline" for the supplier's staff, the user's name for their own. */
  by: z.string().nullable(),
});
export type ClaimEvent = z.infer<typeof claimEvent>;

export const claimSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(CLAIM_STATUSES),
  order: z.object({ id: z.number().int(), number: z.string() }),
  sku: z.string(),
  name: z.string(),
  fault: z.enum(WARRANTY_FAULTS),
  /** The rule's credit when the claim was made, and the one given (null until approved or adjusted). */
  computed_credit: z.number(),
  credit: z.number().nullable(),
  created_at: z.string(),
});
export type ClaimSummary = z.infer<typeof claimSummary>;

export const claim = claimSummary.extend({
  order_line_id: z.number().int(),
  unit_price: z.number(),
  dot_code: z.string(),
  dot_week: z.number().int(),
  dot_year: z.number().int(),
  original_tread_mm: z.number(),
  remaining_tread_mm: z.number(),
  description: z.string().nullable(),
  decision_note: z.string().nullable(),
  credit_note: z.string().nullable(),
  photos: z.array(claimPhoto),
  timeline: z.array(claimEvent),
  placed_by: z.string(),
  updated_at: z.string(),
});
export type Claim = z.infer<typeof claim>;

/** A claim as staff see it: whose it is, and the version a decision names. */
export const staffClaimSummary = claimSummary.extend({
  account: z.object({ id: z.number().int(), name: z.string() }),
});
export type StaffClaimSummary = z.infer<typeof staffClaimSummary>;

export const staffClaim = claim.extend({
  account: z.object({ id: z.number().int(), name: z.string() }),
  version: z.number().int(),
});
export type StaffClaim = z.infer<typeof staffClaim>;

export const claimListQuery = paginationQuery.extend({
  status: z.enum(CLAIM_STATUSES).optional(),
});
export type ClaimListQuery = z.infer<typeof claimListQuery>;

export const staffClaimListQuery = claimListQuery.extend({
  q: text(100).trim().optional(),
});
export type StaffClaimListQuery = z.infer<typeof staffClaimListQuery>;

/** `…/claims/:id/photos/:photoId`. */
export const claimPhotoParams = z.object({ id: queryId, photoId: queryId });

const version = id('Version');

export const DECISION_LABELS = { credit: 'Credit', reason: 'Reason' } as const;

export const approveClaimRequest = z.object({ version });
export type ApproveClaimRequest = z.infer<typeof approveClaimRequest>;

/** A credit staff set instead of the rule's: 0.01 up to the line's unit price (checked by the server). */
export const adjustClaimRequest = z.object({
  version,
  credit: z
    .number({ error: required(DECISION_LABELS.credit) })
    .min(0, 'The credit must be at least 0.01')
    .max(MAX_AMOUNT_CENTS / 100, `The credit must be at most ${formatAmount(MAX_AMOUNT_CENTS)}`)
    .refine((value) => value >= 0.01, 'The credit must be at least 0.01')
    .refine((value) => Math.abs(toCents(value) - value * 100) < 1e-6, 'The credit has at most two decimals'),
  reason: requiredText(DECISION_LABELS.reason, 500),
});
export type AdjustClaimRequest = z.infer<typeof adjustClaimRequest>;

export const rejectClaimRequest = z.object({
  version,
  reason: requiredText(DECISION_LABELS.reason, 500),
});
export type RejectClaimRequest = z.infer<typeof rejectClaimRequest>;

/** A stale decision's 409: the claim as it is now. */
export const staleClaimBody = errorBody.extend({ current: staffClaim });
