/**
 * A tyre size as the catalogue stores it. Metric: width in mm, profile as % of width, rim diameter in inches
 * (17.5 for truck rims). Flotation (31x10.50R15): width is the overall diameter in inches (so below 100,
 * which no metric width is) and profile the section width in hundredths of an inch (10.50 → 1050).
 */
export interface TyreSize {
  width: number;
  profile?: number;
  rim?: number;
}

/** A typed size with what else it said: the load index (single-wheel figure) and speed rating, as filters. */
export interface TyreSearch extends TyreSize {
  loadIndex?: number;
  speedRating?: string;
}

/** Speed ratings a size may end with (the catalogue contract lists them in order). */
const SPEED = '[LMNPQRSTUHVZWY]';
/** ' 91V', ' 123/120S', ' 94W XL', ' (94Y)': the service description and marks that do not change the size. */
const TAIL = `(?:\\s+\\(?(\\d{2,3})(?:/\\d{2,3})?\\s*(${SPEED})\\)?)?(?:\\s+(?:XL|RF|RFT|SL|C|LT|EXTRA LOAD|REINFORCED))*`;

/**
 * width [sep] profile [sep] [Z]R rim [C] [load/speed] [marks], every part after width optional; an optional
 * P / LT prefix and C (commercial) suffix. Separators are '/', '-' or spaces; none reads 2055516 as 205/55R16.
 */
const METRIC = new RegExp(
  `^(?:P|LT)?\\s*(\\d{3})(?:[\\s/-]*(\\d{2})(?:[\\s/-]*(?:Z?R)?[\\s-]*(\\d{2}(?:\\.5)?)C?)?)?${TAIL}$`,
);
/** A size with no profile written, e.g. 205R16 (the old 80-series sizes), 195R14C. */
const NO_PROFILE = new RegExp(`^(?:P|LT)?\\s*(\\d{3})\\s*Z?R\\s*(\\d{2}(?:\\.5)?)C?${TAIL}$`);
/** Flotation sizes: 31x10.50R15, 33X12.50-20LT, 35x12.5R17. */
const FLOTATION = new RegExp(
  `^(?:LT)?\\s*(\\d{2})\\s*[X×*]\\s*(\\d{1,2}(?:\\.\\d{1,2})?)\\s*(?:Z?R|-)?\\s*(\\d{2}(?:\\.5)?)(?:LT|C)?${TAIL}$`,
);

const inRange = (n: number | undefined, min: number, max: number): boolean =>
  n === undefined || (n >= min && n <= max);
const optionalNumber = (digits: string | undefined): number | undefined =>
  digits === undefined ? undefined : Number(digits);

/** The dimension parts of the size and the load / speed it ended with, or null. */
function read(normal: string): TyreSearch | null {
  const flotation = FLOTATION.exec(normal);
  if (flotation) {
    const diameter = Number(flotation[1]);
    const section = Math.round(Number(flotation[2]) * 100);
    const rim = Number(flotation[3]);
    if (!inRange(diameter, 20, 49) || !inRange(section, 600, 2000) || !inRange(rim, 12, 26)) return null;
    return withTail({ width: diameter, profile: section, rim }, flotation[4], flotation[5]);
  }
  const metric = METRIC.exec(normal);
  const noProfile = metric ? null : NO_PROFILE.exec(normal);
  const found = metric ?? noProfile;
  if (!found) return null;
  const width = Number(found[1]);
  const profile = metric ? optionalNumber(metric[2]) : undefined;
  const rim = optionalNumber(metric ? metric[3] : noProfile?.[2]);
  if (!inRange(width, 100, 399) || !inRange(profile, 20, 95) || !inRange(rim, 10, 30)) return null;
  const size: TyreSize = { width };
  if (profile !== undefined) size.profile = profile;
  if (rim !== undefined) size.rim = rim;
  const [load, speed] = metric ? [metric[4], metric[5]] : [noProfile?.[3], noProfile?.[4]];
  return withTail(size, load, speed);
}

function withTail(size: TyreSize, load: string | undefined, speed: string | undefined): TyreSearch | null {
  if (load === undefined) return size;
  const loadIndex = Number(load);
  if (!inRange(loadIndex, 50, 200)) return null;
  return { ...size, loadIndex, speedRating: speed };
}

/** Free tyre-size text (the shop's search box) to everything it says; null when it is not a size we understand. */
export function parseTyreSearch(text: string): TyreSearch | null {
  return read(text.trim().toUpperCase().replace(/\s+/g, ' '));
}

/** Free tyre-size text to its dimension parts only; null when it is not a size we understand. */
export function parseTyreSize(text: string): TyreSize | null {
  const search = parseTyreSearch(text);
  if (!search) return null;
  const { width, profile, rim } = search;
  return { width, ...(profile !== undefined && { profile }), ...(rim !== undefined && { rim }) };
}

/** '205/55R16' or '31x10.50R15'; the parts present, in the usual notation. */
export function formatTyreSize({ width, profile, rim }: TyreSize): string {
  if (width < 100 && profile !== undefined)
    return `${width}x${(profile / 100).toFixed(2)}${rim === undefined ? '' : `R${rim}`}`;
  return `${width}${profile === undefined ? '' : `/${profile}`}${rim === undefined ? '' : `R${rim}`}`;
}

/** A search as the catalogue's query parameters (`size`, `load_index`, `speed_rating`). */
export function tyreSearchParams(
  search: TyreSearch,
): Record<'size' | 'load_index' | 'speed_rating', string | null> {
  return {
    size: formatTyreSize(search),
    load_index: search.loadIndex === undefined ? null : String(search.loadIndex),
    speed_rating: search.speedRating ?? null,
  };
}

/** What a search was understood as, in words: '205/55R16, load index 91 or more, speed V or faster'. */
export function describeTyreSearch(search: TyreSearch): string {
  return [
    formatTyreSize(search),
    search.loadIndex !== undefined && `load index ${search.loadIndex} or more`,
    search.speedRating !== undefined && `speed ${search.speedRating} or faster`,
  ]
    .filter(Boolean)
    .join(', ');
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
