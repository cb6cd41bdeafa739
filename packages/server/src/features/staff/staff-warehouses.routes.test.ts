import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE, checkout, deliveryOrder, setStock, stockedProducts } from '../../../test/support/orders.ts';
import { ADMIN, WAREHOUSE, staffAuth, staffCall, staffPut } from '../../../test/support/staff.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

/** Decision 0052: a member of staff limited to their warehouses, and the queue's default. */
let t: TestApp;
let admin: string;
let everywhere: string;
let north: string;
let northId: number;
let productId: number;
const orders = { north: 0, south: 0, cancelled: 0 };

const NORTH_PICKER = 'north.picker@tyreline.test';

async function placeAt(warehouseId: number, reference: string): Promise<number> {
  const trade = (await t.authAs(TRADE)).authorization;
  const body = deliveryOrder([{ product_id: productId, qty: 1 }], {
    warehouse_id: warehouseId,
    customer_reference: reference,
  });
  const response = await checkout(t, trade, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const ids = (response: { json: () => { data: { id: number }[] } }) => response.json().data.map((o) => o.id);

beforeAll(async () => {
  t = await startTestApp();
  admin = await staffAuth(t, ADMIN);
  everywhere = await staffAuth(t, WAREHOUSE);
  productId = (await stockedProducts(t.database.db, 7, 1, 1, 500))[0]!.id;
  await setStock(t.database.db, productId, 2, 500);
  orders.cancelled = await placeAt(1, 'PO-WH-CANCELLED');
  orders.north = await placeAt(1, 'PO-WH-NORTH');
  orders.south = await placeAt(2, 'PO-WH-SOUTH');
  const cancel = await staffCall(t, admin, `/api/staff/orders/${orders.cancelled}/transitions`, {
    to: 'cancelled',
    version: 1,
    note: 'Test',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const created = await staffCall(t, admin, '/api/staff/staff', {
    username: NORTH_PICKER,
    name: 'Nola North',
    role: 'warehouse',
    password: DEMO_PASSWORD,
    warehouse_ids: [1],
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().data.warehouse_ids).toEqual([1]);
  northId = created.json().data.id;
  north = await staffAuth(t, NORTH_PICKER);
});
afterAll(() => t?.close());

describe('a member of staff limited to their warehouses', () => {
  it('sees only their warehouses’ orders in the queue and only their warehouses in its filter', async () => {
    expect((await staffCall(t, north, '/api/staff/me')).json().data.warehouse_ids).toEqual([1]);
    const queue = await staffCall(t, north, '/api/staff/orders?q=po-wh');
    expect(queue.statusCode).toBe(200);
    expect(ids(queue)).toEqual([orders.north]);
    expect(ids(await staffCall(t, north, '/api/staff/orders?warehouse_id=2&q=po-wh'))).toEqual([]);
    expect((await staffCall(t, north, '/api/staff/warehouses')).json().data).toEqual([
      { id: 1, name: 'Brisbane North' },
    ]);
    // Without warehouses a member of staff sees every one.
    expect(ids(await staffCall(t, everywhere, '/api/staff/orders?q=po-wh'))).toEqual([
      orders.north,
      orders.south,
    ]);
  });

  it('gets 404 for another warehouse’s order: reading it, moving it, its notes and its packing slip', async () => {
    const south = `/api/staff/orders/${orders.south}`;
    expect((await staffCall(t, north, `/api/staff/orders/${orders.north}`)).statusCode).toBe(200);
    expect((await staffCall(t, north, south)).statusCode).toBe(404);
    const moved = await staffCall(t, north, `${south}/transitions`, { to: 'confirmed', version: 1 });
    expect(moved.statusCode).toBe(404);
    expect((await staffCall(t, north, `${south}/notes`)).statusCode).toBe(404);
    expect((await staffCall(t, north, `${south}/notes`, { text: 'Not mine' })).statusCode).toBe(404);
    expect((await staffCall(t, north, `${south}/packing-slip.pdf`)).statusCode).toBe(404);
    // Nothing moved: the order is as it was for those who may see it.
    expect((await staffCall(t, everywhere, south)).json().data).toMatchObject({
      status: 'submitted',
      version: 1,
    });
  });

  it('moves only their own orders in a bulk move; another warehouse’s is not found', async () => {
    const bulk = await staffCall(t, north, '/api/staff/orders/transitions', {
      to: 'confirmed',
      items: [
        { id: orders.north, version: 1 },
        { id: orders.south, version: 1 },
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data.map((r: { result: string }) => r.result)).toEqual(['done', 'not_found']);
    expect((await staffCall(t, everywhere, `/api/staff/orders/${orders.south}`)).json().data.status).toBe(
      'submitted',
    );
  });

  it('sees and sets stock only at their warehouses', async () => {
    const product = await staffCall(t, north, `/api/staff/products/${productId}`);
    expect(product.json().data.stock.map((s: { warehouse_id: number }) => s.warehouse_id)).toEqual([1]);
    const all = await staffCall(t, everywhere, `/api/staff/products/${productId}`);
    expect(all.json().data.stock.map((s: { warehouse_id: number }) => s.warehouse_id)).toEqual([1, 2, 3]);
    const elsewhere = await staffPut(t, north, `/api/staff/products/${productId}/stock/2`, {
      quantity: 1,
      expected_quantity: 499,
      reason: 'Count',
    });
    expect(elsewhere.statusCode).toBe(404);
    const transfer = await staffCall(t, north, `/api/staff/products/${productId}/stock-transfers`, {
      from_warehouse_id: 2,
      to_warehouse_id: 1,
      quantity: 1,
      reason: 'Borrow',
    });
    expect(transfer.statusCode).toBe(404);
    const movements = await staffCall(t, north, `/api/staff/products/${productId}/stock-movements`);
    expect(new Set(movements.json().data.map((m: { warehouse_id: number }) => m.warehouse_id))).toEqual(
      new Set([1]),
    );
  });

  it('is set by an administrator, who is told when a warehouse does not exist; none means every one', async () => {
    const list = (await staffCall(t, admin, '/api/staff/staff')).json().data as {
      id: number;
      version: number;
      warehouse_ids: number[];
    }[];
    const nola = list.find((s) => s.id === northId)!;
    expect(nola.warehouse_ids).toEqual([1]);
    const unknown = await staffPut(t, admin, `/api/staff/staff/${northId}`, {
      name: 'Nola North',
      role: 'warehouse',
      warehouse_ids: [1, 99],
      version: nola.version,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.warehouse_ids).toEqual([
      'There is no warehouse 99; choose warehouses from the list',
    ]);
    const freed = await staffPut(t, admin, `/api/staff/staff/${northId}`, {
      name: 'Nola North',
      role: 'warehouse',
      warehouse_ids: [],
      version: nola.version,
    });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json().data.warehouse_ids).toEqual([]);
    expect((await staffCall(t, north, `/api/staff/orders/${orders.south}`)).statusCode).toBe(200);
    const audit = await staffCall(t, admin, `/api/staff/audit?entity_type=staff_user&entity_id=${northId}`);
    expect(JSON.stringify(audit.json().data)).toContain('warehouse_ids');
  });
});

describe('the queue’s default', () => {
  it('opens on open orders, oldest first; a status or all shows the others', async () => {
    const open = ids(await staffCall(t, admin, '/api/staff/orders?q=po-wh'));
    expect(open).toEqual([orders.north, orders.south]);
    expect(ids(await staffCall(t, admin, '/api/staff/orders?q=po-wh&status=all'))).toEqual([
      orders.cancelled,
      orders.north,
      orders.south,
    ]);
    expect(ids(await staffCall(t, admin, '/api/staff/orders?q=po-wh&status=cancelled'))).toEqual([
      orders.cancelled,
    ]);
    const wrong = await staffCall(t, admin, '/api/staff/orders?status=later');
    expect(wrong.statusCode).toBe(422);
  });
});
