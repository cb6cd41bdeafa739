import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, rows } from '../../db/client.ts';
import { TRADE, accountIdOf, setStock, stockOf } from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { describeStockChange } from './stock-ledger.repository.ts';

let t: TestApp;
let admin: string;
let sales: string;
let warehouse: string;
let tradeId: number;
/** Department 7's tyres without contract prices or Toowoomba stock, one per test, so none share a version or a level. */
let productIds: number[];
const TOOWOOMBA = 3;
const GOLD_COAST = 4;

beforeAll(async () => {
  t = await startTestApp();
  admin = await staffAuth(t, ADMIN);
  sales = await staffAuth(t, SALES);
  warehouse = await staffAuth(t, WAREHOUSE);
  tradeId = await accountIdOf(t.database.db, TRADE);
  productIds = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select p.id from products p where p.department_id = 7 and p.type = 'tyre' and p.active
            and not exists (select 1 from account_prices ap where ap.product_id = p.id)
          order by p.id limit 20`,
    )
  ).map((p) => p.id);
  // The shelves start empty: in the stock ledger as opening balances, apart from the staff changes tested.
  await inTransaction(t.database.db, async (tx) => {
    await describeStockChange(tx, { kind: 'opening', reason: 'Cleared by the test' });
    await tx.execute(
      sql`delete from stock where warehouse_id = ${TOOWOOMBA} and product_id in (${sql.join(productIds, sql`, `)})`,
    );
  });
});
afterAll(() => t?.close());

let next = 0;
const aProduct = () => productIds[next++]!;

const call = (method: string, url: string, authorization: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });

const productOf = async (id: number) =>
  (await staffCall(t, sales, `/api/staff/products/${id}`)).json().data as Record<string, unknown> & {
    version: number;
    stock: { warehouse_id: number; quantity: number }[];
  };

/** The editable fields of a product as the form sends them back. */
const formOf = ({
  id: _id,
  department_id: _d,
  type: _t,
  sku: _s,
  category: _c,
  size: _z,
  stock: _k,
  active: _a,
  ...fields
}: Record<string, unknown>) => fields;

const auditOf = async (entityType: string, entityId: number) =>
  (await staffCall(t, admin, `/api/staff/audit?entity_type=${entityType}&entity_id=${entityId}`)).json()
    .data as { action: string; staff: { name: string }; before: unknown; after: unknown }[];

const EDIT = { name: 'X', brand_id: null, list_price: 1, runflat: false, version: 1 };
const ADJUST = { quantity: 5, expected_quantity: 0, reason: 'Count' };
const PRICE = { sku: 'X', best_price: 10 };

describe('who may do what in the catalogue', () => {
  it('refuses the warehouse product edits and contract prices with 403, and writes nothing', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/api/staff/products/1', EDIT],
      ['POST', '/api/staff/products/1/status', { active: false, version: 1 }],
      ['GET', '/api/staff/accounts/1/contract-prices'],
      ['POST', '/api/staff/accounts/1/contract-prices', PRICE],
      ['DELETE', '/api/staff/accounts/1/contract-prices/1'],
    ] as const) {
      const response = await call(method, url, warehouse, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Your role does not allow this.' });
    }
  });

  it('refuses sales a stock level with 403 and leaves the level as it was', async () => {
    const id = aProduct();
    const response = await staffPut(t, sales, `/api/staff/products/${id}/stock/${TOOWOOMBA}`, ADJUST);
    expect(response.statusCode).toBe(403);
    expect(await stockOf(t.database.db, id, TOOWOOMBA)).toBe(0);
  });

  it('lets every role read products, a product and its movements', async () => {
    for (const authorization of [admin, sales, warehouse]) {
      expect((await staffCall(t, authorization, '/api/staff/products')).statusCode).toBe(200);
      expect((await staffCall(t, authorization, `/api/staff/products/${productIds[0]}`)).statusCode).toBe(
        200,
      );
      const movements = await staffCall(
        t,
        authorization,
        `/api/staff/products/${productIds[0]}/stock-movements`,
      );
      expect(movements.statusCode).toBe(200);
      expect((await staffCall(t, authorization, '/api/staff/catalogue/options')).statusCode).toBe(200);
    }
  });

  it('answers 401 to a customer token and to no token on every catalogue route', async () => {
    const customer = (await t.authAs(TRADE)).authorization;
    const routes = [
      ['GET', '/api/staff/products'],
      ['GET', '/api/staff/products/1'],
      ['PUT', '/api/staff/products/1', EDIT],
      ['POST', '/api/staff/products/1/status', { active: false, version: 1 }],
      ['PUT', `/api/staff/products/1/stock/${TOOWOOMBA}`, ADJUST],
      ['GET', '/api/staff/products/1/stock-movements'],
      ['GET', '/api/staff/catalogue/options'],
      ['GET', '/api/staff/accounts/1/contract-prices'],
      ['POST', '/api/staff/accounts/1/contract-prices', PRICE],
      ['DELETE', '/api/staff/accounts/1/contract-prices/1'],
    ] as const;
    for (const authorization of [customer, '']) {
      for (const [method, url, payload] of routes) {
        expect((await call(method, url, authorization, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });
});

describe('the product list', () => {
  it('filters with the shop’s filters, lists deactivated products and pages with meta', async () => {
    const bySize = await staffCall(t, warehouse, '/api/staff/products?size=205/55R16&per_page=5');
    expect(bySize.statusCode, bySize.body).toBe(200);
    expect(bySize.json().data.length).toBeGreaterThan(0);
    expect(bySize.json().data.every((p: { size: string }) => p.size === '205/55R16')).toBe(true);
    expect(bySize.json().meta).toMatchObject({ page: 1, per_page: 5 });

    const id = aProduct();
    const { version } = await productOf(id);
    expect(
      (await staffCall(t, sales, `/api/staff/products/${id}/status`, { active: false, version })).statusCode,
    ).toBe(200);
    const inactive = await staffCall(t, sales, '/api/staff/products?status=inactive&per_page=100');
    expect(inactive.json().data.map((p: { id: number }) => p.id)).toContain(id);
    const shop = await t.app.inject({
      url: `/api/cus/products?ids=${id}`,
      headers: await t.authAs(TRADE),
    });
    expect(shop.json().data).toEqual([]);

    const accessories = await staffCall(t, sales, '/api/staff/products?type=accessory&department_id=8');
    expect(
      accessories
        .json()
        .data.every(
          (p: { type: string; department_id: number }) => p.type === 'accessory' && p.department_id === 8,
        ),
    ).toBe(true);
  });

  it('answers 422 naming the filter at fault', async () => {
    for (const [query, field] of [
      ['size=huge', 'size'],
      ['brand_id=999999', 'brand_id'],
      ['department_id=999', 'department_id'],
      ['status=maybe', 'status'],
      ['offset_min=50&offset_max=10', 'offset_max'],
    ]) {
      const response = await staffCall(t, sales, `/api/staff/products?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});

describe('editing a product', () => {
  it('saves the list price and specs with the version seen, and audits before and after', async () => {
    const id = aProduct();
    const product = await productOf(id);
    const response = await staffPut(t, sales, `/api/staff/products/${id}`, {
      ...formOf(product),
      list_price: 199.95,
      load_index: '94',
      speed_rating: 'w',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      list_price: 199.95,
      load_index: '94',
      speed_rating: 'W',
      version: product.version + 1,
    });
    const [entry] = await auditOf('product', id);
    expect(entry).toMatchObject({
      action: 'product.update',
      staff: { name: 'Sol Sales' },
      before: expect.objectContaining({ list_price: product.list_price, version: product.version }),
      after: expect.objectContaining({ list_price: 199.95, version: product.version + 1 }),
    });
  });

  it('refuses a stale edit with 409 naming who changed what, and keeps the newer edit', async () => {
    const id = aProduct();
    const product = await productOf(id);
    const first = await staffPut(t, admin, `/api/staff/products/${id}`, {
      ...formOf(product),
      list_price: 111,
    });
    expect(first.statusCode).toBe(200);
    const stale = await staffPut(t, sales, `/api/staff/products/${id}`, {
      ...formOf(product),
      name: 'Renamed',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message:
        'This product was changed meanwhile by Dana Admin: list price. Your changes were not saved; the form now shows it as it is.',
      changed_fields: ['list_price'],
      current: { list_price: 111, name: product.name, version: product.version + 1 },
    });
    const deactivate = await staffCall(t, sales, `/api/staff/products/${id}/status`, {
      active: false,
      version: product.version,
    });
    expect(deactivate.statusCode).toBe(409);
    expect((await productOf(id)).active).toBe(true);
  });

  it('deactivates and reactivates a product, each audited', async () => {
    const id = aProduct();
    const { version } = await productOf(id);
    const off = await staffCall(t, admin, `/api/staff/products/${id}/status`, { active: false, version });
    expect(off.json().data).toMatchObject({ active: false, version: version + 1 });
    const on = await staffCall(t, sales, `/api/staff/products/${id}/status`, {
      active: true,
      version: version + 1,
    });
    expect(on.json().data).toMatchObject({ active: true, version: version + 2 });
    expect((await auditOf('product', id)).map((e) => e.action)).toEqual([
      'product.reactivate',
      'product.deactivate',
    ]);
  });

  it('answers 422 with each field’s message beside it, and 404 for no such product', async () => {
    const id = aProduct();
    const { version } = await productOf(id);
    const response = await staffPut(t, sales, `/api/staff/products/${id}`, {
      name: ' ',
      list_price: -1,
      width: 20,
      speed_rating: 'QQ',
      bolt_pattern: 'five',
      runflat: false,
      version,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['Name is required'],
      list_price: ['List price cannot be negative'],
      width: ['Width must be at least 100'],
      speed_rating: ['Speed rating is one of L M N P Q R S T U H V Z W Y'],
      bolt_pattern: ['Bolt pattern is written such as 5x114.3'],
    });
    const noBrand = await staffPut(t, sales, `/api/staff/products/${id}`, {
      ...formOf(await productOf(id)),
      brand_id: 999_999,
    });
    expect(noBrand.statusCode).toBe(422);
    expect(noBrand.json().errors).toEqual({ brand_id: ['There is no brand 999999'] });
    expect((await staffPut(t, sales, '/api/staff/products/2147483647', { ...EDIT })).statusCode).toBe(404);
    expect((await staffCall(t, sales, '/api/staff/products/abc')).statusCode).toBe(422);
    expect((await productOf(id)).version).toBe(version);
  });
});

describe('stock levels', () => {
  it('sets a level with a reason: a stock movement and an audit row in the same change', async () => {
    const id = aProduct();
    await setStock(t.database.db, id, TOOWOOMBA, 7);
    const response = await staffPut(t, warehouse, `/api/staff/products/${id}/stock/${TOOWOOMBA}`, {
      quantity: 4,
      expected_quantity: 7,
      reason: 'Cycle count: 3 damaged',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ warehouse_id: TOOWOOMBA, quantity: 4 });
    expect(await stockOf(t.database.db, id, TOOWOOMBA)).toBe(4);

    const movements = (
      await staffCall(t, warehouse, `/api/staff/products/${id}/stock-movements?kind=adjustment`)
    ).json();
    expect(movements.data).toEqual([
      expect.objectContaining({
        id: response.json().data.movement_id,
        warehouse_id: TOOWOOMBA,
        warehouse_name: 'Toowoomba',
        before: 7,
        after: 4,
        delta: -3,
        kind: 'adjustment',
        reference: null,
        reason: 'Cycle count: 3 damaged',
        by: 'Wes Warehouse',
        staff: expect.objectContaining({ name: 'Wes Warehouse' }),
      }),
    ]);
    // The level the test set first is the shelf's opening balance in the same ledger.
    const all = (await staffCall(t, warehouse, `/api/staff/products/${id}/stock-movements`)).json();
    expect(all.data.map((m: { kind: string; delta: number }) => [m.kind, m.delta])).toContainEqual([
      'opening',
      7,
    ]);
    const [entry] = await auditOf('product', id);
    expect(entry).toMatchObject({
      action: 'stock.adjust',
      staff: { name: 'Wes Warehouse' },
      before: { warehouse_id: TOOWOOMBA, quantity: 7 },
      after: { warehouse_id: TOOWOOMBA, quantity: 4, reason: 'Cycle count: 3 damaged' },
    });
    const product = await productOf(id);
    expect(product.stock.find((s) => s.warehouse_id === TOOWOOMBA)?.quantity).toBe(4);
  });

  it('refuses a level that changed since the form loaded with 409, writing no movement', async () => {
    const id = aProduct();
    await setStock(t.database.db, id, TOOWOOMBA, 10);
    const stale = await staffPut(t, admin, `/api/staff/products/${id}/stock/${TOOWOOMBA}`, {
      quantity: 12,
      expected_quantity: 9,
      reason: 'Delivery',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message:
        'The level at Toowoomba changed meanwhile to 10. Nothing was saved; check the count and try again.',
      current: { warehouse_id: TOOWOOMBA, quantity: 10 },
    });
    expect(await stockOf(t.database.db, id, TOOWOOMBA)).toBe(10);
    expect(
      (await staffCall(t, admin, `/api/staff/products/${id}/stock-movements?kind=adjustment`)).json().data,
    ).toEqual([]);
  });

  it('lets exactly one of several concurrent adjustments from one level win', async () => {
    const id = aProduct();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((quantity) =>
        staffPut(t, warehouse, `/api/staff/products/${id}/stock/${TOOWOOMBA}`, {
          quantity,
          expected_quantity: 0,
          reason: 'First count',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const movements = (
      await staffCall(t, warehouse, `/api/staff/products/${id}/stock-movements?kind=adjustment`)
    ).json();
    expect(movements.meta.total).toBe(1);
  });

  it('answers 422 for a missing reason, a negative level, no change or another department’s warehouse', async () => {
    const id = aProduct();
    const url = `/api/staff/products/${id}/stock/${TOOWOOMBA}`;
    const bad = await staffPut(t, warehouse, url, { quantity: -1, expected_quantity: 0, reason: '  ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      quantity: ['New level cannot be negative'],
      reason: ['Reason is required'],
    });
    const same = await staffPut(t, warehouse, url, { quantity: 0, expected_quantity: 0, reason: 'Count' });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ quantity: ['The level is already 0'] });
    const elsewhere = await staffPut(t, warehouse, `/api/staff/products/${id}/stock/${GOLD_COAST}`, ADJUST);
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['warehouse_id']);
    expect(
      (await staffPut(t, warehouse, `/api/staff/products/2147483647/stock/${TOOWOOMBA}`, ADJUST)).statusCode,
    ).toBe(404);
    expect((await staffPut(t, warehouse, `/api/staff/products/${id}/stock/0`, ADJUST)).statusCode).toBe(422);
  });
});

describe('contract prices', () => {
  it('sets, replaces and removes an account’s price, which the shop then charges, each audited', async () => {
    const id = aProduct();
    const [product] = await rows<{ sku: string }>(
      t.database.db,
      sql`select sku from products where id = ${id}`,
    );
    const url = `/api/staff/accounts/${tradeId}/contract-prices`;
    const created = await staffCall(t, sales, url, { sku: product!.sku, best_price: 88.5 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ product_id: id, best_price: 88.5, special_offer: false });
    const replaced = await staffCall(t, admin, url, {
      sku: product!.sku,
      best_price: 90,
      special_price: 80,
      special_offer: true,
    });
    expect(replaced.statusCode).toBe(200);

    const shopper = await t.authAs(TRADE);
    const priced = await t.app.inject({ url: `/api/cus/price/${id}`, headers: shopper });
    expect(priced.json().data).toMatchObject({ bestPrice: 90, specialPrice: 80, isSpecialOffer: true });

    const listed = (await staffCall(t, sales, `${url}?q=${encodeURIComponent(product!.sku)}`)).json();
    expect(listed.data).toEqual([
      expect.objectContaining({ product_id: id, best_price: 90, special_price: 80 }),
    ]);

    const removed = await call('DELETE', `${url}/${id}`, sales);
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', `${url}/${id}`, sales)).statusCode).toBe(404);
    const actions = (await auditOf('account', tradeId)).map((e) => e.action);
    expect(actions.slice(0, 3)).toEqual([
      'contract_price.remove',
      'contract_price.set',
      'contract_price.set',
    ]);
  });

  it('answers 422 for an unknown SKU or a special offer without a price, and 404 for no such account', async () => {
    const url = `/api/staff/accounts/${tradeId}/contract-prices`;
    const unknown = await staffCall(t, sales, url, { sku: 'NO-SUCH-SKU', best_price: 10 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      sku: ['There is no product NO-SUCH-SKU in this account’s department'],
    });
    const offer = await staffCall(t, sales, url, { sku: 'X', best_price: 10, special_offer: true });
    expect(offer.statusCode).toBe(422);
    expect(offer.json().errors.special_price).toEqual(['A special offer needs a special price above 0']);
    const missing = await staffCall(t, sales, url, {});
    expect(missing.json().errors).toMatchObject({
      sku: ['SKU is required'],
      best_price: ['Contract price is required'],
    });
    expect((await staffCall(t, sales, '/api/staff/accounts/2147483647/contract-prices')).statusCode).toBe(
      404,
    );
  });
});
