import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageBalance, ageingBucket, AGEING_BUCKETS } from './ageing.ts';

const none = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 };

describe('the ageing column of an amount', () => {
  it('is current until the day after the due date, then 1–30, 31–60, 61–90 and over 90 days', () => {
    expect(ageingBucket(-10)).toBe('current');
    expect(ageingBucket(0)).toBe('current');
    expect(ageingBucket(1)).toBe('days_1_30');
    expect(ageingBucket(30)).toBe('days_1_30');
    expect(ageingBucket(31)).toBe('days_31_60');
    expect(ageingBucket(60)).toBe('days_31_60');
    expect(ageingBucket(61)).toBe('days_61_90');
    expect(ageingBucket(90)).toBe('days_61_90');
    expect(ageingBucket(91)).toBe('over_90');
  });
});

describe('the ageing of a balance', () => {
  it('puts each unpaid invoice in the column of its days past its due date', () => {
    const ageing = ageBalance(
      [
        { orderId: 1, dueDate: '2026-06-30', amountCents: 100 },
        { orderId: 2, dueDate: '2026-06-29', amountCents: 200 },
        { orderId: 3, dueDate: '2026-05-30', amountCents: 400 },
        { orderId: 4, dueDate: '2026-04-30', amountCents: 800 },
        { orderId: 5, dueDate: '2026-03-31', amountCents: 1600 },
      ],
      [],
      '2026-06-30',
    );
    expect(ageing).toEqual({ current: 100, days_1_30: 200, days_31_60: 400, days_61_90: 800, over_90: 1600 });
  });

  it('settles the oldest invoices first with payments', () => {
    const ageing = ageBalance(
      [
        { orderId: 1, dueDate: '2026-03-31', amountCents: 1000 },
        { orderId: 2, dueDate: '2026-06-30', amountCents: 1000 },
      ],
      [{ orderId: null, amountCents: 1500 }],
      '2026-07-15',
    );
    expect(ageing).toEqual({ ...none, days_1_30: 500 });
  });

  it('lets a credit note settle its own order’s invoice before older ones', () => {
    const ageing = ageBalance(
      [
        { orderId: 1, dueDate: '2026-03-31', amountCents: 1000 },
        { orderId: 2, dueDate: '2026-06-30', amountCents: 1000 },
      ],
      [{ orderId: 2, amountCents: 400 }],
      '2026-07-15',
    );
    expect(ageing).toEqual({ ...none, days_1_30: 600, over_90: 1000 });
  });

  it('spends what a credit note gives beyond its own order on the oldest invoices', () => {
    const ageing = ageBalance(
      [
        { orderId: 1, dueDate: '2026-03-31', amountCents: 1000 },
        { orderId: 2, dueDate: '2026-06-30', amountCents: 300 },
      ],
      [{ orderId: 2, amountCents: 500 }],
      '2026-07-15',
    );
    expect(ageing).toEqual({ ...none, over_90: 800 });
  });

  it('shows credit beyond every invoice as a negative current amount', () => {
    const ageing = ageBalance(
      [{ orderId: 1, dueDate: '2026-03-31', amountCents: 1000 }],
      [{ orderId: null, amountCents: 1250 }],
      '2026-07-15',
    );
    expect(ageing).toEqual({ ...none, current: -250 });
  });

  it('always adds up to the invoices less the credits', () => {
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    const invoice = fc.record({
      orderId: fc.option(fc.integer({ min: 1, max: 5 })),
      dueDate: day,
      amountCents: fc.integer({ min: 1, max: 100_000 }),
    });
    const credit = fc.record({
      orderId: fc.option(fc.integer({ min: 1, max: 5 })),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(invoice), fc.array(credit), day, (invoices, credits, asOf) => {
        const ageing = ageBalance(invoices, credits, asOf);
        const total = AGEING_BUCKETS.reduce((sum, bucket) => sum + ageing[bucket], 0);
        const owed =
          invoices.reduce((s, i) => s + i.amountCents, 0) - credits.reduce((s, c) => s + c.amountCents, 0);
        expect(total).toBe(owed);
        for (const bucket of AGEING_BUCKETS.slice(1)) expect(ageing[bucket]).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
