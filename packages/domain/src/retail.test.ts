import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_RETAIL_SETTINGS,
  quoteState,
  retailQuote,
  sellPrice,
  type RetailSettings,
} from './retail.ts';

const percent = (markupPercent: number, roundToDollar = true): RetailSettings => ({
  ...DEFAULT_RETAIL_SETTINGS,
  markupPercent,
  roundToDollar,
});

describe('sellPrice', () => {
  it('marks up by the percentage and rounds up to the next whole dollar', () => {
    expect(sellPrice(18_950, percent(30))).toBe(24_700); // 246.35 → 247
    expect(sellPrice(18_950, percent(30, false))).toBe(24_635);
    expect(sellPrice(10_000, percent(0))).toBe(10_000);
  });

  it('adds a fixed amount per item', () => {
    const fixed: RetailSettings = {
      ...DEFAULT_RETAIL_SETTINGS,
      markupKind: 'fixed',
      markupFixedCents: 4_000,
    };
    expect(sellPrice(18_950, fixed)).toBe(23_000);
    expect(sellPrice(18_950, { ...fixed, roundToDollar: false })).toBe(22_950);
  });

  it('never sells below the trade price, and a rounded price is whole dollars less than a dollar above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.boolean(),
        (trade, markup, round) => {
          const exact = sellPrice(trade, percent(markup, false));
          const sell = sellPrice(trade, percent(markup, round));
          expect(sell).toBeGreaterThanOrEqual(trade);
          if (round) {
            expect(sell % 100).toBe(0);
            expect(sell - exact).toBeGreaterThanOrEqual(0);
            expect(sell - exact).toBeLessThan(100);
          } else {
            expect(sell).toBe(exact);
          }
        },
      ),
    );
  });

  it('never lowers a price when the markup goes up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(500), fc.nat(500), (trade, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(sellPrice(trade, percent(high))).toBeGreaterThanOrEqual(sellPrice(trade, percent(low)));
      }),
    );
  });
});

describe('retailQuote', () => {
  const settings: RetailSettings = { ...percent(25), fittingFeeCents: 2_500, balancingFeeCents: 1_500 };

  it('charges fitting and balancing per tyre, includes GST in the total and keeps no trade price', () => {
    const quote = retailQuote(
      [
        { name: 'Tyre', sku: 'T1', qty: 4, tradeCents: 20_010, isTyre: true },
        { name: 'Wheel', sku: 'W1', qty: 4, tradeCents: 30_000, isTyre: false },
        { name: 'Valve', sku: 'V1', qty: 4, tradeCents: 333, isTyre: false },
      ],
      settings,
    );
    expect(quote.lines.map((l) => l.unitCents)).toEqual([25_100, 37_500, 500]);
    expect(quote.fees).toEqual([
      { name: 'Fitting (per tyre)', sku: null, qty: 4, unitCents: 2_500, totalCents: 10_000 },
      { name: 'Balancing (per tyre)', sku: null, qty: 4, unitCents: 1_500, totalCents: 6_000 },
    ]);
    expect(quote.totalCents).toBe(4 * 25_100 + 4 * 37_500 + 4 * 500 + 16_000);
    expect(quote.gstCents).toBe(Math.round(quote.totalCents / 11));
    expect(JSON.stringify(quote)).not.toMatch(/20010|30000|333/);
  });

  it('charges no fees without tyres, and its lines and fees always add up to the total', () => {
    expect(
      retailQuote([{ name: 'Nut', sku: null, qty: 20, tradeCents: 150, isTyre: false }], settings).fees,
    ).toEqual([]);
    const item = fc.record({
      name: fc.string(),
      sku: fc.constant(null),
      qty: fc.integer({ min: 1, max: 40 }),
      tradeCents: fc.integer({ min: 0, max: 500_000 }),
      isTyre: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (items) => {
        const quote = retailQuote(items, settings);
        const sum = [...quote.lines, ...quote.fees].reduce((s, l) => s + l.unitCents * l.qty, 0);
        expect(quote.totalCents).toBe(sum);
      }),
    );
  });
});

describe('a saved quote’s state', () => {
  const quote = { acceptedAt: null, withdrawnAt: null, validUntil: '2026-06-14' };

  it('is open up to and including its last valid day, then expired', () => {
    expect(quoteState(quote, '2026-06-14')).toBe('open');
    expect(quoteState(quote, '2026-06-15')).toBe('expired');
  });

  it('stays accepted after its date, and a withdrawn link is withdrawn even once accepted', () => {
    expect(quoteState({ ...quote, acceptedAt: new Date() }, '2026-07-01')).toBe('accepted');
    expect(quoteState({ ...quote, acceptedAt: new Date(), withdrawnAt: new Date() }, '2026-06-01')).toBe(
      'withdrawn',
    );
  });
});
