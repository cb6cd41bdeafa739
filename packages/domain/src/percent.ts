/** Hundredths of a percent, as the database keeps discounts and markups: 12.5 % is 1250. */
export type BasisPoints = number;

/** A percent with at most two decimals (as the forms take it) in basis points; rounded, so 0.29 × 100 is 29, not 28.999…. */
export function percentToBasisPoints(percent: number): BasisPoints {
  return Math.round(percent * 100) + 0;
}

/** Basis points back to the percent the API and the forms show. */
export function basisPointsToPercent(basisPoints: BasisPoints): number {
  return basisPoints / 100;
}
