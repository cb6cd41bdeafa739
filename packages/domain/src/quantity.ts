/** The quantity stepper's bounds (docs/product.md §5: minimum 1, step 1, precision 0). */
export const QTY_MIN = 1;
/** A sane ceiling so a typo such as 1e9 cannot reach an order. */
export const QTY_MAX = 9999;

/** Plain decimal numbers only: '12', ' 2.5 ', '-3', '1e2'; not '0x10' or ''. */
const NUMERIC_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

function toNumber(input: unknown): number {
  if (typeof input === 'number') return Number.isNaN(input) ? 0 : input;
  if (typeof input === 'string' && NUMERIC_TEXT.test(input)) return Number(input);
  return 0;
}

/** Any input to a whole quantity in [QTY_MIN, QTY_MAX]: non-numeric becomes 0, decimals round, then it is clamped. */
export function normalizeQuantity(input: unknown): number {
  const rounded = Math.round(toNumber(input));
  return Math.min(QTY_MAX, Math.max(QTY_MIN, rounded));
}
