import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  TRADE,
  accountIdOf,
  checkout,
  countRows,
  deliveryOrder,
  setStock,
  stockOf,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { chargedCents, createPriceListRepository } from '../pricing/price-list.repository.ts';

let t: TestApp;
let auth: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  auth = (await t.authAs(TRADE)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 6, 20);
});
afterAll(() => t?.close());

describe('placing an order', () => {
  it('prices every line on the server, takes the stock and answers the order with its number and totals', async () => {
    const [a, b] = products;
    const response = await checkout(t, auth, {
      ...deliveryOrder([
        { product_id: a!.id, qty: 2 },
        { product_id: b!.id, qty: 1 },
      ]),
      price: 0.01,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    const accountId = await accountIdOf(t.database.db, TRADE);
    const prices = await createPriceListRepository(t.database.db).pricesFor(accountId, [a!.id, b!.id]);
    const unitA = chargedCents(prices.get(a!.id)!);
    const unitB = chargedCents(prices.get(b!.id)!);
    expect(order).toMatchObject({
      number: expect.stringMatching(/^SO-\d{6}$/),
      status: 'submitted',
      ship_type: { id: 1, name: 'Delivery' },
      order_type: { id: 1, name: 'Invoice' },
      tag: { id: 1, name: 'Normal' },
      tax_type: { id: 2, name: 'Tax Inclusive' },
      warehouse: { id: 1, name: 'Brisbane North' },
      customer_reference: 'PO-7781',
      tracking_reference: null,
      line_count: 2,
      delivery_fee: 0,
      total: (unitA * 2 + unitB) / 100,
      lines: [
        { product_id: a!.id, sku: a!.sku, qty: 2, unit_price: unitA / 100, line_total: (unitA * 2) / 100 },
        { product_id: b!.id, sku: b!.sku, qty: 1, unit_price: unitB / 100, line_total: unitB / 100 },
      ],
      status_history: [{ status: 'submitted', note: 'Order placed', at: expect.any(String) }],
    });
    expect(Math.round((order.subtotal + order.gst + order.delivery_fee) * 100)).toBe(
      Math.round(order.total * 100),
    );
    expect(await stockOf(t.database.db, a!.id, 1)).toBe(18);
    expect(await stockOf(t.database.db, b!.id, 1)).toBe(19);
  });

  it('answers a replayed Idempotency-Key with the first order and never creates a second', async () => {
    const body = deliveryOrder([{ product_id: products[2]!.id, qty: 1 }]);
    const key = randomUUID();
    const first = await checkout(t, auth, body, key);
    const before = await countRows(t.database.db, 'orders');
    const again = await checkout(t, auth, body, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    expect(await stockOf(t.database.db, products[2]!.id, 1)).toBe(19);
  });

  it('replays an answer kept from before orders carried credit notes, as it was kept', async () => {
    const body = deliveryOrder([{ product_id: products[2]!.id, qty: 1 }]);
    const key = randomUUID();
    const first = await checkout(t, auth, body, key);
    await t.database.db.execute(
      sql`update idempotency_keys set response_body = response_body #- '{data,credit_notes}' where key = ${key}`,
    );
    const again = await checkout(t, auth, body, key);
    expect(again.statusCode, again.body).toBe(first.statusCode);
    const { credit_notes: _kept, ...rest } = first.json().data;
    expect(again.json().data).toEqual(rest);
  });

  it('refuses a key reused with a different body', async () => {
    const key = randomUUID();
    await checkout(t, auth, deliveryOrder([{ product_id: products[2]!.id, qty: 1 }]), key);
    const reused = await checkout(t, auth, deliveryOrder([{ product_id: products[2]!.id, qty: 3 }]), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toHaveProperty('idempotency-key');
  });

  it('needs an Idempotency-Key header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cus/orders',
      headers: { authorization: auth },
      payload: deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('idempotency-key');
  });
});

describe('a checkout the server refuses', () => {
  const line = () => [{ product_id: products[3]!.id, qty: 1 }];
  const refusals: [string, () => unknown, string][] = [
    ['a missing ship type', () => ({ ...deliveryOrder(line()), ship_type: undefined }), 'ship_type'],
    ['an unknown ship type', () => ({ ...deliveryOrder(line()), ship_type: 99 }), 'ship_type'],
    ['an unknown payment type', () => deliveryOrder(line(), { payment_type_id: 999 }), 'payment_type_id'],
    ['a quantity below 1', () => deliveryOrder([{ product_id: products[3]!.id, qty: 0 }]), 'lines.0.qty'],
    ['an empty cart', () => deliveryOrder([]), 'lines'],
    [
      'a delivery without an address',
      () => deliveryOrder(line(), { delivery_address: null }),
      'delivery_address',
    ],
    ['a warehouse of another department', () => deliveryOrder(line(), { warehouse_id: 4 }), 'warehouse_id'],
    ['an employee of another department', () => deliveryOrder(line(), { employee_id: 4 }), 'employee_id'],
  ];
  it.each(refusals)('answers 422 naming the field for %s', async (_, body, field) => {
    const response = await checkout(t, auth, body());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
  });

  it('answers 422 for a product of another department', async () => {
    const [other] = await stockedProducts(t.database.db, 8, 4, 1);
    const response = await checkout(t, auth, deliveryOrder([{ product_id: other!.id, qty: 1 }]));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(['lines.0.product_id']);
  });

  it('accepts a pick-up without an address at a pick-up warehouse', async () => {
    const response = await checkout(t, auth, deliveryOrder(line(), { ship_type: 2, delivery_address: null }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.delivery_address).toBeNull();
  });

  it('answers 409 listing each short line with capped availability, and takes nothing', async () => {
    const [plenty, few, none] = products.slice(3, 6);
    await setStock(t.database.db, plenty!.id, 1, 50);
    await setStock(t.database.db, few!.id, 1, 3);
    await setStock(t.database.db, none!.id, 1, 0);
    const response = await checkout(
      t,
      auth,
      deliveryOrder([
        { product_id: plenty!.id, qty: 60 },
        { product_id: few!.id, qty: 4 },
        { product_id: none!.id, qty: 1 },
        { product_id: products[0]!.id, qty: 1 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.short_lines).toEqual([
      { product_id: plenty!.id, sku: plenty!.sku, name: plenty!.name, requested: 60, available: '8+' },
      { product_id: few!.id, sku: few!.sku, name: few!.name, requested: 4, available: 3 },
      { product_id: none!.id, sku: none!.sku, name: none!.name, requested: 1, available: 0 },
    ]);
    expect(body.message).toHaveLength(3);
    expect(await stockOf(t.database.db, plenty!.id, 1)).toBe(50);
    expect(await stockOf(t.database.db, products[0]!.id, 1)).toBe(18);
  });

  it('answers 403 when the order would pass the credit limit, and writes nothing', async () => {
    await setStock(t.database.db, products[4]!.id, 1, 9000);
    const before = await countRows(t.database.db, 'orders');
    const response = await checkout(t, auth, deliveryOrder([{ product_id: products[4]!.id, qty: 9000 }]));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/credit limit of \$ 50,000\.00 AUD/);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    expect(await stockOf(t.database.db, products[4]!.id, 1)).toBe(9000);
  });
});
