/** A metric tyre size: width in mm, profile as % of width, rim diameter in inches (17.5 for truck rims). */
export interface TyreSize {
  width: number;
  profile?: number;
  rim?: number;
}

/**
 * width [sep] profile [sep] [Z]R rim [load/speed], every part after width optional; an optional P / LT prefix.
 * Separators are '/', '-' or spaces; none at all reads 2055516 as 205/55R16.
 */
const METRIC =
  /^(?:P|LT)?\s*(\d{3})(?:[\s/-]*(\d{2})(?:[\s/-]*(?:Z?R)?[\s-]*(\d{2}(?:\.5)?))?)?(?:\s+\d{2,3}(?:\/\d{2,3})?[A-Z]{1,3})?$/;
/** A size with no profile written, e.g. 205R16 (the old 80-series sizes). */
const NO_PROFILE = /^(?:P|LT)?\s*(\d{3})\s*Z?R\s*(\d{2}(?:\.5)?)$/;

const inRange = (n: number | undefined, min: number, max: number): boolean =>
  n === undefined || (n >= min && n <= max);
const optionalNumber = (digits: string | undefined): number | undefined =>
  digits === undefined ? undefined : Number(digits);

/** Free tyre-size text (the shop's search box) to its parts; null when it is not a size we understand. */
export function parseTyreSize(text: string): TyreSize | null {
  const normal = text.trim().toUpperCase();
  const metric = METRIC.exec(normal);
  const noProfile = metric ? null : NO_PROFILE.exec(normal);
  if (!metric && !noProfile) return null;

  const width = Number((metric ?? noProfile)?.[1]);
  const profile = metric ? optionalNumber(metric[2]) : undefined;
  const rim = optionalNumber(metric ? metric[3] : noProfile?.[2]);
  if (!inRange(width, 100, 399) || !inRange(profile, 20, 95) || !inRange(rim, 10, 30)) return null;

  const size: TyreSize = { width };
  if (profile !== undefined) size.profile = profile;
  if (rim !== undefined) size.rim = rim;
  return size;
}

/** '205/55R16'; the parts present, in the usual notation. */
export function formatTyreSize({ width, profile, rim }: TyreSize): string {
  return `${width}${profile === undefined ? '' : `/${profile}`}${rim === undefined ? '' : `R${rim}`}`;
}

const PCD = /^(\d{1,2})\s*[X×/*]\s*(\d{2,3}(?:[.,]\d{1,2})?)$/;

/** A wheel's bolt pattern (PCD) in any common spelling to '5x114.3'; null when it is not one. */
export function parsePcd(text: string): string | null {
  const match = PCD.exec(text.trim().toUpperCase());
  if (!match) return null;
  const lugs = Number(match[1]);
  const diameter = Number(match[2]?.replace(',', '.'));
  if (lugs < 3 || lugs > 10 || diameter < 80 || diameter > 250) return null;
  return `${lugs}x${diameter}`;
}
