import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuantity, QTY_MAX, QTY_MIN } from './quantity.ts';

describe('normalizeQuantity', () => {
  it('keeps a whole quantity inside the bounds as it is', () => {
    expect(normalizeQuantity(1)).toBe(1);
    expect(normalizeQuantity(4)).toBe(4);
    expect(normalizeQuantity(QTY_MAX)).toBe(QTY_MAX);
  });

  it('treats non-numeric input as 0 and clamps it to the minimum of 1', () => {
    for (const input of [
      Number.NaN,
      '',
      '   ',
      'abc',
      '12abc',
      '0x10',
      null,
      undefined,
      {},
      [],
      true,
      Symbol('x'),
    ]) {
      expect(normalizeQuantity(input)).toBe(QTY_MIN);
    }
  });

  it('clamps 0 and negative quantities to the minimum', () => {
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-5)).toBe(1);
    expect(normalizeQuantity(Number.NEGATIVE_INFINITY)).toBe(1);
  });

  it('rounds decimals to a whole number (precision 0)', () => {
    expect(normalizeQuantity(2.4)).toBe(2);
    expect(normalizeQuantity(2.5)).toBe(3);
    expect(normalizeQuantity(0.4)).toBe(1);
  });

  it('accepts numeric strings', () => {
    expect(normalizeQuantity('3')).toBe(3);
    expect(normalizeQuantity(' 7 ')).toBe(7);
    expect(normalizeQuantity('2.6')).toBe(3);
    expect(normalizeQuantity('1e2')).toBe(100);
  });

  it('caps absurd quantities at the maximum', () => {
    expect(normalizeQuantity(1e9)).toBe(QTY_MAX);
    expect(normalizeQuantity(Number.POSITIVE_INFINITY)).toBe(QTY_MAX);
    expect(normalizeQuantity('100000')).toBe(QTY_MAX);
  });

  it('always answers a whole number between the minimum and the maximum', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const qty = normalizeQuantity(input);
        expect(Number.isInteger(qty)).toBe(true);
        expect(qty).toBeGreaterThanOrEqual(QTY_MIN);
        expect(qty).toBeLessThanOrEqual(QTY_MAX);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (input) => {
        const once = normalizeQuantity(input);
        expect(normalizeQuantity(once)).toBe(once);
      }),
    );
  });
});
