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

/** The deepest tread a claim may name: new truck tyres run to about 25 mm. */
export const MAX_TREAD_MM = 30;

/** A DOT date code read from a tyre's sidewall: the week and year it was made. */
export interface DotDate {
  /** The four digits as written, week then year: `2423`. */
  code: string;
  week: number;
  year: number;
}

export type DotReading = { ok: true; dot: DotDate } | { ok: false; message: string };

const DOT_HELP = 'Enter the last 4 digits of the DOT number on the sidewall: week and year, e.g. 2423';

/** The Monday of ISO week 1 of `year`, at 00:00 UTC: the week holding 4 January. */
function isoWeekOneMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return jan4 - weekday * 86_400_000;
}

/** ISO years have 52 weeks, or 53 when they start on a Thursday (or a Wednesday in a leap year). */
export function weeksInYear(year: number): number {
  return (isoWeekOneMonday(year + 1) - isoWeekOneMonday(year)) / (7 * 86_400_000);
}

/** The first day (Monday, UTC) of ISO week `week` of `year`. */
export function dotWeekStart(week: number, year: number): Date {
  return new Date(isoWeekOneMonday(year) + (week - 1) * 7 * 86_400_000);
}

/**
 * Reads a DOT date code: the bare four digits `WWYY`, or a whole DOT serial (`DOT U2LL LMLR 2423`) whose last
 * four characters are they. The week is 01–53 (53 only in a year that has one), the year 20YY, and the week
 * may not start after `today` (a tyre is not made in the future). Anything else is refused with a message
 * that says what to type.
 */
export function parseDot(code: string, today: Date): DotReading {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return { ok: false, message: 'DOT code is required' };
  if (!/^(?:DOT)?[A-Z0-9]{0,13}\d{4}$/.test(compact) || compact.length > 16)
    return { ok: false, message: `The DOT code cannot be read. ${DOT_HELP}` };
  const digits = compact.slice(-4);
  const week = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (week < 1 || week > 53)
    return { ok: false, message: `The DOT week must be 01 to 53, got ${digits.slice(0, 2)}. ${DOT_HELP}` };
  if (week > weeksInYear(year)) return { ok: false, message: `${year} has no week 53. ${DOT_HELP}` };
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (dotWeekStart(week, year).getTime() > todayUtc)
    return {
      ok: false,
      message: `DOT ${digits} means week ${week} of ${year}, which is in the future. Check the code on the sidewall.`,
    };
  return { ok: true, dot: { code: digits, week, year } };
}

/** Tenths of a millimetre, the precision treads are measured and kept at. */
const tenths = (mm: number) => Math.round(mm * 10);

/** What is wrong with a pair of tread depths (by field), or nothing when the pro-rata rule can use them. */
export function treadProblems(
  originalMm: number,
  remainingMm: number,
): Partial<Record<'original_tread_mm' | 'remaining_tread_mm', string>> {
  const problems: Partial<Record<'original_tread_mm' | 'remaining_tread_mm', string>> = {};
  if (!Number.isFinite(originalMm) || tenths(originalMm) <= tenths(LEGAL_MIN_TREAD_MM))
    problems.original_tread_mm = `The original tread must be above the ${LEGAL_MIN_TREAD_MM} mm legal minimum`;
  else if (originalMm > MAX_TREAD_MM)
    problems.original_tread_mm = `The original tread must be at most ${MAX_TREAD_MM} mm`;
  if (!Number.isFinite(remainingMm) || remainingMm < 0)
    problems.remaining_tread_mm = 'The remaining tread cannot be negative';
  else if (!problems.original_tread_mm && tenths(remainingMm) > tenths(originalMm))
    problems.remaining_tread_mm = 'The remaining tread cannot be deeper than the original tread';
  return problems;
}

/**
 * The pro-rata credit of a warranty claim (docs/product.md §22): the price paid × the usable tread left ÷ the
 * usable tread new, usable meaning above the 1.5 mm legal minimum; rounded to the cent. 0 when the tread left
 * is at or below the minimum, the whole price when none was worn, never more than the price. Depths count to
 * 0.1 mm. Throws a RangeError for depths `treadProblems` refuses.
 */
export function proRataCreditCents(unitPriceCents: number, originalMm: number, remainingMm: number): number {
  const problems = treadProblems(originalMm, remainingMm);
  const first = problems.original_tread_mm ?? problems.remaining_tread_mm;
  if (first) throw new RangeError(first);
  const usableNew = tenths(originalMm) - tenths(LEGAL_MIN_TREAD_MM);
  const usableLeft = Math.max(0, tenths(remainingMm) - tenths(LEGAL_MIN_TREAD_MM));
  return Math.round((unitPriceCents * usableLeft) / usableNew) + 0;
}

/** A claim may be made on an order that reached the customer. */
export const CLAIMABLE_ORDER_STATUSES = ['delivered', 'collected'] as const;

export interface ClaimableLine {
  productType: 'tyre' | 'wheel' | 'accessory';
  orderStatus: string;
  qty: number;
  /** Of `qty`, what was cancelled off a backorder (never delivered). */
  qtyCancelled: number;
  /** Of the delivered tyres, those in a return that is not rejected. */
  qtyReturned: number;
  /** Claims already made on the line that were not rejected. */
  claims: number;
}

/**
 * How many more claims a line may take: one per tyre delivered and kept. Only tyres, only on a delivered or
 * collected order; every tyre that is in a return, or already under a claim that was not rejected, is out
 * (a rejected claim frees its tyre, so a second look with better photos is possible).
 */
export function claimableQty(line: ClaimableLine): number {
  if (line.productType !== 'tyre') return 0;
  if (!(CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(line.orderStatus)) return 0;
  return Math.max(0, line.qty - line.qtyCancelled - line.qtyReturned - line.claims);
}

/** Why a line takes no claim, in words for the customer; null when it does. */
export function notClaimableReason(line: ClaimableLine): string | null {
  if (line.productType !== 'tyre') return 'Only tyres carry a warranty claim.';
  if (!(CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(line.orderStatus))
    return 'A claim can be made once the order is delivered or collected.';
  if (claimableQty(line) === 0) return 'Every tyre of this line is already under a claim or a return.';
  return null;
}

/** The image kinds a claim photo may be, told by their first bytes (never by name or declared type). */
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ClaimPhotoType = (typeof CLAIM_PHOTO_TYPES)[number];

/** The image kind of a file's first bytes: JPEG, PNG or WebP; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ClaimPhotoType | null {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}
