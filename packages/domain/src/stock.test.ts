import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityLabel, BRISBANE_WAREHOUSE, capStock, crossStockLabel, STOCK_CAP } from './stock.ts';

describe('capStock', () => {
  it('shows stock below the cap as the exact whole number', () => {
    expect(capStock(0)).toBe(0);
    expect(capStock(1)).toBe(1);
    expect(capStock(7)).toBe(7);
  });

  it('shows stock at or above the cap as "8+"', () => {
    expect(STOCK_CAP).toBe(8);
    expect(capStock(8)).toBe('8+');
    expect(capStock(1500)).toBe('8+');
  });

  it('shows negative or broken stock as 0', () => {
    expect(capStock(-4)).toBe(0);
    expect(capStock(Number.NaN)).toBe(0);
    expect(capStock(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('rounds a fractional stock down, never promising what is not there', () => {
    expect(capStock(3.9)).toBe(3);
    expect(capStock(7.99)).toBe(7);
  });

  it('never reveals an exact number of 8 or more', () => {
    fc.assert(
      fc.property(fc.double(), (exact) => {
        const shown = capStock(exact);
        if (shown !== '8+') {
          expect(Number.isInteger(shown)).toBe(true);
          expect(shown).toBeGreaterThanOrEqual(0);
          expect(shown).toBeLessThan(STOCK_CAP);
        }
      }),
    );
  });
});

describe('availabilityLabel', () => {
  it('says "8+ Available" for capped stock', () => {
    expect(availabilityLabel('8+')).toBe('8+ Available');
  });

  it('says "{n} Available" for stock above 0', () => {
    expect(availabilityLabel(1)).toBe('1 Available');
    expect(availabilityLabel(7)).toBe('7 Available');
  });

  it('says "Call Us" when there is no stock', () => {
    expect(availabilityLabel(0)).toBe('Call Us');
    expect(availabilityLabel(-2)).toBe('Call Us');
  });

  it('caps an uncapped number rather than printing it', () => {
    expect(availabilityLabel(42)).toBe('8+ Available');
  });
});

describe('crossStockLabel', () => {
  it('says "out of stock" for a total of 0', () => {
    expect(crossStockLabel(0)).toBe('out of stock');
  });

  it('says "8+" for a total of 8 or more', () => {
    expect(crossStockLabel(8)).toBe('8+');
    expect(crossStockLabel(31)).toBe('8+');
    expect(crossStockLabel('8+')).toBe('8+');
  });

  it('shows any other total as the number', () => {
    expect(crossStockLabel(3)).toBe('3');
    expect(crossStockLabel(7)).toBe('7');
  });
});

describe('BRISBANE_WAREHOUSE', () => {
  it('is warehouse 9999 named Brisbane', () => {
    expect(BRISBANE_WAREHOUSE).toEqual({ id: 9999, name: 'Brisbane' });
  });
});
