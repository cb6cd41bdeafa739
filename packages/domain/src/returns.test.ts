import { describe, expect, it } from 'vitest';
import {
  isWithinReturnWindow,
  nextReturnStatuses,
  restockingFee,
  restockingFeeLabel,
  returnCredit,
  returnRefusal,
  returnWindowEnd,
  returnableQty,
} from './returns.ts';

const BRISBANE = 'Australia/Brisbane';
const SYDNEY = 'Australia/Sydney';

describe('the return window', () => {
  it('closes at the end of the local day 30 days after delivery, whatever the hour it was delivered', () => {
    // 3 March 16:00 in Brisbane (06:00 UTC): open until 2 April 24:00 Brisbane = 2 April 14:00 UTC.
    const delivered = new Date('2026-03-03T06:00:00Z');
    expect(returnWindowEnd(delivered, 30, BRISBANE).toISOString()).toBe('2026-04-02T14:00:00.000Z');
    expect(isWithinReturnWindow(delivered, 30, BRISBANE, new Date('2026-04-02T13:59:59Z'))).toBe(true);
    expect(isWithinReturnWindow(delivered, 30, BRISBANE, new Date('2026-04-02T14:00:00Z'))).toBe(false);
  });

  it('counts days on the account’s calendar, not UTC’s: a delivery late in the UTC day is the next local day', () => {
    // 20:00 UTC on 1 May is 06:00 on 2 May in Brisbane.
    const delivered = new Date('2026-05-01T20:00:00Z');
    expect(returnWindowEnd(delivered, 1, BRISBANE).toISOString()).toBe('2026-05-03T14:00:00.000Z');
  });

  it('follows daylight saving in a zone that keeps it', () => {
    // Sydney leaves daylight saving on 5 April 2026: midnight after 10 April is 14:00 UTC, not 13:00.
    const delivered = new Date('2026-03-31T01:00:00Z');
    expect(returnWindowEnd(delivered, 10, SYDNEY).toISOString()).toBe('2026-04-10T14:00:00.000Z');
  });

  it('with 0 days takes returns only until the end of the delivery day', () => {
    const delivered = new Date('2026-03-03T06:00:00Z');
    expect(returnWindowEnd(delivered, 0, BRISBANE).toISOString()).toBe('2026-03-03T14:00:00.000Z');
  });
});

describe('the restocking fee', () => {
  it('is 10 % for a wrong order, 15 % for goods not needed and nothing for goods damaged on the way', () => {
    expect(restockingFee('ordered_wrong', 100_00)).toBe(10_00);
    expect(restockingFee('not_needed', 100_00)).toBe(15_00);
    expect(restockingFee('damaged_in_transit', 100_00)).toBe(0);
  });

  it('is rounded to the cent, half away from zero', () => {
    expect(restockingFee('ordered_wrong', 12_345)).toBe(1_235); // 1,234.5
    expect(restockingFee('not_needed', 333)).toBe(50); // 49.95
    expect(restockingFee('not_needed', 1)).toBe(0); // 0.15
  });

  it('names itself for the form', () => {
    expect(restockingFeeLabel('ordered_wrong')).toBe('10 % restocking fee');
    expect(restockingFeeLabel('damaged_in_transit')).toBe('No restocking fee');
  });
});

describe('a return’s credit', () => {
  it('is the received lines at their order unit price less the reason’s fee', () => {
    const credit = returnCredit('ordered_wrong', [
      { unitPriceCents: 189_95, qty: 2 },
      { unitPriceCents: 12_50, qty: 1 },
    ]);
    expect(credit).toEqual({ valueCents: 392_40, feeCents: 39_24, creditCents: 353_16 });
  });

  it('is the whole value when the goods were damaged in transit', () => {
    expect(returnCredit('damaged_in_transit', [{ unitPriceCents: 250_00, qty: 2 }])).toEqual({
      valueCents: 500_00,
      feeCents: 0,
      creditCents: 500_00,
    });
  });

  it('is nothing for no lines', () => {
    expect(returnCredit('not_needed', [])).toEqual({ valueCents: 0, feeCents: 0, creditCents: 0 });
  });
});

describe('the quantity still returnable on a line', () => {
  it('is the delivered quantity less what other live returns already hold', () => {
    expect(returnableQty({ qty: 4, qtyCancelled: 0 }, 0)).toBe(4);
    expect(returnableQty({ qty: 4, qtyCancelled: 1 }, 2)).toBe(1);
  });

  it('is never below nothing', () => {
    expect(returnableQty({ qty: 4, qtyCancelled: 2 }, 3)).toBe(0);
  });
});

describe('whether an order takes a return', () => {
  const base = {
    status: 'delivered',
    deliveredAt: new Date('2026-03-03T06:00:00Z'),
    windowDays: 30,
    timeZone: BRISBANE,
    now: new Date('2026-03-10T00:00:00Z'),
    returnableUnits: 4,
  };

  it('does when delivered or collected, inside the window, with something left', () => {
    expect(returnRefusal(base)).toBeNull();
    expect(returnRefusal({ ...base, status: 'collected' })).toBeNull();
  });

  it('does not before delivery', () => {
    expect(returnRefusal({ ...base, status: 'dispatched' })).toBe(
      'Only a delivered or collected order can be returned.',
    );
  });

  it('does not once the window closed, and says how long it was', () => {
    expect(returnRefusal({ ...base, now: new Date('2026-04-03T00:00:00Z') })).toBe(
      'The return window of 30 days after delivery has closed.',
    );
  });

  it('does not when everything is already in returns', () => {
    expect(returnRefusal({ ...base, returnableUnits: 0 })).toBe(
      'Everything on this order is already being returned.',
    );
  });
});

describe('a return’s steps', () => {
  it('go from requested to approved or rejected, and from approved to received; the rest are final', () => {
    expect(nextReturnStatuses('requested')).toEqual(['approved', 'rejected']);
    expect(nextReturnStatuses('approved')).toEqual(['received']);
    expect(nextReturnStatuses('rejected')).toEqual([]);
    expect(nextReturnStatuses('received')).toEqual([]);
  });
});
