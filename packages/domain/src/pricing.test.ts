import { describe, expect, it } from 'vitest';
import { choosePrice, priceLookupAllowed } from './pricing.ts';

describe('choosePrice', () => {
  const info = { id: 7, bestPrice: 120.5, specialPrice: 99.95, isSpecialOffer: true };

  it('uses the special price when the offer is on and the special price is above 0', () => {
    expect(choosePrice(info)).toBe(99.95);
    expect(choosePrice({ ...info, isSpecialOffer: 1 })).toBe(99.95);
  });

  it('uses the best price when there is no special offer', () => {
    expect(choosePrice({ ...info, isSpecialOffer: false })).toBe(120.5);
    expect(choosePrice({ ...info, isSpecialOffer: 0 })).toBe(120.5);
  });

  it('uses the best price when the special price is 0 or below, even with the offer on', () => {
    expect(choosePrice({ ...info, specialPrice: 0 })).toBe(120.5);
    expect(choosePrice({ ...info, specialPrice: -1 })).toBe(120.5);
  });
});

describe('priceLookupAllowed', () => {
  it('refuses a lookup when the switch is on and no searches remain', () => {
    expect(priceLookupAllowed({ get_price_switch: 1, remaining_searches: 0 })).toBe(false);
    expect(priceLookupAllowed({ get_price_switch: 1, remaining_searches: -3 })).toBe(false);
  });

  it('allows a lookup when the switch is on and searches remain', () => {
    expect(priceLookupAllowed({ get_price_switch: 1, remaining_searches: 1 })).toBe(true);
  });

  it('allows every lookup when the switch is off, whatever remains', () => {
    expect(priceLookupAllowed({ get_price_switch: 0, remaining_searches: 0 })).toBe(true);
    expect(priceLookupAllowed({ get_price_switch: 2, remaining_searches: -1 })).toBe(true);
  });
});
