import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE, checkout, countRows, deliveryOrder, setStock } from '../../../test/support/orders.ts';
import { SALES, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// Fitment that prevents (issue #24, decision 0049): the one fit rule on add, in packages and at checkout.
let t: TestApp;
let trade: string;
let hilux: number;
const ids = { fits: 0, tooSmallBore: 0, legalTyre: 0, passengerTyre: 0, m14Nut: 0, m12Nut: 0 };

async function idOf(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from products where department_id = 7 and name like ${name} order by id limit 1`,
  );
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  const [found] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from vehicles where make = 'Toyota' and model = 'Hilux' and variant = 'SR5'
        and 2019 between year_from and year_to`,
  );
  hilux = found!.id;
  ids.fits = await idOf('ROH Assault 18x9 6x139.7 ET20%');
  ids.tooSmallBore = await idOf('King Raptor 17x8 6x139.7 ET25%'); // 93.1 mm bore on a 106.1 mm hub
  ids.legalTyre = await idOf('Dunlop Grandtrek AT25 265/65R17%');
  ids.passengerTyre = await idOf('%215/55R17 94V%');
  ids.m14Nut = await idOf('%Acorn wheel nut M14x1.5%');
  ids.m12Nut = await idOf('%Acorn wheel nut M12x1.5%');
  for (const id of Object.values(ids)) await setStock(t.database.db, id, 1, 200);
});
afterAll(() => t?.close());

const post = (url: string, body: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: trade }, payload: body });

describe('adding from a vehicle’s view', () => {
  it('passes a wheel that fits and refuses one that does not with a 422 naming the product and why', async () => {
    const ok = await post(`/api/cus/vehicles/${hilux}/fit`, { product_ids: [ids.fits] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      vehicle: 'Toyota Hilux SR5 (2015–2020)',
      lines: [{ product_id: ids.fits, fits: true }],
    });
    const refused = await post(`/api/cus/vehicles/${hilux}/fit`, { product_ids: [ids.tooSmallBore] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['product_ids/0'][0]).toContain('smaller than the 106.1 mm hub');
  });

  it('passes a non-fitting product with an override reason, and takes a blank reason as none', async () => {
    const blank = await post(`/api/cus/vehicles/${hilux}/fit`, {
      product_ids: [ids.tooSmallBore],
      fit_override: '   ',
    });
    expect(blank.statusCode).toBe(422);
    const overridden = await post(`/api/cus/vehicles/${hilux}/fit`, {
      product_ids: [ids.tooSmallBore, ids.m14Nut],
      fit_override: 'Customer machines the bore',
    });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json().data.lines[1].reasons).toEqual(["Thread M14x1.5 is not the vehicle's M12x1.5"]);
  });

  it('is a 404 for a vehicle the data does not hold', async () => {
    expect((await post('/api/cus/vehicles/2147483000/fit', { product_ids: [ids.fits] })).statusCode).toBe(
      404,
    );
  });
});

describe('a package built from a Hilux', () => {
  it('offers only tyres that meet its placard of 112S', async () => {
    const wheel = await idOf('% 17x8 6x139.7 ET10 %');
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/cus/packages/tyres?${query}`,
        headers: { authorization: trade },
      });
    const all = (await get(`wheel_id=${wheel}`))
      .json()
      .data.tyres.map((x: { product: { name: string } }) => x.product);
    expect(all.some((p: { name: string }) => p.name.includes('94V'))).toBe(true);
    const forHilux = (await get(`wheel_id=${wheel}&vehicle_id=${hilux}`)).json().data.tyres;
    expect(forHilux.length).toBeGreaterThan(0);
    for (const { product } of forHilux) {
      expect(Number(product.load_index.split('/')[0])).toBeGreaterThanOrEqual(112);
      expect(['S', 'T', 'U', 'H', 'V', 'Z', 'W', 'Y']).toContain(product.speed_rating);
    }
  });

  it('refuses an add-on of another thread unless the package carries an override, and marks each line', async () => {
    const body = {
      wheel_id: await idOf('% 17x8 6x139.7 ET10 %'),
      tyre_id: ids.legalTyre,
      sets: 4,
      add_ons: [{ product_id: ids.m14Nut, qty: 1 }],
      vehicle_id: hilux,
    };
    const refused = await post('/api/cus/packages/check', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['add_ons/0/product_id'][0]).toContain('Thread M14x1.5');
    const overridden = await post('/api/cus/packages/check', { ...body, fit_override: 'Aftermarket studs' });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const { lines, vehicle } = overridden.json().data;
    expect(vehicle).toEqual({ id: hilux, name: 'Toyota Hilux SR5 (2015–2020)' });
    expect(lines.map((l: { fit: { fits: boolean } }) => l.fit.fits)).toEqual([true, true, false]);
  });
});

describe('checkout of lines sold for a vehicle', () => {
  it('refuses a line whose fit was forged, naming the line, and writes nothing', async () => {
    const before = await countRows(t.database.db, 'orders');
    const response = await checkout(
      t,
      trade,
      deliveryOrder([
        { product_id: ids.m12Nut, qty: 1, vehicle_id: hilux },
        { product_id: ids.passengerTyre, qty: 4, vehicle_id: hilux },
      ]),
    );
    expect(response.statusCode).toBe(422);
    const message = response.json().errors['lines.1.vehicle_id'][0];
    expect(message).toMatch(/^Line 2: .*215\/55R17 94V does not fit the Toyota Hilux SR5 \(2015–2020\)/);
    expect(message).toContain("Load index 94 is below the placard's 112");
    expect(response.json().errors['lines.0.vehicle_id']).toBeUndefined();
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('refuses a line that fitted when added but not the vehicle’s data as it is now', async () => {
    const line = { product_id: ids.fits, qty: 4, vehicle_id: hilux };
    await t.database.db.execute(sql`update vehicles set offset_max = 10 where id = ${hilux}`);
    try {
      const response = await checkout(t, trade, deliveryOrder([line]));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['lines.0.vehicle_id'][0]).toContain(
        "Offset ET20 is outside the vehicle's ET-10 to ET10",
      );
    } finally {
      await t.database.db.execute(sql`update vehicles set offset_max = 35 where id = ${hilux}`);
    }
  });

  it('places a non-fitting line with an override and keeps the reason on the order line for staff', async () => {
    const response = await checkout(
      t,
      trade,
      deliveryOrder([
        {
          product_id: ids.tooSmallBore,
          qty: 4,
          vehicle_id: hilux,
          fit_override: ' Customer machines the bore ',
        },
        { product_id: ids.fits, qty: 4, vehicle_id: hilux },
        { product_id: ids.passengerTyre, qty: 2 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data;
    const staff = (await staffCall(t, await staffAuth(t, SALES), `/api/staff/orders/${order.id}`)).json()
      .data;
    const [overridden, fitting, unchecked] = staff.lines;
    expect(overridden.fit).toEqual({
      vehicle: 'Toyota Hilux SR5 (2015–2020)',
      override: 'Customer machines the bore',
    });
    expect(fitting.fit).toEqual({ vehicle: 'Toyota Hilux SR5 (2015–2020)', override: null });
    // A line added outside a vehicle's view carries no vehicle and is not fit-checked.
    expect(unchecked.fit).toBeUndefined();
  });
});
