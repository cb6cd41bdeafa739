import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_MIN_TREAD_MM,
  MAX_TREAD_MM,
  claimableQty,
  dotWeekStart,
  imageTypeOf,
  notClaimableReason,
  parseDot,
  proRataCreditCents,
  treadProblems,
  weeksInYear,
  type ClaimableLine,
} from './warranty.ts';

const TODAY = new Date('2026-11-26T09:00:00Z');

describe('reading a DOT date code', () => {
  it('reads the four digits as week and year', () => {
    expect(parseDot('2423', TODAY)).toEqual({ ok: true, dot: { code: '2423', week: 24, year: 2023 } });
  });

  it('reads a whole DOT serial by its last four digits, spaces and case aside', () => {
    expect(parseDot(' dot U2LL LMLR 0719 ', TODAY)).toEqual({
      ok: true,
      dot: { code: '0719', week: 7, year: 2019 },
    });
    expect(parseDot('U2LLLMLR0719', TODAY)).toMatchObject({ ok: true, dot: { week: 7, year: 2019 } });
  });

  it('accepts the current week and refuses the next one', () => {
    // 26 November 2026 is in ISO week 48 of 2026.
    expect(parseDot('4826', TODAY).ok).toBe(true);
    const next = parseDot('4926', TODAY);
    expect(next).toMatchObject({ ok: false });
    expect(!next.ok && next.message).toMatch(/week 49 of 2026, which is in the future/);
  });

  it('refuses an unreadable code, saying what to type', () => {
    for (const code of ['', '24', '24-23', 'abcd', '2423x', '12 34 56 78 90 12 34 56 7890']) {
      const reading = parseDot(code, TODAY);
      expect(reading.ok, code).toBe(false);
    }
    const reading = parseDot('abcd', TODAY);
    expect(!reading.ok && reading.message).toMatch(/cannot be read.*e\.g\. 2423/);
    expect(parseDot('', TODAY)).toEqual({ ok: false, message: 'DOT code is required' });
  });

  it('refuses week 00, week 54 and a week 53 in a year that has none', () => {
    expect(parseDot('0023', TODAY)).toMatchObject({ ok: false, message: expect.stringMatching(/01 to 53/) });
    expect(parseDot('5423', TODAY)).toMatchObject({ ok: false, message: expect.stringMatching(/01 to 53/) });
    expect(weeksInYear(2020)).toBe(53);
    expect(weeksInYear(2023)).toBe(52);
    expect(parseDot('5320', TODAY).ok).toBe(true);
    expect(parseDot('5323', TODAY)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/2023 has no week 53/),
    });
  });

  it('starts ISO week 1 on the Monday of the week holding 4 January', () => {
    expect(dotWeekStart(1, 2026).toISOString().slice(0, 10)).toBe('2025-12-29');
    expect(dotWeekStart(1, 2021).toISOString().slice(0, 10)).toBe('2021-01-04');
  });

  it('answers every week it accepts with a week that started on or before today (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (n, today) => {
          const reading = parseDot(String(n).padStart(4, '0'), today);
          if (reading.ok) {
            expect(reading.dot.week).toBeGreaterThanOrEqual(1);
            expect(reading.dot.week).toBeLessThanOrEqual(weeksInYear(reading.dot.year));
            expect(dotWeekStart(reading.dot.week, reading.dot.year).getTime()).toBeLessThanOrEqual(
              today.getTime(),
            );
          } else {
            expect(reading.message.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('the pro-rata credit of a claim', () => {
  it('is the price times the usable tread left over the usable tread new', () => {
    // 8 mm new, 4.75 → 4.8 mm left: 3.3 of 6.5 usable mm, of $200.00.
    expect(proRataCreditCents(20_000, 8, 4.8)).toBe(Math.round((20_000 * 33) / 65));
    expect(proRataCreditCents(20_000, 8, 4.75)).toBe(proRataCreditCents(20_000, 8, 4.8));
    expect(proRataCreditCents(18_995, 9.5, 5.5)).toBe(9498);
  });

  it('is the whole price when no tread was worn, and nothing at or below the legal minimum', () => {
    expect(proRataCreditCents(20_000, 8, 8)).toBe(20_000);
    expect(proRataCreditCents(20_000, 8, LEGAL_MIN_TREAD_MM)).toBe(0);
    expect(proRataCreditCents(20_000, 8, 0.4)).toBe(0);
  });

  it('refuses an original tread at or below the minimum, or a remaining tread deeper than the original', () => {
    expect(() => proRataCreditCents(20_000, 1.5, 1)).toThrow(/above the 1.5 mm legal minimum/);
    expect(() => proRataCreditCents(20_000, 8, 8.1)).toThrow(/cannot be deeper/);
    expect(treadProblems(8, -1)).toEqual({ remaining_tread_mm: 'The remaining tread cannot be negative' });
    expect(treadProblems(MAX_TREAD_MM + 0.1, 5)).toEqual({
      original_tread_mm: `The original tread must be at most ${MAX_TREAD_MM} mm`,
    });
    expect(treadProblems(8, 4)).toEqual({});
  });

  const depths = fc
    .tuple(fc.integer({ min: 16, max: MAX_TREAD_MM * 10 }), fc.integer({ min: 0, max: MAX_TREAD_MM * 10 }))
    .filter(([original, remaining]) => remaining <= original)
    .map(([original, remaining]) => [original / 10, remaining / 10] as const);
  const price = fc.integer({ min: 0, max: 1_000_000_000 });

  it('is never negative and never more than the price (property)', () => {
    fc.assert(
      fc.property(price, depths, (cents, [original, remaining]) => {
        const credit = proRataCreditCents(cents, original, remaining);
        expect(Number.isInteger(credit)).toBe(true);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(cents);
        if (remaining <= LEGAL_MIN_TREAD_MM) expect(credit).toBe(0);
        if (remaining === original) expect(credit).toBe(cents);
      }),
    );
  });

  it('never falls as more tread is left (property)', () => {
    fc.assert(
      fc.property(price, depths, fc.integer({ min: 0, max: 50 }), (cents, [original, remaining], more) => {
        const deeper = Math.min(original, (Math.round(remaining * 10) + more) / 10);
        expect(proRataCreditCents(cents, original, deeper)).toBeGreaterThanOrEqual(
          proRataCreditCents(cents, original, remaining),
        );
      }),
    );
  });
});

describe('which lines take a claim', () => {
  const line = (over: Partial<ClaimableLine> = {}): ClaimableLine => ({
    productType: 'tyre',
    orderStatus: 'delivered',
    qty: 4,
    qtyCancelled: 0,
    qtyReturned: 0,
    claims: 0,
    ...over,
  });

  it('takes one claim per tyre delivered and kept', () => {
    expect(claimableQty(line())).toBe(4);
    expect(claimableQty(line({ orderStatus: 'collected', claims: 1 }))).toBe(3);
    expect(claimableQty(line({ qtyCancelled: 1, qtyReturned: 1, claims: 1 }))).toBe(1);
    expect(claimableQty(line({ claims: 4 }))).toBe(0);
    expect(claimableQty(line({ claims: 9 }))).toBe(0);
  });

  it('takes none on a wheel, an accessory, or an order not yet delivered', () => {
    expect(claimableQty(line({ productType: 'accessory' }))).toBe(0);
    expect(notClaimableReason(line({ productType: 'wheel' }))).toBe('Only tyres carry a warranty claim.');
    expect(claimableQty(line({ orderStatus: 'dispatched' }))).toBe(0);
    expect(notClaimableReason(line({ orderStatus: 'picking' }))).toMatch(/once the order is delivered/);
    expect(notClaimableReason(line({ claims: 4 }))).toMatch(/already under a claim or a return/);
    expect(notClaimableReason(line())).toBeNull();
  });
});

describe('telling a photo by its first bytes', () => {
  it('knows JPEG, PNG and WebP, and nothing else', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(imageTypeOf(webp)).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([]))).toBeNull();
  });
});
