/**
 * Delivery cut-offs and pick-up times: pure functions of the clock, the warehouse's time zone, its delivery
 * runs and pick-up hours, and the public holidays. Dates are 'YYYY-MM-DD' and times 'HH:MM', local to the
 * warehouse; instants are Dates.
 */

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A van leaving a warehouse: orders in by `cutoff` on one of `days` arrive `leadDays` working days later. */
export interface DeliveryRun {
  name: string;
  cutoff: string;
  days: readonly number[];
  /** 0 = the same day, 1 = the next working day. */
  leadDays: number;
  /** When in the day it arrives, as customers are told: 'morning', 'afternoon'. */
  arrival: string;
  /** Postcode ranges the run serves, inclusive; empty = every postcode. */
  postcodes: readonly { from: number; to: number }[];
}

export interface PickUpHours {
  opens: string;
  closes: string;
  days: readonly number[];
  /** How long picking an order takes before it can be collected. */
  readyMinutes: number;
}

export interface DeliveryEstimate {
  run: string;
  cutoffAt: Date;
  minutesLeft: number;
  deliveryDate: string;
  arrival: string;
}

export interface PickUpEstimate {
  readyAt: Date;
  date: string;
  time: string;
}

interface Calendar {
  timeZone: string;
  /** Public holidays, 'YYYY-MM-DD': no run leaves, nothing is delivered, the counter is closed. */
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
/** How far ahead a promise is looked for: past this there is no run to promise. */
const HORIZON_DAYS = 21;

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (timeZone: string) => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
};

const parts = (instant: Date, timeZone: string) => {
  const fields = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${fields.year}-${fields.month}-${fields.day}`,
    time: `${fields.hour}:${fields.minute}`,
    seconds: Number(fields.second),
  };
};

/** The local date and time ('HH:MM') of an instant in a time zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const { date, time } = parts(instant, timeZone);
  return { date, time };
}

/** The date `days` after a date (the calendar's, not the clock's: no daylight-saving surprises). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The instant a local wall-clock time happens in a time zone (daylight saving included). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at a guess, then at the corrected instant: two steps settle every real zone.
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const local = parts(new Date(instant), timeZone);
    const shown = Date.parse(`${local.date}T${local.time}:00Z`) + local.seconds * 1000;
    instant += asUtc - shown;
  }
  return new Date(instant);
}

const isWorkingDay = (date: string, holidays: ReadonlySet<string>) =>
  weekdayOf(date) <= 5 && !holidays.has(date);

/** The `count`-th working day after a date (Monday to Friday, not a public holiday); 0 = the date itself. */
export function workingDaysAfter(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left--;
  }
  return day;
}

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const dayNumber = (word: string): number | null => {
  const n = /^[1-7]$/.test(word) ? Number(word) : DAY_NAMES.indexOf(word.slice(0, 3)) + 1;
  return n >= 1 && (word.length <= 1 || DAY_NAMES[n - 1] === word.slice(0, 3)) ? n : null;
};

/** 'Mon-Fri', 'mon,wed,fri', '1-5' or '6' to ISO weekdays; null when it is not days of the week. */
export function parseWeekdays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const [from, to, ...rest] = part.split('-').map(dayNumber);
    if (from === null || from === undefined || to === null || rest.length > 0) return null;
    const last = to ?? from;
    if (last < from) return null;
    for (let d = from; d <= last; d++) days.add(d);
  }
  return days.size > 0 ? [...days].sort((a, b) => a - b) : null;
}

/** '4000-4179 4500-4521 4305' to ranges; '' is every postcode; null when a part is not a postcode or range. */
export function parsePostcodeRanges(text: string): DeliveryRun['postcodes'] | null {
  const ranges: { from: number; to: number }[] = [];
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const match = /^(\d{4})(?:-(\d{4}))?$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (to < from) return null;
    ranges.push({ from, to });
  }
  return ranges;
}

export const servesPostcode = (run: Pick<DeliveryRun, 'postcodes'>, postcode: number | undefined) =>
  postcode === undefined ||
  run.postcodes.length === 0 ||
  run.postcodes.some((r) => postcode >= r.from && postcode <= r.to);

/**
 * The soonest delivery an order placed now can make: of the runs whose cut-off is still ahead (on a day the run
 * leaves, not a holiday), the earliest arrival, then the earliest cut-off. Null when no run serves the postcode.
 */
export function nextDelivery(
  now: Date,
  runs: readonly DeliveryRun[],
  { timeZone, holidays, postcode }: Calendar & { postcode?: number },
): DeliveryEstimate | null {
  const today = localDateTime(now, timeZone).date;
  let best: DeliveryEstimate | null = null;
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const date = addDays(today, offset);
    if (holidays.has(date)) continue;
    for (const run of runs) {
      if (!run.days.includes(weekdayOf(date)) || !servesPostcode(run, postcode)) continue;
      const cutoffAt = instantOf(date, run.cutoff, timeZone);
      if (cutoffAt <= now) continue;
      const deliveryDate = workingDaysAfter(date, run.leadDays, holidays);
      const better =
        !best ||
        deliveryDate < best.deliveryDate ||
        (deliveryDate === best.deliveryDate && cutoffAt < best.cutoffAt);
      if (better) {
        const minutesLeft = Math.floor((cutoffAt.getTime() - now.getTime()) / 60_000);
        best = { run: run.name, cutoffAt, minutesLeft, deliveryDate, arrival: run.arrival };
      }
    }
    // A later day's run cannot arrive before one found already (lead days only add).
    if (best && best.deliveryDate <= date) break;
  }
  return best;
}

/** Rounds an instant up to the next quarter hour: a counter promises '2:15 pm', not '2:07 pm'. */
const upToQuarter = (instant: number) => Math.ceil(instant / 900_000) * 900_000;

/**
 * When an order placed now can be collected: picking starts now, or at opening when closed, and must be done
 * before closing on a day the counter is open; else the next such day.
 */
export function nextPickUp(
  now: Date,
  hours: PickUpHours,
  { timeZone, holidays }: Calendar,
): PickUpEstimate | null {
  const today = localDateTime(now, timeZone).date;
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const date = addDays(today, offset);
    if (holidays.has(date) || !hours.days.includes(weekdayOf(date))) continue;
    const opens = instantOf(date, hours.opens, timeZone).getTime();
    const closes = instantOf(date, hours.closes, timeZone).getTime();
    const ready = upToQuarter(Math.max(now.getTime(), opens) + hours.readyMinutes * 60_000);
    if (ready <= closes) {
      const readyAt = new Date(ready);
      return { readyAt, ...localDateTime(readyAt, timeZone) };
    }
  }
  return null;
}

/** '45 min', '1 h 20 min', '3 h'. */
export function formatWait(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${Math.max(1, m)} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** '2 pm', '8:30 am', '12 pm'. */
export function formatClock(time: string): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return `${hour}${mm === 0 ? '' : `:${String(mm).padStart(2, '0')}`} ${hh < 12 ? 'am' : 'pm'}`;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const SHORT_MONTH = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' });
const LONG_MONTH = new Intl.DateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' });

/** 'today', 'tomorrow', 'Monday' (within a week), else '2 Jan'. */
export function dayWord(date: string, today: string): string {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  if (date < addDays(today, 7)) return WEEKDAYS[weekdayOf(date) - 1]!;
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${SHORT_MONTH.format(Date.UTC(2000, month - 1, 1))}`;
}

/**
 * 'Order in the next 1 h 20 min for delivery tomorrow morning'; a cut-off a day or more away is named instead:
 * 'Order by 12 pm Monday for delivery Tuesday morning'.
 */
export function deliveryMessage(estimate: DeliveryEstimate, now: Date, timeZone: string): string {
  const today = localDateTime(now, timeZone).date;
  const cutoff = localDateTime(estimate.cutoffAt, timeZone);
  const when =
    estimate.deliveryDate === today
      ? `this ${estimate.arrival}`
      : `${dayWord(estimate.deliveryDate, today)} ${estimate.arrival}`;
  return estimate.minutesLeft < 24 * 60 && cutoff.date <= addDays(today, 1)
    ? `Order in the next ${formatWait(estimate.minutesLeft)} for delivery ${when}`
    : `Order by ${formatClock(cutoff.time)} ${dayWord(cutoff.date, today)} for delivery ${when}`;
}

/** 'Ready for pick-up from 2 pm', 'Ready for pick-up tomorrow from 8:30 am'. */
export function pickUpMessage(estimate: PickUpEstimate, now: Date, timeZone: string): string {
  const today = localDateTime(now, timeZone).date;
  const day = estimate.date === today ? '' : ` ${dayWord(estimate.date, today)}`;
  return `Ready for pick-up${day} from ${formatClock(estimate.time)}`;
}

/**
 * A counter's opening hours in words: 'Monday to Friday, 7 am to 5 pm', 'Monday to Friday and Sunday, 8:30 am
 * to 12 pm'. Runs of three or more days are joined with "to"; public holidays are closed, as the caller says.
 */
export function counterHours(hours: Pick<PickUpHours, 'opens' | 'closes' | 'days'>): string {
  const days = [...new Set(hours.days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const named = runs.flatMap((run) =>
    run.length >= 3
      ? [`${WEEKDAYS[run[0]! - 1]} to ${WEEKDAYS[run.at(-1)! - 1]}`]
      : run.map((d) => WEEKDAYS[d - 1]!),
  );
  const list = named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${list}, ${formatClock(hours.opens)} to ${formatClock(hours.closes)}`;
}

/** 'Thursday 26 November 2026'. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date) - 1]} ${day} ${LONG_MONTH.format(Date.UTC(year, month - 1, 1))} ${year}`;
}

/** What an order keeps of the promise made at checkout, in words that stay true after the cut-off has passed. */
export const promiseWording = {
  delivery: (estimate: Pick<DeliveryEstimate, 'deliveryDate' | 'arrival'>) =>
    `Delivery ${longDate(estimate.deliveryDate)}, ${estimate.arrival}`,
  pickUp: (estimate: Pick<PickUpEstimate, 'date' | 'time'>) =>
    `Ready for pick-up ${longDate(estimate.date)} from ${formatClock(estimate.time)}`,
};
