import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, deliveryOrder, setStock, stockedProducts, stockOf, TRADE } from './support/orders.ts';
import { passwordGrant, startTestApp, type TestApp } from './support/test-app.ts';

// The three causes of 500s the hardening issue found, each refused once in the shared contract.
let t: TestApp;
let trade: string;
let productId: number;
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  const [product] = await stockedProducts(t.database.db, 7, 1, 1);
  productId = product!.id;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: trade } });

describe('text with NUL or other control characters', () => {
  it('is refused at sign-in with 422 naming the field, not 500', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: passwordGrant('a\u0000b', 'x'),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ username: ['must not contain control characters'] });
  });

  it('is refused in searches and filters with 422', async () => {
    for (const url of [
      '/api/cus/orders?q=a%00b',
      '/api/cus/products?q=pilot%00',
      '/api/cus/products?finish=black%01',
      '/api/cus/accessories?auto_part_type=%00',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(422);
      expect(JSON.stringify(answer.json().errors), url).toContain('must not contain control characters');
    }
  });

  it('is refused in an order’s address, reference and notes, with a field error for each', async () => {
    const answer = await checkout(
      t,
      trade,
      deliveryOrder([{ product_id: productId, qty: 1 }], {
        delivery_address: { street: '1 Main\u0000 St', suburb: 'Logan', state: 'QLD', postcode: '4114' },
        customer_reference: 'PO\u0000',
        notes: 'back door\u001b',
      }),
    );
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual([
      'customer_reference',
      'delivery_address.street',
      'notes',
    ]);
  });

  it('keeps line breaks and tabs in notes, which people do type', async () => {
    const answer = await checkout(
      t,
      trade,
      deliveryOrder([{ product_id: productId, qty: 1 }], {
        notes: 'Leave at the roller door.\r\n\tAsk for Sam.',
      }),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.notes).toBe('Leave at the roller door.\r\n\tAsk for Sam.');
  });
});

describe('ids beyond a PostgreSQL integer', () => {
  it('are refused in every id of an order with 422, not 500', async () => {
    const big = 2_147_483_648;
    const answer = await checkout(t, trade, {
      ...deliveryOrder([{ product_id: big, qty: 1 }]),
      warehouse_id: big,
      payment_type_id: big,
      employee_id: big,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      'lines.0.product_id': ['Product is invalid'],
      warehouse_id: ['Dispatch warehouse is invalid'],
      payment_type_id: ['Payment type is invalid'],
      employee_id: ['Employee is invalid'],
    });
  });

  it('are refused in paths and queries with 422', async () => {
    for (const url of [
      '/api/cus/orders/2147483648',
      '/api/cus/price/2147483648',
      '/api/cus/products?brand_id=2147483648',
      '/api/cus/order-statistics/RecentOrder?customer_id=99999999999',
    ]) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
  });
});

describe('dates that match the pattern but do not exist', () => {
  it('are refused in the order list with 422 and a message a person understands', async () => {
    for (const query of ['from=2026-02-30', 'to=2026-13-45', 'from=0000-01-01', 'from=1999-00-00']) {
      const answer = await get(`/api/cus/orders?${query}`);
      expect(answer.statusCode, query).toBe(422);
      expect(Object.values(answer.json().errors).flat(), query).toEqual([
        'must be a real date from 2000-01-01 to 2099-12-31',
      ]);
    }
    expect((await get('/api/cus/orders?from=2024-02-29&to=2026-11-23')).statusCode).toBe(200);
  });
});

describe('amounts past what the money columns hold', () => {
  it('refuses an order totalling more than $10,000,000 with 422, and takes no stock', async () => {
    const db = t.database.db;
    await db.execute(sql`update products set list_price_cents = 200000000 where id = ${productId}`);
    await db.execute(sql`update accounts set credit_limit_cents = 2000000000 where id = (
      select account_id from users where username = ${TRADE})`);
    await setStock(db, productId, 1, 20);
    const answer = await checkout(t, trade, deliveryOrder([{ product_id: productId, qty: 11 }]));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.lines[0]).toMatch(
      /^An order can total at most \$ 10,000,000\.00 AUD; this one comes to \$ [\d,.]+ AUD\. Split it/,
    );
    expect(await stockOf(db, productId, 1)).toBe(20);
  });
});

describe('the Idempotency-Key header', () => {
  it('answers 422 with the rule for an empty, a 10,000-character or a non-ASCII key', async () => {
    for (const key of ['', 'k'.repeat(10_000), 'schlüssel-ключ-鍵-0001']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/cus/orders',
        headers: { authorization: trade, 'idempotency-key': key },
        payload: deliveryOrder([{ product_id: productId, qty: 1 }]),
      });
      expect(answer.statusCode, key.slice(0, 20)).toBe(422);
      expect(answer.json().errors['idempotency-key'][0]).toMatch(/Idempotency-Key must be 8 to 100/);
    }
    expect(
      (await checkout(t, trade, deliveryOrder([{ product_id: productId, qty: 1 }]), randomUUID())).statusCode,
    ).not.toBe(422);
  });
});
