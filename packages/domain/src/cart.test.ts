import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartToCsv,
  cartStorageKey,
  cartTotals,
  clearCart,
  removeFromCart,
  repriceCart,
  setQuantity,
  type CartLine,
  type CartProduct,
} from './cart.ts';
import { QTY_MAX } from './quantity.ts';

const product = (id: number, name = `Tyre ${id}`): CartProduct => ({
  id,
  name,
  image: null,
  warehouse_availability: [{ id: 1, name: 'Sydney', availability: 3 }],
});

/** Freezes deeply so any mutation by the function under test throws. */
const frozen = (lines: CartLine[]): readonly CartLine[] =>
  Object.freeze(lines.map((line) => Object.freeze({ ...line, data: Object.freeze(line.data) })));

const twoLines = frozen([
  { data: product(1), qty: 2, price: 100 },
  { data: product(2), qty: 1, price: 55.5 },
]);

describe('addToCart', () => {
  it('appends a product that is not in the cart yet', () => {
    const lines = addToCart(twoLines, product(3), 4, 12.34);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toEqual({ data: product(3), qty: 4, price: 12.34 });
  });

  it('grows the quantity of a product already in the cart instead of adding a line', () => {
    const lines = addToCart(twoLines, product(1), 3, 100);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.qty).toBe(5);
  });

  it('refreshes the price and product data of an existing line', () => {
    const renamed = product(1, 'Tyre 1 (new stock)');
    const lines = addToCart(twoLines, renamed, 1, 90);
    expect(lines[0]).toEqual({ data: renamed, qty: 3, price: 90 });
  });

  it('normalises the quantity it adds', () => {
    expect(addToCart([], product(1), 'abc', 10)[0]?.qty).toBe(1);
    expect(addToCart([], product(1), 2.6, 10)[0]?.qty).toBe(3);
    expect(addToCart(twoLines, product(1), QTY_MAX, 100)[0]?.qty).toBe(QTY_MAX);
  });

  it('keeps the order of the other lines and never mutates its input', () => {
    const lines = addToCart(twoLines, product(2), 1, 55.5);
    expect(lines.map((line) => line.data.id)).toEqual([1, 2]);
    expect(lines).not.toBe(twoLines);
    expect(twoLines[1]?.qty).toBe(1);
  });
});

describe('setQuantity', () => {
  it('sets the quantity of the matching line only', () => {
    const lines = setQuantity(twoLines, 2, 6);
    expect(lines.map((line) => line.qty)).toEqual([2, 6]);
  });

  it('clamps a quantity below the minimum to 1 and treats nonsense as 0, then 1', () => {
    expect(setQuantity(twoLines, 1, 0)[0]?.qty).toBe(1);
    expect(setQuantity(twoLines, 1, '')[0]?.qty).toBe(1);
  });

  it('leaves the cart as it was for an unknown product', () => {
    expect(setQuantity(twoLines, 99, 5)).toEqual(twoLines);
  });
});

describe('removeFromCart and clearCart', () => {
  it('removes the line of the given product', () => {
    expect(removeFromCart(twoLines, 1).map((line) => line.data.id)).toEqual([2]);
  });

  it('leaves the cart as it was when the product is not in it', () => {
    expect(removeFromCart(twoLines, 99)).toEqual(twoLines);
  });

  it('clears to an empty cart', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('repriceCart', () => {
  it('replaces the prices of products in the map and keeps the others', () => {
    const lines = repriceCart(twoLines, { 2: 49.95, 77: 1 });
    expect(lines.map((line) => line.price)).toEqual([100, 49.95]);
    expect(lines[0]).toBe(twoLines[0]);
  });

  it('accepts a price of 0 as a real price', () => {
    expect(repriceCart(twoLines, { 1: 0 })[0]?.price).toBe(0);
  });
});

describe('cartCount', () => {
  it('counts items, not lines', () => {
    expect(cartCount(twoLines)).toBe(3);
    expect(cartCount([])).toBe(0);
  });
});

describe('cartTotals', () => {
  it('sums the lines in cents and splits out GST', () => {
    // 2 × $100 + 1 × $55.50 = $255.50 = 25550 cents; GST = round(25550 / 11) = 2323.
    expect(cartTotals(twoLines)).toEqual({ subtotal: 23227, gst: 2323, delivery: 0, total: 25550 });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, gst: 0, delivery: 0, total: 0 });
  });

  it('adds cent prices without floating-point drift', () => {
    const lines: CartLine[] = [
      { data: product(1), qty: 3, price: 0.1 },
      { data: product(2), qty: 1, price: 0.2 },
    ];
    expect(cartTotals(lines).total).toBe(50);
  });

  it('always adds up to its total, for any cart', () => {
    const line = fc.record({
      data: fc.integer({ min: 1, max: 1e6 }).map((id) => product(id)),
      qty: fc.integer({ min: 1, max: QTY_MAX }),
      price: fc.integer({ min: 0, max: 1e7 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const t = cartTotals(lines);
        expect(t.subtotal + t.gst + t.delivery).toBe(t.total);
        expect(t.total).toBe(lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.qty, 0));
      }),
    );
  });
});

describe('cartStorageKey', () => {
  it('names the cart by account and department', () => {
    expect(cartStorageKey(12, 8)).toBe('tyreline.cart.12.8');
  });
});

describe('cart operations together', () => {
  it('never produce two lines for the same product', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        id: fc.integer({ min: 1, max: 5 }),
        qty: fc.integer({ min: -3, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('set' as const),
        id: fc.integer({ min: 1, max: 5 }),
        qty: fc.integer({ min: -3, max: 20 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let lines: CartLine[] = [];
        for (const o of ops) {
          if (o.kind === 'add') lines = addToCart(lines, product(o.id), o.qty, 10);
          else if (o.kind === 'set') lines = setQuantity(lines, o.id, o.qty);
          else lines = removeFromCart(lines, o.id);
        }
        const ids = lines.map((line) => line.data.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(lines.every((line) => Number.isInteger(line.qty) && line.qty >= 1)).toBe(true);
      }),
    );
  });
});

describe('cartToCsv', () => {
  it('writes one row per line with the line total to the cent, names safe from formula injection', () => {
    const lines = [
      {
        data: { id: 7, sku: 'MIC-1', name: '=cmd|calc', image: null, warehouse_availability: [] },
        qty: 3,
        price: 100.1,
      },
      { data: { id: 8, name: 'Valve, chrome', image: null, warehouse_availability: [] }, qty: 4, price: 2.5 },
    ];
    expect(cartToCsv(lines)).toBe(
      'product_id,sku,name,qty,unit_price,line_total\r\n' +
        "7,MIC-1,'=cmd|calc,3,100.1,300.3\r\n" +
        '8,,"Valve, chrome",4,2.5,10\r\n',
    );
  });
});
