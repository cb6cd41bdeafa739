import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_FEE_CENTS,
  MAX_AMOUNT_CENTS,
  parseDollars,
  exGst,
  formatAmount,
  formatAud,
  gstOf,
  plainAmount,
  lineTotal,
  summarize,
  toCents,
  toDollars,
} from './money.ts';

describe('toCents', () => {
  it('turns dollars into whole cents', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0)).toBe(0);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds to the nearest cent, half away from zero', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(2.675)).toBe(268);
  });

  it('never answers negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('round-trips every cent amount through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('toDollars', () => {
  it('turns cents into a dollar number with at most two decimals', () => {
    expect(toDollars(123450)).toBe(1234.5);
    expect(toDollars(1999)).toBe(19.99);
    expect(toDollars(-1200)).toBe(-12);
    expect(toDollars(0)).toBe(0);
  });
});

describe('gstOf and exGst', () => {
  it('takes GST as one eleventh of a GST-inclusive total', () => {
    expect(gstOf(11000)).toBe(1000);
    expect(exGst(11000)).toBe(10000);
    expect(gstOf(1999)).toBe(182);
    expect(exGst(1999)).toBe(1817);
    expect(gstOf(0)).toBe(0);
  });

  it('keeps GST within half a cent of total / 11 and the rest within half a cent of total / 1.1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (total) => {
        expect(Math.abs(gstOf(total) - total / 11)).toBeLessThan(0.5);
        expect(Math.abs(exGst(total) - total / 1.1)).toBeLessThan(0.5);
        expect(exGst(total) + gstOf(total)).toBe(total);
      }),
    );
  });

  it('treats a credit (negative total) as the mirror of the sale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (total) => {
        expect(gstOf(-total)).toBe(0 - gstOf(total));
      }),
    );
  });
});

describe('lineTotal', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal(1999, 4)).toBe(7996);
    expect(lineTotal(1999, 0)).toBe(0);
  });
});

describe('summarize', () => {
  it('splits a GST-inclusive goods total into subtotal, GST, delivery and total', () => {
    expect(summarize(11000)).toEqual({ subtotal: 10000, gst: 1000, delivery: 0, total: 11000 });
  });

  it('adds delivery to the total and takes GST from the whole total', () => {
    expect(summarize(10000, 1000)).toEqual({ subtotal: 9000, gst: 1000, delivery: 1000, total: 11000 });
  });

  it('uses the zero delivery fee by default', () => {
    expect(DELIVERY_FEE_CENTS).toBe(0);
    expect(summarize(500).delivery).toBe(0);
  });

  it('always adds up to the total to the cent for every total from 0 to 10^9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (total) => {
        const s = summarize(total);
        expect(s.subtotal + s.gst + s.delivery).toBe(s.total);
        expect(s.total).toBe(total);
      }),
      { numRuns: 5000 },
    );
  });

  it('adds up for every remainder modulo 11, checked exhaustively', () => {
    for (let total = 0; total <= 2200; total += 1) {
      const s = summarize(total);
      expect(s.subtotal + s.gst + s.delivery).toBe(total);
    }
  });

  it('always adds up with any delivery fee as well', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (goods, delivery) => {
        const s = summarize(goods, delivery);
        expect(s.total).toBe(goods + delivery);
        expect(s.subtotal + s.gst + s.delivery).toBe(s.total);
      }),
    );
  });
});

describe('plainAmount', () => {
  it('writes two decimals with no dollar sign and no thousands separators', () => {
    expect(plainAmount(123450)).toBe('1234.50');
    expect(plainAmount(123456789012)).toBe('1234567890.12');
    expect(plainAmount(5)).toBe('0.05');
    expect(plainAmount(-123450)).toBe('-1234.50');
    expect(plainAmount(-0)).toBe('0.00');
  });
});

describe('formatAmount', () => {
  it('writes thousands separators and two decimals', () => {
    expect(formatAmount(123450)).toBe('1,234.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(99999)).toBe('999.99');
    expect(formatAmount(100000)).toBe('1,000.00');
    expect(formatAmount(123456789012)).toBe('1,234,567,890.12');
  });

  it('puts a minus sign before a negative amount', () => {
    expect(formatAmount(-123450)).toBe('-1,234.50');
  });

  it('reads back as the same number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(Number(formatAmount(cents).replaceAll(',', '')))).toBe(cents);
      }),
    );
  });
});

describe('formatAud', () => {
  it('writes dollars as "$ 1,234.50 AUD"', () => {
    expect(formatAud(123450)).toBe('$ 1,234.50 AUD');
    expect(formatAud(0)).toBe('$ 0.00 AUD');
  });

  it('writes a negative amount as "-$ 12.00 AUD"', () => {
    expect(formatAud(-1200)).toBe('-$ 12.00 AUD');
  });

  it('never writes a negative zero', () => {
    expect(formatAud(-0)).toBe('$ 0.00 AUD');
    expect(formatAud(-0.4)).toBe('$ 0.00 AUD');
  });
});

describe('parseDollars', () => {
  it('reads whole dollars, cents and thousands separators', () => {
    expect(parseDollars('1500')).toBe(150_000);
    expect(parseDollars(' 1,500.5 ')).toBe(150_050);
    expect(parseDollars('0.01')).toBe(1);
  });

  it('refuses more than two decimals, signs, words and anything above $10,000,000.00', () => {
    for (const bad of ['1.005', '-5', '+5', 'ten', '', '1e6', '10000000.01', '21474836.48', '99999999999']) {
      expect(parseDollars(bad)).toBeNull();
    }
    expect(parseDollars('10000000')).toBe(MAX_AMOUNT_CENTS);
  });

  it('never answers more than fits the integer cents columns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        const parsed = parseDollars((cents / 100).toFixed(2));
        expect(parsed === null || (parsed === cents && parsed <= 2_147_483_647)).toBe(true);
      }),
    );
  });
});
