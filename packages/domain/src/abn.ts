/** The ATO's weights for an ABN's eleven digits (the first digit less one). */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** An ABN's digits without the spaces people type: '51 824 753 556' → '51824753556'. */
export const abnDigits = (value: string): string => value.replace(/\s+/g, '');

/**
 * True for an Australian Business Number that passes the ATO's checksum: 11 digits (spaces allowed); subtract 1
 * from the first digit, weight the digits 10, 1, 3, 5, … 19; the weighted sum is a multiple of 89.
 */
export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = ABN_WEIGHTS.reduce(
    (total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/** An ABN as it is printed: '51824753556' → '51 824 753 556'; a value that is not 11 digits is returned trimmed. */
export function formatAbn(value: string): string {
  const digits = abnDigits(value);
  if (!/^\d{11}$/.test(digits)) return value.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
