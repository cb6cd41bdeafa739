import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseEstimate } from '@tyreline/domain/contract/delivery';
import type { CheckoutRequest, Order } from '@tyreline/domain/contract/orders';
import { checkout, deliveryOrder, stockedProducts } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

/** Brisbane wall-clock time (UTC+10 all year). */
const brisbane = (local: string) => new Date(`${local}:00+10:00`);

let t: TestApp;
let trade: { authorization: string };
let clock = brisbane('2026-11-25T09:10');
beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  trade = await t.authAs('trade@example.com');
});
afterAll(() => t?.close());

async function estimates(query: Record<string, string> = {}, headers = trade) {
  const response = await t.app.inject({ method: 'GET', url: '/api/cus/delivery-estimates', query, headers });
  return {
    status: response.statusCode,
    body: response.json() as { data: WarehouseEstimate[]; errors?: Record<string, string[]> },
  };
}
const at = async (warehouse: string, query: Record<string, string> = {}, headers = trade) => {
  const found = (await estimates(query, headers)).body.data.find((w) => w.warehouse_name === warehouse);
  expect(found, warehouse).toBeDefined();
  return found!;
};

describe('delivery cut-offs and pick-up times', () => {
  it('counts down to the next cut-off of each warehouse and says when a pick-up is ready', async () => {
    clock = brisbane('2026-11-25T09:10'); // a Wednesday
    const north = await at('Brisbane North');
    expect(north.delivery).toMatchObject({
      run: 'Brisbane metro same-day',
      minutes_left: 80,
      delivery_date: '2026-11-25',
      message: 'Order in the next 1 h 20 min for delivery this afternoon',
    });
    expect(north.pick_up?.message).toBe('Ready for pick-up from 10:15 am');
  });

  it('changes the countdown once the cut-off has passed', async () => {
    clock = brisbane('2026-11-25T10:31');
    expect((await at('Brisbane North', { postcode: '4000' })).delivery?.message).toBe(
      'Order in the next 4 h 29 min for delivery tomorrow morning',
    );
    clock = brisbane('2026-11-25T15:01');
    expect((await at('Brisbane North', { postcode: '4000' })).delivery?.message).toBe(
      'Order in the next 19 h 29 min for delivery tomorrow afternoon',
    );
    expect((await at('Brisbane North')).pick_up?.message).toBe('Ready for pick-up from 4:15 pm');
    clock = brisbane('2026-11-25T16:30');
    expect((await at('Brisbane North')).pick_up?.message).toBe('Ready for pick-up tomorrow from 8 am');
  });

  it('offers only the runs that deliver to a postcode', async () => {
    clock = brisbane('2026-11-25T09:10');
    expect((await at('Brisbane North', { postcode: '4350' })).delivery).toBeNull();
    expect((await at('Toowoomba', { postcode: '4350' })).delivery?.message).toBe(
      'Order in the next 4 h 50 min for delivery tomorrow morning',
    );
  });

  it('keeps each warehouse’s own time zone: Tweed Heads runs on Sydney daylight time', async () => {
    clock = brisbane('2026-11-25T12:30'); // 1:30 pm in Tweed Heads
    const gold = await t.authAs('brisbane@example.com');
    expect((await at('Tweed Heads', {}, gold)).delivery?.message).toBe(
      'Order in the next 30 min for delivery tomorrow afternoon',
    );
    expect((await at('Gold Coast', {}, gold)).delivery?.message).toBe(
      'Order in the next 2 h for delivery tomorrow morning',
    );
  });

  it('skips the public holidays the supplier keeps, for runs and the counter alike', async () => {
    clock = brisbane('2026-12-24T16:30'); // Christmas Eve; 25, 28 December are holidays
    const north = await at('Brisbane North', { postcode: '4000' });
    expect(north.delivery).toMatchObject({
      delivery_date: '2026-12-29',
      message: 'Order by 10:30 am Tuesday for delivery Tuesday afternoon',
    });
    expect(north.pick_up?.message).toBe('Ready for pick-up Tuesday from 8 am');
  });

  it('names each warehouse’s time zone, so the shop counts down on its wall clock', async () => {
    expect((await at('Brisbane North')).time_zone).toBe('Australia/Brisbane');
    expect((await at('Tweed Heads', {}, await t.authAs('brisbane@example.com'))).time_zone).toBe(
      'Australia/Sydney',
    );
  });

  it('has no test clock to move on a server started without TYRELINE_NOW', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: '2026-11-25T10:31:00+10:00' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 422 for a postcode that is not four digits', async () => {
    const { status, body } = await estimates({ postcode: '40' });
    expect(status).toBe(422);
    expect(body.errors?.postcode).toEqual(['must be a 4-digit Australian postcode']);
  });
});

describe('the promise an order keeps', () => {
  async function place(extra: Partial<CheckoutRequest>): Promise<Order> {
    const [product] = await stockedProducts(t.database.db, 7, 1, 1);
    const placed = await checkout(
      t,
      trade.authorization,
      deliveryOrder([{ product_id: product!.id, qty: 1 }], extra),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { data } = placed.json() as { data: Order };
    // The order keeps it: reading it back later says the same.
    const again = await t.app.inject({ method: 'GET', url: `/api/cus/orders/${data.id}`, headers: trade });
    expect((again.json() as { data: Order }).data).toMatchObject({
      promised_date: data.promised_date,
      promise: data.promise,
    });
    return data;
  }

  it('keeps the delivery date of the run its order made, and the next one after the cut-off', async () => {
    clock = brisbane('2026-11-25T09:10');
    expect(await place({})).toMatchObject({
      promised_date: '2026-11-25',
      promise: 'Delivery Wednesday 25 November 2026, afternoon',
    });
    clock = brisbane('2026-11-25T15:01');
    expect(await place({ ship_type: 6 })).toMatchObject({
      promised_date: '2026-11-27',
      promise: 'Delivery Friday 27 November 2026, morning',
    });
  });

  it('keeps the pick-up time, and no promise where no run delivers', async () => {
    clock = brisbane('2026-11-25T13:00');
    expect(await place({ ship_type: 2, delivery_address: undefined })).toMatchObject({
      promised_date: '2026-11-25',
      promise: 'Ready for pick-up Wednesday 25 November 2026 from 2 pm',
    });
    const far = { street: '1 Ruthven St', suburb: 'Toowoomba', state: 'QLD' as const, postcode: '4350' };
    expect(await place({ delivery_address: far })).toMatchObject({ promised_date: null, promise: null });
  });
});

describe('the promise checkout shows before the order is placed', () => {
  const promise = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cus/delivery-promise',
      query,
      headers: trade,
    });
    return {
      status: response.statusCode,
      body: response.json() as { data: unknown; errors?: Record<string, string[]> },
    };
  };
  const north = async () => (await at('Brisbane North')).warehouse_id;

  it('is the promise the order would keep, for the ship type, warehouse and postcode', async () => {
    clock = brisbane('2026-11-25T09:10');
    const warehouse_id = String(await north());
    expect((await promise({ warehouse_id, ship_type: '1', postcode: '4000' })).body.data).toEqual({
      date: '2026-11-25',
      text: 'Delivery Wednesday 25 November 2026, afternoon',
    });
    expect((await promise({ warehouse_id, ship_type: '6', postcode: '4000' })).body.data).toEqual({
      date: '2026-11-26',
      text: 'Delivery Thursday 26 November 2026, morning',
    });
    expect((await promise({ warehouse_id, ship_type: '2' })).body.data).toEqual({
      date: '2026-11-25',
      text: 'Ready for pick-up Wednesday 25 November 2026 from 10:15 am',
    });
    expect((await promise({ warehouse_id, ship_type: '1', postcode: '4350' })).body.data).toBeNull();
  });

  it('is null for a warehouse of another department', async () => {
    const { status, body } = await promise({ warehouse_id: '999', ship_type: '1' });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
  });

  it('answers 422 for a staff-arranged ship type, a bad warehouse or postcode, never 500', async () => {
    const bad = await promise({ warehouse_id: 'x', ship_type: '3', postcode: '40' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['postcode', 'ship_type', 'warehouse_id']);
    expect((await promise({ ship_type: '1' })).status).toBe(422);
  });
});
