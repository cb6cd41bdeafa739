/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL text
 * cannot hold NUL at all, and none of the others belongs in a name, an address, a note or a search.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/**
 * One plain mail address (`someone@example.com`): no spaces or line breaks, no display name, no list. The outbox
 * sends only to such an address, and an address a person enters for mail (a statements address) must be one.
 */
export const isMailAddress = (value: string): boolean =>
  value.length <= 254 && /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/.test(value);

/** The largest value a PostgreSQL `integer` column holds: ids and cents beyond it cannot be stored. */
export const PG_INT_MAX = 2_147_483_647;

/** The dates a person may ask about: an order list, a statement. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

/** True for a real calendar date written YYYY-MM-DD within EARLIEST_DATE..LATEST_DATE (so 2026-02-30 is false). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= EARLIEST_DATE && value <= LATEST_DATE;
}
