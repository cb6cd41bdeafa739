import { describe, expect, it } from 'vitest';
import { CHECKOUT_LABELS, checkoutRequest, orderListQuery } from './orders.ts';

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
    expect(fieldsAtFault({ ...base, ship_type: 4 })).toEqual([]);
  });

  it('needs an address, typed or saved, for every delivering ship type a customer may choose', () => {
    for (const ship_type of [1, 6, 7]) {
      expect(fieldsAtFault({ ...base, ship_type })).toEqual(['delivery_address']);
      expect(fieldsAtFault({ ...base, ship_type, delivery_address_id: 3 })).toEqual([]);
    }
  });

  it('refuses the ship types only staff arrange (Fast Delivery, 3rd-Party Logistics, Return by CSR)', () => {
    for (const ship_type of [3, 5, 8]) {
      const result = checkoutRequest.safeParse({ ...base, ship_type, delivery_address: address });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['ship_type', 'Ship type is arranged by our staff: please call us'],
      ]);
    }
  });

  it('makes its required messages from the labels the form shows', () => {
    const result = checkoutRequest.safeParse({ lines: base.lines, ship_type: 2 });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      `${CHECKOUT_LABELS.warehouse_id} is required`,
      `${CHECKOUT_LABELS.payment_type_id} is required`,
    ]);
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
