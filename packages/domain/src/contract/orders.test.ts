import { describe, expect, it } from 'vitest';
import { checkoutRequest, orderListQuery } from './orders.ts';

const base = {
  lines: [{ product_id: 1, qty: 2 }],
  warehouse_id: 1,
  payment_type_id: 1,
};
const address = { street: '12 Logan Rd', suburb: 'Woolloongabba', state: 'QLD', postcode: '4102' };
const fieldsAtFault = (body: unknown) =>
  checkoutRequest.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the checkout request', () => {
  it('accepts a delivery with an address and a pick-up without one', () => {
    expect(fieldsAtFault({ ...base, ship_type: 1, delivery_address: address })).toEqual([]);
    expect(fieldsAtFault({ ...base, ship_type: 2 })).toEqual([]);
    expect(fieldsAtFault({ ...base, ship_type: 5 })).toEqual([]);
  });

  it('needs an address for every delivering ship type', () => {
    for (const ship_type of [1, 3, 6, 7, 8])
      expect(fieldsAtFault({ ...base, ship_type })).toEqual(['delivery_address']);
  });

  it('names the field at fault with the required-message template', () => {
    const result = checkoutRequest.safeParse({ ...base, ship_type: undefined });
    expect(result.error?.issues[0]).toMatchObject({ path: ['ship_type'], message: 'Ship type is required' });
    expect(fieldsAtFault({ ...base, ship_type: 2, lines: [] })).toEqual(['lines']);
    expect(fieldsAtFault({ ...base, ship_type: 2, lines: [{ product_id: 1, qty: 1.5 }] })).toEqual([
      'lines.0.qty',
    ]);
    expect(
      fieldsAtFault({ ...base, ship_type: 1, delivery_address: { ...address, postcode: '41' } }),
    ).toEqual(['delivery_address.postcode']);
  });
});

describe('the order list query', () => {
  it('refuses a range that ends before it starts', () => {
    expect(orderListQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(orderListQuery.parse({ from: '2026-03-01', to: '2026-03-01' })).toMatchObject({
      page: 1,
      per_page: 20,
    });
  });
});
