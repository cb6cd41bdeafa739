import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, deliveryOrder, stockedProducts } from '../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { isWellFormedText } from './well-formed-text.ts';

describe('isWellFormedText', () => {
  it('accepts surrogate pairs and refuses a lone surrogate in a value or a key, however deep', () => {
    expect(isWellFormedText({ a: ['😀', { b: 'İß' }], n: 1, z: null })).toBe(true);
    expect(isWellFormedText({ a: [{ b: 'x\ud800' }] })).toBe(false);
    expect(isWellFormedText({ ['\udfff']: 1 })).toBe(false);
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\ud800"${']'.repeat(50_000)}`) as unknown;
    expect(isWellFormedText(deep)).toBe(false);
  });
});

describe('a checkout with a lone UTF-16 surrogate in its text', () => {
  let t: TestApp;
  let authorization: string;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp();
    ({ authorization } = await t.authAs());
    const [product] = await stockedProducts(t.database.db, 7, 1, 1);
    productId = product!.id;
  });
  afterAll(() => t.close());

  it('is refused as a malformed body (400) instead of failing in the database (500)', async () => {
    const lines = [{ product_id: productId, qty: 1 }];
    const inAddress = deliveryOrder(lines, {
      delivery_address: { street: '1 Main St', suburb: '\ud800', state: 'QLD', postcode: '4000' },
    });
    for (const body of [inAddress, deliveryOrder(lines, { notes: 'call \udfff first' })]) {
      const response = await checkout(t, authorization, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringContaining('lone UTF-16 surrogate') });
    }
  });

  it('still takes text with real surrogate pairs (emoji)', async () => {
    const response = await checkout(
      t,
      authorization,
      deliveryOrder([{ product_id: productId, qty: 1 }], { notes: 'leave at the 🚪' }),
    );
    expect(response.statusCode).toBe(201);
  });
});
