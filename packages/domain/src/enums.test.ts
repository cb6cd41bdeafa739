import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOME_IMAGE_TYPE,
  HOME_IMAGE_TYPES,
  isOptionId,
  isPickUpShipType,
  labelOf,
  needsDeliveryAddress,
  ORDER_TAGS,
  ORDER_TYPES,
  SHIP_TYPES,
  TAX_TYPES,
} from './enums.ts';

const asText = (list: readonly { id: number; name: string }[]) =>
  list.map((o) => `${o.id} ${o.name}`).join(', ');

describe('static enumerations', () => {
  it('list the order tags with the numbers of docs/product.md §12, in its order', () => {
    expect(asText(ORDER_TAGS)).toBe('1 Normal, 3 Special Sale, 2 Adjustment, 4 Giftware, 5 Outsourcing');
  });

  it('list the ship types with the numbers of docs/product.md §12, in its order', () => {
    expect(asText(SHIP_TYPES)).toBe(
      '1 Delivery, 6 Morning Delivery, 7 Afternoon Delivery, 2 Pick-up, 3 Fast Delivery, ' +
        '8 3rd-Party Logistics, 4 Driver Pick-up, 5 Return by CSR',
    );
  });

  it('list the tax types with the numbers of docs/product.md §12', () => {
    expect(asText(TAX_TYPES)).toBe('1 No Tax, 2 Tax Inclusive, 3 GST on Income');
  });

  it('list the order types with the numbers of docs/product.md §12', () => {
    expect(asText(ORDER_TYPES)).toBe(
      '1 Invoice, 2 Credit Note, 3 Purchase Order, 4 Bill, 5 Bill Credit Note, 6 Transfer, 7 Adjustment',
    );
  });

  it('number the home image types banner 1, brand 2, popup 3', () => {
    expect(HOME_IMAGE_TYPE).toEqual({ banner: 1, brand: 2, popup: 3 });
    expect(asText(HOME_IMAGE_TYPES)).toBe('1 Banner, 2 Brand, 3 Popup');
  });

  it('never repeat an id within a list', () => {
    for (const list of [ORDER_TAGS, SHIP_TYPES, TAX_TYPES, ORDER_TYPES, HOME_IMAGE_TYPES]) {
      expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    }
  });
});

describe('labelOf', () => {
  it('finds the label of an id', () => {
    expect(labelOf(SHIP_TYPES, 8)).toBe('3rd-Party Logistics');
    expect(labelOf(ORDER_TAGS, 3)).toBe('Special Sale');
  });

  it('answers undefined for an unknown id', () => {
    const fromDatabase: number = 42;
    expect(labelOf(TAX_TYPES, fromDatabase)).toBeUndefined();
  });
});

describe('isOptionId', () => {
  it('accepts only ids of the list', () => {
    expect(isOptionId(TAX_TYPES, 2)).toBe(true);
    expect(isOptionId(TAX_TYPES, 4)).toBe(false);
    expect(isOptionId(TAX_TYPES, '2')).toBe(false);
  });
});

describe('ship types', () => {
  it('treat Pick-up and Driver Pick-up as pick-ups', () => {
    expect(SHIP_TYPES.filter((t) => isPickUpShipType(t.id)).map((t) => t.id)).toEqual([2, 4]);
  });

  it('ask for a delivery address for every delivering type', () => {
    expect(SHIP_TYPES.filter((t) => needsDeliveryAddress(t.id)).map((t) => t.id)).toEqual([1, 6, 7, 3, 8]);
  });

  it('ask Return by CSR for neither an address nor a pick-up warehouse', () => {
    expect(needsDeliveryAddress(5)).toBe(false);
    expect(isPickUpShipType(5)).toBe(false);
  });

  it('never need both an address and a pick-up warehouse', () => {
    fc.assert(fc.property(fc.integer(), (id) => !(isPickUpShipType(id) && needsDeliveryAddress(id))));
  });
});
