import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  counterHours,
  deliveryMessage,
  instantOf,
  localDateTime,
  nextDelivery,
  nextPickUp,
  parsePostcodeRanges,
  parseWeekdays,
  pickUpMessage,
  weekdayOf,
  workingDaysAfter,
  type DeliveryRun,
  type PickUpHours,
} from './delivery.ts';

const BRISBANE = 'Australia/Brisbane';
const WEEKDAYS = [1, 2, 3, 4, 5];
const MORNING_RUN: DeliveryRun = {
  name: 'Metro next-day',
  cutoff: '12:00',
  days: WEEKDAYS,
  leadDays: 1,
  arrival: 'morning',
  postcodes: [{ from: 4000, to: 4199 }],
};
const COUNTER: PickUpHours = { opens: '07:00', closes: '17:00', days: [1, 2, 3, 4, 5, 6], readyMinutes: 60 };
/** Brisbane wall-clock time (UTC+10 all year). */
const at = (local: string) => new Date(`${local}:00+10:00`);

function delivery(now: Date, runs = [MORNING_RUN], holidays: string[] = [], postcode?: number) {
  const calendar = { timeZone: BRISBANE, holidays: new Set(holidays), postcode };
  const estimate = nextDelivery(now, runs, calendar);
  return estimate && deliveryMessage(estimate, now, BRISBANE);
}

describe('the delivery cut-off', () => {
  it('counts down to today’s cut-off for delivery tomorrow morning', () => {
    // Wednesday 25 November 2026.
    expect(delivery(at('2026-11-25T10:40'))).toBe(
      'Order in the next 1 h 20 min for delivery tomorrow morning',
    );
    expect(delivery(at('2026-11-25T11:59'))).toBe('Order in the next 1 min for delivery tomorrow morning');
  });

  it('moves to the next run once the cut-off has passed', () => {
    expect(delivery(at('2026-11-25T12:00'))).toBe('Order by 12 pm tomorrow for delivery Friday morning');
    expect(delivery(at('2026-11-25T12:30'))).toBe(
      'Order in the next 23 h 30 min for delivery Friday morning',
    );
  });

  it('names the day of a cut-off after the weekend', () => {
    // Friday 27 November, after the cut-off: the next run leaves Monday and arrives Tuesday.
    expect(delivery(at('2026-11-27T15:00'))).toBe('Order by 12 pm Monday for delivery Tuesday morning');
  });

  it('skips public holidays for both the run and the delivery', () => {
    // Thursday 2 April 2026; Good Friday 3 April and Easter Monday 6 April are holidays.
    const easter = ['2026-04-03', '2026-04-06'];
    expect(delivery(at('2026-04-02T09:00'), [MORNING_RUN], easter)).toBe(
      'Order in the next 3 h for delivery Tuesday morning',
    );
    expect(delivery(at('2026-04-02T13:00'), [MORNING_RUN], easter)).toBe(
      'Order by 12 pm Tuesday for delivery Wednesday morning',
    );
  });

  it('prefers a same-day run while it is open, and serves only its postcodes', () => {
    const sameDay: DeliveryRun = {
      ...MORNING_RUN,
      name: 'Same-day',
      cutoff: '10:00',
      leadDays: 0,
      arrival: 'afternoon',
    };
    expect(delivery(at('2026-11-25T09:15'), [MORNING_RUN, sameDay])).toBe(
      'Order in the next 45 min for delivery this afternoon',
    );
    expect(delivery(at('2026-11-25T10:30'), [MORNING_RUN, sameDay])).toBe(
      'Order in the next 1 h 30 min for delivery tomorrow morning',
    );
    expect(delivery(at('2026-11-25T09:15'), [MORNING_RUN], [], 4350)).toBeNull();
  });

  it('reads cut-offs in the warehouse’s own time zone, daylight saving included', () => {
    // Sydney is UTC+11 in summer, so its 12 pm cut-off is 11 am in Brisbane.
    expect(instantOf('2026-11-25', '12:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-11-25T01:00:00.000Z',
    );
    expect(instantOf('2026-06-24', '12:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-06-24T02:00:00.000Z',
    );
  });
});

describe('the pick-up time', () => {
  const pickUp = (now: Date, holidays: string[] = []) => {
    const estimate = nextPickUp(now, COUNTER, { timeZone: BRISBANE, holidays: new Set(holidays) });
    return estimate && pickUpMessage(estimate, now, BRISBANE);
  };

  it('is an hour after the order while the counter is open, on the quarter hour', () => {
    expect(pickUp(at('2026-11-25T13:00'))).toBe('Ready for pick-up from 2 pm');
    expect(pickUp(at('2026-11-25T13:05'))).toBe('Ready for pick-up from 2:15 pm');
  });

  it('is an hour after opening when the order comes in before, or the next open day when too late', () => {
    expect(pickUp(at('2026-11-25T05:30'))).toBe('Ready for pick-up from 8 am');
    expect(pickUp(at('2026-11-25T16:30'))).toBe('Ready for pick-up tomorrow from 8 am');
    // Saturday evening: closed Sunday, so Monday.
    expect(pickUp(at('2026-11-28T18:00'))).toBe('Ready for pick-up Monday from 8 am');
    expect(pickUp(at('2026-12-24T18:00'), ['2026-12-25', '2026-12-26'])).toBe(
      'Ready for pick-up Monday from 8 am',
    );
  });
});

describe('the promises always hold (property-based)', () => {
  const instant = fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const holidays = fc.uniqueArray(
    fc
      .integer({ min: 0, max: 800 })
      .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)),
    { maxLength: 30 },
  );
  const run = fc.record({
    name: fc.constant('Run'),
    cutoff: fc
      .tuple(fc.integer({ min: 5, max: 20 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    leadDays: fc.integer({ min: 0, max: 2 }),
    arrival: fc.constantFrom('morning', 'afternoon'),
    postcodes: fc.constant([]),
  });
  const zone = fc.constantFrom(BRISBANE, 'Australia/Sydney', 'Australia/Perth');

  it('promises a cut-off still ahead, on a day the run leaves, and a delivery on a later working day', () => {
    fc.assert(
      fc.property(
        instant,
        fc.array(run, { minLength: 1, maxLength: 3 }),
        holidays,
        zone,
        (now, runs, days, timeZone) => {
          const off = new Set(days);
          const estimate = nextDelivery(now, runs, { timeZone, holidays: off });
          if (!estimate) return;
          expect(estimate.cutoffAt.getTime()).toBeGreaterThan(now.getTime());
          expect(estimate.minutesLeft).toBeGreaterThanOrEqual(0);
          const cutoff = localDateTime(estimate.cutoffAt, timeZone);
          expect(off.has(cutoff.date)).toBe(false);
          expect(
            runs.some(
              (r) =>
                r.name === estimate.run &&
                r.cutoff === cutoff.time &&
                r.days.includes(weekdayOf(cutoff.date)),
            ),
          ).toBe(true);
          expect(estimate.deliveryDate >= cutoff.date).toBe(true);
          if (estimate.deliveryDate !== cutoff.date) {
            expect(weekdayOf(estimate.deliveryDate)).toBeLessThanOrEqual(5);
            expect(off.has(estimate.deliveryDate)).toBe(false);
          }
          expect(deliveryMessage(estimate, now, timeZone)).toMatch(
            /^Order (in the next|by) .* for delivery /,
          );
        },
      ),
    );
  });

  it('never promises a pick-up before the picking time or outside opening hours', () => {
    fc.assert(
      fc.property(instant, holidays, zone, (now, days, timeZone) => {
        const off = new Set(days);
        const estimate = nextPickUp(now, COUNTER, { timeZone, holidays: off });
        if (!estimate) return;
        expect(estimate.readyAt.getTime()).toBeGreaterThanOrEqual(
          now.getTime() + COUNTER.readyMinutes * 60_000,
        );
        expect(off.has(estimate.date)).toBe(false);
        expect(COUNTER.days).toContain(weekdayOf(estimate.date));
        expect(estimate.time >= '08:00' && estimate.time <= COUNTER.closes).toBe(true);
      }),
    );
  });

  it('turns a local time into the instant that shows it again', () => {
    fc.assert(
      fc.property(instant, zone, (now, timeZone) => {
        const local = localDateTime(now, timeZone);
        const back = instantOf(local.date, local.time, timeZone);
        expect(localDateTime(back, timeZone)).toEqual(local);
      }),
    );
  });

  it('counts working days past weekends and holidays', () => {
    expect(workingDaysAfter('2026-11-27', 1, new Set())).toBe('2026-11-30');
    expect(workingDaysAfter('2026-12-24', 1, new Set(['2026-12-25', '2026-12-28']))).toBe('2026-12-29');
    expect(workingDaysAfter('2026-11-25', 0, new Set())).toBe('2026-11-25');
  });
});

describe('reading runs from a spreadsheet', () => {
  it('reads weekdays by name, number or range', () => {
    expect(parseWeekdays('Mon-Fri')).toEqual([1, 2, 3, 4, 5]);
    expect(parseWeekdays('mon, wed,FRI')).toEqual([1, 3, 5]);
    expect(parseWeekdays('1-5 6')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseWeekdays('Monday-Wednesday')).toEqual([1, 2, 3]);
    for (const bad of ['', 'Fri-Mon', 'Funday', '8', 'mon-tue-wed']) expect(parseWeekdays(bad)).toBeNull();
  });

  it('reads postcode ranges, and no postcode as everywhere', () => {
    expect(parsePostcodeRanges('4000-4179 4500-4521, 4305')).toEqual([
      { from: 4000, to: 4179 },
      { from: 4500, to: 4521 },
      { from: 4305, to: 4305 },
    ]);
    expect(parsePostcodeRanges('')).toEqual([]);
    for (const bad of ['40', '4179-4000', 'QLD', '4000-']) expect(parsePostcodeRanges(bad)).toBeNull();
  });
});

describe('counter hours in words', () => {
  it('joins a run of three or more days with "to" and names the times as people say them', () => {
    expect(counterHours({ opens: '07:00', closes: '17:00', days: [1, 2, 3, 4, 5] })).toBe(
      'Monday to Friday, 7 am to 5 pm',
    );
    expect(counterHours({ opens: '08:30', closes: '12:00', days: [7, 1, 2, 3, 4, 5] })).toBe(
      'Monday to Friday and Sunday, 8:30 am to 12 pm',
    );
  });

  it('lists days that do not run on one after another', () => {
    expect(counterHours({ opens: '09:00', closes: '13:15', days: [1, 3, 6, 7] })).toBe(
      'Monday, Wednesday, Saturday and Sunday, 9 am to 1:15 pm',
    );
    expect(counterHours({ opens: '09:00', closes: '12:00', days: [6] })).toBe('Saturday, 9 am to 12 pm');
  });
});
