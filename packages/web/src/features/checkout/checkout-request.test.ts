import { describe, expect, it } from 'vitest';
import type { CartLine } from '@tyreline/domain/cart';
import { serverFieldErrors, validateCheckout } from './checkout-request.ts';

const line: CartLine = {
  data: { id: 7, name: 'Michelin Primacy 4 205/55R16', image: null, warehouse_availability: [] },
  qty: 4,
  price: 189.5,
};

const errorsOf = (result: ReturnType<typeof validateCheckout>) =>
  result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.name.join('.'), e.errors]));

describe('the checkout form, checked by the order contract', () => {
  it('says "{label} is required" for every empty required field of a delivery, with the label shown', () => {
    expect(errorsOf(validateCheckout({ ship_type: 1 }, [line]))).toEqual({
      warehouse_id: ['Dispatch warehouse is required'],
      'delivery_address.street': ['Street is required'],
      'delivery_address.suburb': ['Suburb is required'],
      'delivery_address.state': ['State is required'],
      'delivery_address.postcode': ['Postcode is required'],
      payment_type_id: ['Payment type is required'],
    });
  });

  it('names the pick-up warehouse by its own label', () => {
    expect(errorsOf(validateCheckout({ ship_type: 2, payment_type_id: 1 }, [line]))).toEqual({
      warehouse_id: ['Pick-up warehouse is required'],
    });
  });

  it('sends a chosen saved address by its id, and no typed one', () => {
    const result = validateCheckout(
      { ship_type: 1, warehouse_id: 1, payment_type_id: 1, delivery_address_id: 5 },
      [line],
    );
    expect(result.ok && [result.request.delivery_address_id, result.request.delivery_address]).toEqual([
      5,
      null,
    ]);
  });

  it('asks no address for a pick-up and sends none', () => {
    const result = validateCheckout({ ship_type: 2, warehouse_id: 3, payment_type_id: 1, notes: '  ' }, [
      line,
    ]);
    expect(result).toEqual({
      ok: true,
      request: {
        lines: [{ product_id: 7, qty: 4 }],
        ship_type: 2,
        warehouse_id: 3,
        delivery_address: null,
        delivery_address_id: null,
        customer_reference: null,
        employee_id: null,
        payment_type_id: 1,
        notes: null,
      },
    });
  });

  it('keeps the rule’s own message for a filled but wrong value', () => {
    const result = validateCheckout(
      {
        ship_type: 1,
        warehouse_id: 3,
        payment_type_id: 1,
        delivery_address: { street: '1 Main St', suburb: 'Eagle Farm', state: 'QLD', postcode: '40' },
      },
      [line],
    );
    expect(errorsOf(result)).toEqual({ 'delivery_address.postcode': ['Postcode must be 4 digits'] });
  });

  it('refuses an empty cart', () => {
    expect(errorsOf(validateCheckout({ ship_type: 2, warehouse_id: 3, payment_type_id: 1 }, []))).toEqual({
      lines: ['The cart is empty'],
    });
  });

  it('maps the server’s dotted 422 fields onto form fields', () => {
    expect(
      serverFieldErrors({ 'delivery_address.postcode': ['Unknown postcode'], 'lines.0.qty': ['Too many'] }),
    ).toEqual([
      { name: ['delivery_address', 'postcode'], errors: ['Unknown postcode'] },
      { name: ['lines', 0, 'qty'], errors: ['Too many'] },
    ]);
  });
});
