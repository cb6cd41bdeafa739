import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  checkout,
  deliveryOrder,
  GOLD_COAST,
  setStock,
  stockedProducts,
  TRADE,
} from '../../../test/support/orders.ts';

let t: TestApp;
let trade: string;
let goldCoast: string;
let noCredit: string;
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  goldCoast = (await t.authAs(GOLD_COAST)).authorization;
  noCredit = (await t.authAs('nocredit@example.com')).authorization;
});
afterAll(() => t?.close());

const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const ADDRESS = { street: '4 Ipswich Rd', suburb: 'Annerley', state: 'QLD', postcode: '4103' } as const;

describe('saved delivery addresses', () => {
  it('are saved when an order is placed with a typed address, once, the most recent first', async () => {
    const [p] = await stockedProducts(t.database.db, 7, 1, 1);
    const line = [{ product_id: p!.id, qty: 1 }];
    expect((await checkout(t, noCredit, deliveryOrder(line))).statusCode).toBe(201);
    expect((await checkout(t, noCredit, deliveryOrder(line, { delivery_address: ADDRESS }))).statusCode).toBe(
      201,
    );
    expect((await checkout(t, noCredit, deliveryOrder(line))).statusCode).toBe(201);
    const saved = (await get('/api/cus/delivery-addresses', noCredit)).json().data as { street: string }[];
    expect(saved.map((a) => a.street)).toEqual(['12 Logan Rd', '4 Ipswich Rd']);
  });

  it('can be chosen by id at checkout, and the order carries the address', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cus/delivery-addresses',
      headers: { authorization: trade },
      payload: { street: '77 Beaudesert Rd', suburb: 'Moorooka', state: 'QLD', postcode: '4105' },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as number;
    const [p] = await stockedProducts(t.database.db, 7, 1, 1);
    const placed = await checkout(
      t,
      trade,
      deliveryOrder([{ product_id: p!.id, qty: 1 }], { delivery_address: null, delivery_address_id: id }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.delivery_address).toEqual({
      street: '77 Beaudesert Rd',
      suburb: 'Moorooka',
      state: 'QLD',
      postcode: '4105',
    });
    expect((await get('/api/cus/checkout-defaults', trade)).json().data.delivery_address_id).toBe(id);
  });

  it('of another account are not found: not listed, not deletable, not usable at checkout', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cus/delivery-addresses',
      headers: { authorization: trade },
      payload: ADDRESS,
    });
    const id = added.json().data.id as number;
    const theirs = (await get('/api/cus/delivery-addresses', goldCoast)).json().data as { id: number }[];
    expect(theirs.map((a) => a.id)).not.toContain(id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cus/delivery-addresses/${id}`,
      headers: { authorization: goldCoast },
    });
    expect(deleted.statusCode).toBe(404);
    const [p] = await stockedProducts(t.database.db, 8, 4, 1);
    const refused = await checkout(
      t,
      goldCoast,
      deliveryOrder([{ product_id: p!.id, qty: 1 }], {
        warehouse_id: 4,
        delivery_address: null,
        delivery_address_id: id,
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('delivery_address_id');
    // The owner can forget it.
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/cus/delivery-addresses/${id}`,
      headers: { authorization: trade },
    });
    expect(own.statusCode).toBe(204);
  });
});

describe('checkout defaults', () => {
  it('are the last order’s ship type, warehouse and payment type', async () => {
    const [p] = await stockedProducts(t.database.db, 7, 2, 1);
    const placed = await checkout(
      t,
      trade,
      deliveryOrder([{ product_id: p!.id, qty: 1 }], {
        ship_type: 2,
        warehouse_id: 2,
        delivery_address: null,
        payment_type_id: 2,
      }),
    );
    expect(placed.statusCode).toBe(201);
    expect((await get('/api/cus/checkout-defaults', trade)).json().data).toMatchObject({
      ship_type: 2,
      warehouse_id: 2,
      payment_type_id: 2,
    });
  });
});

describe('ship types from customers', () => {
  it.each([
    [3, 'Fast Delivery'],
    [8, '3rd-Party Logistics'],
    [5, 'Return by CSR'],
  ])('refuses %i (%s), which only staff arrange, with a 422', async (shipType) => {
    const [p] = await stockedProducts(t.database.db, 7, 1, 1);
    const refused = await checkout(t, trade, {
      ...deliveryOrder([{ product_id: p!.id, qty: 1 }]),
      ship_type: shipType,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.ship_type).toEqual(['Ship type is arranged by our staff: please call us']);
  });
});

describe('warehouse fill', () => {
  it('says, per warehouse, which of the cart’s lines it holds enough of', async () => {
    const [a, b] = await stockedProducts(t.database.db, 7, 1, 2, 20);
    await setStock(t.database.db, a!.id, 2, 1);
    await setStock(t.database.db, b!.id, 2, 9);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cus/warehouse-fill',
      headers: { authorization: trade },
      payload: {
        lines: [
          { product_id: a!.id, qty: 4 },
          { product_id: b!.id, qty: 4 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const fill = response.json().data as {
      id: number;
      filled: number;
      lines: number;
      short_product_ids: number[];
    }[];
    expect(fill.find((w) => w.id === 1)).toMatchObject({ filled: 2, lines: 2, short_product_ids: [] });
    expect(fill.find((w) => w.id === 2)).toMatchObject({ filled: 1, lines: 2, short_product_ids: [a!.id] });
    // Only the account's own department's warehouses; never an exact stock figure.
    expect(fill.every((w) => w.id <= 3)).toBe(true);
    expect(JSON.stringify(fill)).not.toMatch(/quantity|available/);
  });

  it('adds up a product asked twice', async () => {
    const [a] = await stockedProducts(t.database.db, 7, 1, 1, 5);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cus/warehouse-fill',
      headers: { authorization: trade },
      payload: {
        lines: [
          { product_id: a!.id, qty: 3 },
          { product_id: a!.id, qty: 3 },
        ],
      },
    });
    expect(response.json().data.find((w: { id: number }) => w.id === 1)).toMatchObject({
      filled: 0,
      lines: 1,
    });
  });
});
