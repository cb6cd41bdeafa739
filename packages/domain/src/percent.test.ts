import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './percent.ts';

describe('percent and basis points', () => {
  it('are a hundred basis points to the percent', () => {
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(100)).toBe(10_000);
    expect(basisPointsToPercent(1250)).toBe(12.5);
  });

  it('round away the floating-point error of two-decimal percents', () => {
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(percentToBasisPoints(1.15)).toBe(115);
    expect(percentToBasisPoints(0)).toBe(0);
    expect(Object.is(percentToBasisPoints(-0), 0)).toBe(true);
  });

  it('give back every two-decimal percent they were given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), (hundredths) => {
        const percent = hundredths / 100;
        expect(basisPointsToPercent(percentToBasisPoints(percent))).toBe(percent);
      }),
    );
  });
});
