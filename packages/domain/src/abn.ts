/** The weights of the ABN checksum (the Australian Business Register's published method). */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** An ABN as people write it ('51 824 753 556') reduced to its eleven digits; spaces are dropped. */
export const abnDigits = (abn: string): string => abn.replace(/\s+/g, '');

/**
 * Whether an Australian Business Number is valid: eleven digits; subtract 1 from the first, weigh the digits
 * 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum divides by 89. Spaces between the digits are allowed.
 */
export function isValidAbn(abn: string): boolean {
  const digits = abnDigits(abn);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce(
    (total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/** An ABN as it is printed: '51 824 753 556'. */
export function formatAbn(abn: string): string {
  const d = abnDigits(abn);
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : abn;
}
