/**
 * Tyre warranty claims (docs/product.md §22): a claim on a delivered tyre with its DOT code, tread depths,
 * fault and photos; staff approve the pro-rata credit, adjust it with a reason, or reject the claim.
 */
export const CLAIM_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const WARRANTY_FAULTS = [
  'tread_separation',
  'sidewall_bulge',
  'irregular_wear',
  'bead_damage',
  'cracking',
  'vibration',
  'other',
] as const;
export type WarrantyFault = (typeof WARRANTY_FAULTS)[number];

export const WARRANTY_FAULT_LABELS: Record<WarrantyFault, string> = {
  tread_separation: 'Tread separation',
  sidewall_bulge: 'Sidewall bulge',
  irregular_wear: 'Irregular wear',
  bead_damage: 'Bead damage',
  cracking: 'Cracking',
  vibration: 'Vibration or out of round',
  other: 'Other',
};

/** Tread at or below this depth is worn out in law (Australia: 1.5 mm); only the tread above it is usable. */
export const LEGAL_MIN_TREAD_MM = 1.5;

/** At most this many photos per claim, each at most MAX_CLAIM_PHOTO_BYTES. */
export const MAX_CLAIM_PHOTOS = 5;
export const MAX_CLAIM_PHOTO_BYTES = 5 * 1024 * 1024;
